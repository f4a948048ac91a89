import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

/** Delays the spec fixes for scrolling after navigation. */
export const scrollDelays = { hash: 100, crossPage: 150, toTop: 100 } as const;

/**
 * Goes to a home-page section: scrolls when already on `/`, otherwise navigates
 * home first and scrolls once the page has rendered.
 */
export function useGoToSection(): (id: string) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: string) => {
      // Already loaded on the home page (its sections use it); elsewhere fetched beside the navigation.
      const scrolling = import("./scroll-to-section");
      if (location.pathname === "/") {
        void scrolling.then((m) => m.scrollToSection(id));
        return;
      }
      // The home page may still be rendering (its sections load in chunks of their own) when the
      // navigation settles: the delay counts from the moment the section is in the document.
      void Promise.all([scrolling, navigate("/")]).then(async ([m]) => {
        if (await m.whenInDocument(id)) window.setTimeout(() => m.scrollToSection(id), scrollDelays.crossPage);
      });
    },
    [location.pathname, navigate],
  );
}
