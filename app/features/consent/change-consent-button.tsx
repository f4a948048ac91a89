import { useEffect, useState } from "react";
import { Button } from "#app/components/ui/button";
import { consentChangedEvent, requestConsentBanner, storedConsent, storedConsentId } from "./consent-storage";

const choiceLabels = { essential: "Essential Only", all: "Accept All" } as const;

/**
 * The visitor's saved choice with its consent id (what to quote to us to have the record looked
 * up), and a button that opens the cookie banner again to change the choice or withdraw consent
 * ("Essential Only"). The line is read from the browser after hydration; its height is reserved,
 * so nothing moves when it fills in.
 */
export function ChangeConsentButton() {
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => {
    const read = () => {
      const choice = storedConsent();
      const consentId = storedConsentId();
      setSaved(
        choice
          ? `Your choice: ${choiceLabels[choice]}${consentId ? ` (consent id ${consentId})` : ""}.`
          : "You have not made a choice yet.",
      );
    };
    read();
    window.addEventListener(consentChangedEvent, read);
    return () => window.removeEventListener(consentChangedEvent, read);
  }, []);

  return (
    <>
      <p aria-live="polite" data-testid="saved-consent" className="min-h-12 break-all sm:min-h-6">
        {saved}
      </p>
      <p>
        <Button variant="secondary" onClick={requestConsentBanner}>
          Change your cookie choice
        </Button>
      </p>
    </>
  );
}
