import type { ConsentChoice } from "#app/lib/consent-policy";

export const consentKey = "cookie-consent";
export const consentMaxAgeSeconds = 31_536_000; // 365 days

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

function readLocalStorage(): string | null {
  try {
    return window.localStorage.getItem(consentKey);
  } catch {
    return null;
  }
}

/** The visitor's stored choice, from the cookie or local storage; null while undecided. */
export function storedConsent(): ConsentChoice | null {
  const value = readCookie(consentKey) ?? readLocalStorage();
  return value === "essential" || value === "all" ? value : null;
}

/** Stores the choice in local storage and in a cookie; a storage failure is logged and the cookie still set. */
export function saveConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(consentKey, choice);
  } catch (error) {
    console.error("Could not save the cookie choice in local storage", error);
  }
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${consentKey}=${choice}; Max-Age=${consentMaxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
  window.dispatchEvent(new CustomEvent(consentChangedEvent, { detail: choice }));
}

/** Fired on window after a choice is saved, so optional features can start once they are allowed. */
export const consentChangedEvent = "cookie-consent-changed";
