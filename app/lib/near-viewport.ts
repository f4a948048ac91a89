import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent, type RefObject } from "react";

/** Default distance ahead of the viewport at which below-the-fold code starts loading. */
export const nearViewportMargin = "800px 0px";

/**
 * Calls `onNear` once, when `element` comes within `margin` of the viewport (at once where
 * nothing can observe it). Returns a function that stops watching.
 */
function onceNearViewport(element: Element, margin: string, onNear: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Resolves once the element with `id` comes within `margin` of the viewport. Used as the
 * gate of a section's lazy chunk: while hydrating, React keeps the server's HTML for a
 * Suspense boundary that is still waiting, so a section far below the fold shows its
 * prerendered content and only fetches and hydrates its code as the visitor approaches,
 * keeping that work out of the page's start-up. Resolves at once where the element is not
 * in the document yet (server rendering, a client-side navigation).
 */
function whenNearViewport(id: string, margin = nearViewportMargin): Promise<void> {
  return new Promise((resolve) => {
    const element = typeof document === "undefined" ? null : document.getElementById(id);
    if (!element) resolve();
    else onceNearViewport(element, margin, resolve);
  });
}

/** True once the element comes within `margin` of the viewport (and stays true). */
export function useNearViewport(ref: RefObject<Element | null>, margin = nearViewportMargin): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    return onceNearViewport(element, margin, () => setNear(true));
  }, [ref, margin, near]);
  return near;
}

/**
 * A lazy component whose chunk is fetched once the element `id` nears the viewport. While the
 * page hydrates, React keeps the prerendered HTML in its place until then; after a client-side
 * navigation (the element is not in the document yet) it loads at once.
 */
export function lazyNearViewport<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    whenNearViewport(id)
      .then(load)
      .then((component) => ({ default: component })),
  );
}
