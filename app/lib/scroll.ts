import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

/** Delays the spec fixes for scrolling after navigation. */
export const scrollDelays = { hash: 100, crossPage: 150, toTop: 100 } as const;

export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: "smooth", block: "start" });
  return true;
}

/**
 * Goes to a home-page section: scrolls when already on `/`, otherwise navigates
 * home first and scrolls once the page has rendered.
 */
export function useGoToSection(): (id: string) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: string) => {
      if (location.pathname === "/") {
        scrollToSection(id);
        return;
      }
      void Promise.resolve(navigate("/")).then(() => {
        window.setTimeout(() => scrollToSection(id), scrollDelays.crossPage);
      });
    },
    [location.pathname, navigate],
  );
}
