import { lazy, Suspense, useEffect, useState } from "react";
import { consentBannerRequestedEvent, storedConsent } from "./consent-storage";

export const consentBannerDelayMs = 1000;

// The banner's markup, buttons and API call load only for visitors who have not chosen yet,
// and only after the delay: nothing of it weighs on any page's first load.
const CookieBannerPanel = lazy(() => import("./cookie-banner-panel").then((m) => ({ default: m.CookieBannerPanel })));

/**
 * Shown one second after load while the visitor has not chosen; never more than once. Shown again
 * at once when the visitor asks to change their choice (`requestConsentBanner`), with the focus on
 * its first button.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState<false | "undecided" | "requested">(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (storedConsent() === null) setVisible((shown) => shown || "undecided");
    }, consentBannerDelayMs);
    const requested = () => setVisible("requested");
    window.addEventListener(consentBannerRequestedEvent, requested);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(consentBannerRequestedEvent, requested);
    };
  }, []);

  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerPanel focusOnOpen={visible === "requested"} onChosen={() => setVisible(false)} />
    </Suspense>
  );
}
