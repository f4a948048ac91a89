import { useEffect, useState } from "react";

/** Scroll distances after which the header turns solid (spec: 150 px on pages with a hero banner, else 50 px). */
export const headerScrollThreshold = { withBanner: 150, withoutBanner: 50 } as const;

export const heroBannerSelector = "[data-hero-banner]";

/**
 * True once the page has scrolled past the threshold. On a page too short to scroll that far, the
 * header turns solid when the visitor reaches the end instead: otherwise the page's text would sit
 * under a transparent header with no way to clear it.
 */
export function useHeaderScrolled(pathname: string): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    function update() {
      const hasBanner = document.querySelector(heroBannerSelector) !== null;
      const threshold = hasBanner ? headerScrollThreshold.withBanner : headerScrollThreshold.withoutBanner;
      const furthest = document.documentElement.scrollHeight - window.innerHeight;
      setScrolled(furthest > 0 && window.scrollY > Math.min(threshold, furthest - 1));
    }
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [pathname]);
  return scrolled;
}
