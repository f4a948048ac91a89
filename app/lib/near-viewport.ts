/** Default distance ahead of the viewport at which below-the-fold code starts loading. */
export const nearViewportMargin = "800px 0px";

/**
 * Calls `onNear` once, when `element` comes within `margin` of the viewport (at once where
 * nothing can observe it). Returns a function that stops watching.
 */
export function onceNearViewport(element: Element, margin: string, onNear: () => void): () => void {
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
