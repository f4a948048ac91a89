import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * Goes to a home-page section: scrolls when already on `/`, otherwise navigates home first and
 * scrolls once the section is in the document. The scrolling code (app/lib/scroll.ts) is already
 * loaded on the home page; elsewhere it is fetched beside the navigation.
 */
export function useGoToSection(): (id: string) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: string) => {
      const scrolling = import("#app/lib/scroll");
      if (location.pathname === "/") {
        void scrolling.then((m) => m.scrollToSection(id));
        return;
      }
      // The home page may still be rendering (its sections load in chunks of their own) when the
      // navigation settles: the delay counts from the moment the section is in the document.
      void Promise.all([scrolling, navigate("/")]).then(async ([m]) => {
        if (await m.whenInDocument(id)) window.setTimeout(() => m.scrollToSection(id), m.scrollDelays.crossPage);
      });
    },
    [location.pathname, navigate],
  );
}
