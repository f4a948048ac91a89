const moves: Partial<Record<string, 1 | -1>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The item a key moves to in a row of tabs (WAI-ARIA tabs, automatic activation): arrows step and
 * wrap round, Home and End jump to the ends; null for any other key.
 */
export function indexAfterKey(key: string, index: number, count: number): number | null {
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  const move = moves[key];
  return move === undefined ? null : (index + move + count) % count;
}
