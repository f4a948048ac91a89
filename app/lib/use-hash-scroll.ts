import { useEffect } from "react";
import { useLocation } from "react-router";
import { scrollDelays } from "#app/lib/scroll";
import { scrollToSection } from "#app/lib/scroll-to-section";

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
