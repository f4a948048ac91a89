import { lazy, Suspense, useEffect, useState } from "react";
import { storedConsent } from "./consent-storage";

export const consentBannerDelayMs = 1000;

// The banner's markup, buttons and API call load only for visitors who have not chosen yet,
// and only after the delay: nothing of it weighs on any page's first load.
const CookieBannerPanel = lazy(() => import("./cookie-banner-panel").then((m) => ({ default: m.CookieBannerPanel })));

/** Shown one second after load while the visitor has not chosen; never more than once. */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (storedConsent() === null) setVisible(true);
    }, consentBannerDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerPanel onChosen={() => setVisible(false)} />
    </Suspense>
  );
}
