import type { ConsentChoice } from "#app/lib/consent-policy";
import {
  consentChangedEvent,
  consentIdKey,
  consentKey,
  consentMaxAgeSeconds,
  storedConsentId,
} from "./consent-storage";

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

/** A random (version 4) UUID; crypto.randomUUID exists only on secure pages, getRandomValues everywhere. */
function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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
