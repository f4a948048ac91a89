/**
 * Keyboard model of the offerings tab list (WAI-ARIA tabs, automatic activation): the tab
 * a key moves to, or null when the key is not a tab-list key. Arrows wrap around; the tabs
 * stack vertically on small screens, so up and down work as well as left and right.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (current + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
