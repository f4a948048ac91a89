const moves: Partial<Record<string, 1 | -1>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The item a key moves to in a row of tabs (WAI-ARIA tabs, automatic activation): arrows step
 * (wrapping round, or stopping at the ends for a stepper), Home and End jump to the ends; null for
 * any other key. Up and down work as well as left and right, as most of our tab rows stack on
 * small screens.
 */
export function indexAfterKey(key: string, index: number, count: number, wrap = true): number | null {
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  const move = moves[key];
  if (move === undefined) return null;
  return wrap ? (index + move + count) % count : Math.min(Math.max(index + move, 0), count - 1);
}
