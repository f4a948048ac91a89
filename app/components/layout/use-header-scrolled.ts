import { useEffect, useState } from "react";

/** Scroll distances after which the header turns solid (spec: 150 px on pages with a hero banner, else 50 px). */
export const headerScrollThreshold = { withBanner: 150, withoutBanner: 50 } as const;

export const heroBannerSelector = "[data-hero-banner]";

export function useHeaderScrolled(pathname: string): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    function update() {
      const hasBanner = document.querySelector(heroBannerSelector) !== null;
      const threshold = hasBanner ? headerScrollThreshold.withBanner : headerScrollThreshold.withoutBanner;
      setScrolled(window.scrollY > threshold);
    }
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [pathname]);
  return scrolled;
}
