/** A small, fast generator with a seed (mulberry32): the same seed, the same data. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: ReadonlyArray<T>): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}
