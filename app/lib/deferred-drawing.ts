/**
 * Sections below the first screen start out undrawn (`content-visibility: auto` in app/app.css), so
 * the first paint lays out the opening screen alone. Once the page has hydrated, this draws them one
 * by one while the browser is idle, each in a short task of its own: after that the page is complete
 * for everything that does not scroll (full-page screenshots, printing, find in page, exact anchor
 * positions), and scrolling never waits for layout.
 */
const undrawn = "main > section, main > [data-island] > section, footer[data-site-footer]";

type IdleWindow = Window & {
  requestIdleCallback?: (callback: (deadline: { timeRemaining: () => number }) => void) => number;
};

export function drawRestWhenIdle(): void {
  const sections = [...document.querySelectorAll<HTMLElement>(undrawn)].filter(
    (section) => getComputedStyle(section).contentVisibility === "auto",
  );
  const win = window as IdleWindow;
  const schedule = (next: () => void): unknown =>
    win.requestIdleCallback
      ? win.requestIdleCallback((deadline) => (deadline.timeRemaining() > 8 ? next() : schedule(next)))
      : setTimeout(next, 50);
  function drawNext() {
    const section = sections.shift();
    if (!section) return;
    section.style.contentVisibility = "visible";
    schedule(drawNext);
  }
  schedule(drawNext);
}
