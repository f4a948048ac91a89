/**
 * Resolves once the element with `id` comes within `margin` of the viewport. Used as the
 * gate of a section's lazy chunk: while hydrating, React keeps the server's HTML for a
 * Suspense boundary that is still waiting, so a section far below the fold shows its
 * prerendered content and only fetches and hydrates its code as the visitor approaches,
 * keeping that work out of the page's start-up. Resolves at once where the element is not
 * in the document yet (server rendering, a client-side navigation) or nothing can observe it.
 */
export function whenNearViewport(id: string, margin = "800px 0px"): Promise<void> {
  return new Promise((resolve) => {
    const element = typeof document === "undefined" ? null : document.getElementById(id);
    if (!element || typeof IntersectionObserver === "undefined") {
      resolve();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}
