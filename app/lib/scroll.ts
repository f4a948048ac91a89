import { useEffect } from "react";
import { useLocation } from "react-router";

// Scrolling to a home-page section: from a button on the page, from a `/#section` address, and from
// the header on any page (app/components/layout/use-go-to-section.ts loads this module only when a
// visitor goes to a section, which keeps it out of other pages' first load). A section scrolled to is
// held in place while the sections above it are still loading.

/** Delays before scrolling, so the page has laid out what it has (docs/product.md). */
export const scrollDelays = { hash: 100, crossPage: 150, toTop: 100 } as const;

/** How long a section scrolled to is kept in place while content above it is still arriving. */
const settleMs = 2000;

/**
 * Keeps `target` at the top while the layout above it changes (lazy sections hydrating or
 * loading after a client-side navigation), until the visitor scrolls themselves or `settleMs` pass.
 */
function holdInView(target: HTMLElement): void {
  if (typeof ResizeObserver === "undefined") return;
  let lastTop = target.getBoundingClientRect().top + window.scrollY;
  const observer = new ResizeObserver(() => {
    const top = target.getBoundingClientRect().top + window.scrollY;
    if (Math.abs(top - lastTop) < 1) return;
    lastTop = top;
    target.scrollIntoView({ behavior: "instant", block: "start" });
  });
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of visitorScrollEvents) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, settleMs);
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
