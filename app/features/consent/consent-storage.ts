import type { ConsentChoice } from "#app/lib/consent-policy";
import { uuidPattern } from "#app/lib/uuid";

// Reading the visitor's cookie choice: what every page's first load needs (the banner asks whether to
// show itself). Saving a choice is in consent-saving.ts, loaded with the banner's panel.

export const consentKey = "cookie-consent";
/** The random id the server files this browser's choices under, kept beside the choice. */
export const consentIdKey = "cookie-consent-id";
export const consentMaxAgeSeconds = 31_536_000; // 365 days

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

function readLocalStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The visitor's stored choice, from the cookie or local storage; null while undecided. */
export function storedConsent(): ConsentChoice | null {
  const value = readCookie(consentKey) ?? readLocalStorage(consentKey);
  return value === "essential" || value === "all" ? value : null;
}

/** The consent id this browser keeps, from the cookie or local storage; null before the first choice. */
export function storedConsentId(): string | null {
  const kept = readCookie(consentIdKey) ?? readLocalStorage(consentIdKey);
  return kept && uuidPattern.test(kept) ? kept : null;
}

/** Fired on window after a choice is saved, so optional features can start once they are allowed. */
export const consentChangedEvent = "cookie-consent-changed";

/** Fired on window to show the banner again, so a visitor can change or withdraw their choice. */
export const consentBannerRequestedEvent = "cookie-consent-banner-requested";

/** Shows the cookie banner again (the cookie policy's "Change your cookie choice"). */
export function requestConsentBanner(): void {
  window.dispatchEvent(new Event(consentBannerRequestedEvent));
}
