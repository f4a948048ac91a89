import { useEffect } from "react";
import { useLocation } from "react-router";

// Scrolling to a home-page section: from a button on the page, from a `/#section` address, and from
// the header on any page (app/components/layout/use-go-to-section.ts loads this module only when a
// visitor goes to a section, which keeps it out of other pages' first load). A section scrolled to is
// held in place until the sections above it have settled.

/** Delays before scrolling, so the page has laid out what it has (docs/product.md). */
export const scrollDelays = { hash: 100, crossPage: 150, toTop: 100 } as const;

/**
 * A section scrolled to is kept in place until the page above it has settled: every island above
 * it has run its code and nothing has changed size for `quietMs`; or until the visitor scrolls
 * themselves; `longestHoldMs` at most. A fixed delay would be too short on a slow phone and
 * needlessly long on a fast one.
 */
const quietMs = 600;
const longestHoldMs = 10_000;

function islandsPendingAbove(target: HTMLElement): boolean {
  for (const island of document.querySelectorAll("[data-island]:not([data-island-ready])")) {
    if (island.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) return true;
  }
  return false;
}

/** Keeps `target` at the top while the layout above it changes (lazy sections hydrating or drawing). */
function holdInView(target: HTMLElement): void {
  if (typeof ResizeObserver === "undefined") return;
  let lastTop = target.getBoundingClientRect().top + window.scrollY;
  let quiet = window.setTimeout(settleOrWait, quietMs);
  const observer = new ResizeObserver(() => {
    window.clearTimeout(quiet);
    quiet = window.setTimeout(settleOrWait, quietMs);
    const top = target.getBoundingClientRect().top + window.scrollY;
    if (Math.abs(top - lastTop) < 1) return;
    lastTop = top;
    target.scrollIntoView({ behavior: "instant", block: "start" });
  });
  function settleOrWait() {
    if (islandsPendingAbove(target)) quiet = window.setTimeout(settleOrWait, quietMs);
    else stop();
  }
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(quiet);
    window.clearTimeout(cap);
    for (const type of visitorScrollEvents) window.removeEventListener(type, stop);
  };
  const cap = window.setTimeout(stop, longestHoldMs);
  for (const type of visitorScrollEvents) window.addEventListener(type, stop, { once: true, passive: true });
  observer.observe(document.body);
}

const visitorScrollEvents = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/** Resolves true once an element with `id` is in the document, or false after `timeoutMs`. */
export function whenInDocument(id: string, timeoutMs = 5000): Promise<boolean> {
  return new Promise((resolve) => {
    if (document.getElementById(id)) return resolve(true);
    const observer = new MutationObserver(() => {
      if (!document.getElementById(id)) return;
      finish(true);
    });
    const timer = window.setTimeout(() => finish(false), timeoutMs);
    function finish(found: boolean) {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve(found);
    }
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: "smooth", block: "start" });
  holdInView(target);
  return true;
}

/** On `/#section`, scrolls to that section once the page has had 100 ms to lay out. */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ""));
    if (!id) return;
    const timer = window.setTimeout(() => scrollToSection(id), scrollDelays.hash);
    return () => window.clearTimeout(timer);
  }, [hash]);
}
