import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { postJson } from "#app/lib/api";
import { cookiePolicyVersion, type ConsentChoice } from "#app/lib/consent-policy";
import { saveConsent } from "./consent-saving";

/**
 * The consent banner itself: stores the choice, records it with the browser's consent id for our
 * audit trail, then goes away. Opened on request, it takes the focus, so a keyboard user who asked
 * for it is on its buttons.
 */
export function CookieBannerPanel({ onChosen, focusOnOpen }: { onChosen: () => void; focusOnOpen: boolean }) {
  const firstButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnOpen) firstButton.current?.focus();
  }, [focusOnOpen]);

  function choose(choice: ConsentChoice) {
    const consentId = saveConsent(choice);
    onChosen();
    // The record is for our audit trail; the visitor's choice already holds if it fails.
    postJson("/api/consent", { choice, policyVersion: cookiePolicyVersion, consentId }).catch((error: unknown) => {
      console.warn("Could not record the cookie choice", error);
    });
  }

  return (
    <section
      aria-label="Cookie consent"
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-50 p-4 animate-fade-in sm:p-6"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-5 shadow-2xl sm:flex-row sm:items-center sm:gap-6">
        <div className="flex-1">
          <h2 className="text-base font-semibold text-ink-900">We value your privacy</h2>
          <p className="mt-1 text-sm leading-6 text-ink-600">
            We use cookies to enhance your browsing experience, serve personalized ads or content, and analyze our
            traffic. By clicking &quot;Accept All&quot;, you consent to our use of cookies.{" "}
            <Link
              to="/cookie-policy"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              Read our Cookie Policy
            </Link>
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:shrink-0">
          <Button ref={firstButton} variant="secondary" onClick={() => choose("essential")}>
            Essential Only
          </Button>
          <Button onClick={() => choose("all")}>Accept All</Button>
        </div>
      </div>
    </section>
  );
}
