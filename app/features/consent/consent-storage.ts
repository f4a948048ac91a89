import type { ConsentChoice } from "#app/lib/consent-policy";

export const consentKey = "cookie-consent";
/** The random id the server files this browser's choices under, kept beside the choice. */
export const consentIdKey = "cookie-consent-id";
export const consentMaxAgeSeconds = 31_536_000; // 365 days
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/** Keeps `value` under `key` in local storage and in a first-party cookie; a storage failure is logged. */
function keep(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.error("Could not save the cookie choice in local storage", error);
  }
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${key}=${value}; Max-Age=${consentMaxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

/** The visitor's stored choice, from the cookie or local storage; null while undecided. */
export function storedConsent(): ConsentChoice | null {
  const value = readCookie(consentKey) ?? readLocalStorage(consentKey);
  return value === "essential" || value === "all" ? value : null;
}

/** A random (version 4) UUID; crypto.randomUUID exists only on secure pages, getRandomValues everywhere. */
function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The consent id this browser keeps, from the cookie or local storage; null before the first choice. */
export function storedConsentId(): string | null {
  const kept = readCookie(consentIdKey) ?? readLocalStorage(consentIdKey);
  return kept && uuidPattern.test(kept) ? kept : null;
}

/** This browser's consent id: the one kept from an earlier choice, or a new random one (kept from now on). */
function consentId(): string {
  const id = storedConsentId() ?? randomUuid();
  keep(consentIdKey, id);
  return id;
}

/**
 * Stores the choice in local storage and in a cookie (the cookie is still set when storage fails),
 * and answers the consent id it is filed under.
 */
export function saveConsent(choice: ConsentChoice): string {
  keep(consentKey, choice);
  const id = consentId();
  window.dispatchEvent(new CustomEvent(consentChangedEvent, { detail: choice }));
  return id;
}

/** Fired on window after a choice is saved, so optional features can start once they are allowed. */
export const consentChangedEvent = "cookie-consent-changed";

/** Fired on window to show the banner again, so a visitor can change or withdraw their choice. */
export const consentBannerRequestedEvent = "cookie-consent-banner-requested";

/** Shows the cookie banner again (the cookie policy's "Change your cookie choice"). */
export function requestConsentBanner(): void {
  window.dispatchEvent(new Event(consentBannerRequestedEvent));
}
