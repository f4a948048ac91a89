/**
 * What an admin form's answer says, by code: forms redirect back with `?notice=` or `?error=`
 * and the page shows the sentence. Only these fixed sentences are ever shown, never text from a URL.
 */
export const adminNotices = {
  "signed-out": "You are signed out.",
  "sign-in-to-save":
    "Your session ended before that could be saved, so nothing was changed. Sign in and what you wrote will be waiting.",
  "sign-in-to-redo":
    "Your session ended before that could be saved, so nothing was changed. Sign in and make the change again.",
  "draft-restored": "Your session had ended before this was saved. What you wrote is below: save it again.",
  "lost-reason-asked": "Choose why the lead was lost, then save.",
  erased: "Everything held for that address was erased. Only anonymous counts remain.",
} as const;

export const adminErrors = {
  "view-name": "Name the view (at most 40 characters).",
  "stage-names": "Give every stage a name of at most 40 characters.",
  "stage-names-same":
    "Two stages cannot have the same name (in any case). Give each stage a name of its own; nothing was saved.",
  "not-merged": "This contact is not merged into another.",
  "webhook-url": "Enter an http:// or https:// address.",
  "webhook-private": "That address is on a private or local network; webhooks go to public hosts only.",
  "webhook-dns": "That host name could not be found. Check the address.",
  "webhook-kinds": "Choose at least one kind of lead.",
  "webhook-credentials": "Leave user names and passwords out of the address.",
  "setup-mismatch": "The two passwords differ. Type the same password twice.",
  "setup-account":
    "Use a valid email address and a password of at least 12 characters that is not easy to guess (not your email, not a common password).",
  invalid: "The email or password is not right.",
  limited: "Too many sign-in attempts. Please wait a few minutes and try again.",
} as const;

export type AdminNoticeCode = keyof typeof adminNotices;
export type AdminErrorCode = keyof typeof adminErrors;

// The codes come from the address bar: own properties only, so `?notice=constructor` is no code.
export function noticeText(code: string | null): string | null {
  return code && Object.hasOwn(adminNotices, code) ? adminNotices[code as AdminNoticeCode] : null;
}

export function errorText(code: string | null): string | null {
  return code && Object.hasOwn(adminErrors, code) ? adminErrors[code as AdminErrorCode] : null;
}

/** Where a form may send the browser back to: a path of the admin area, never another site. */
export function safeAdminPath(value: unknown, fallback = "/admin"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\"))
    return fallback;
  let url: URL;
  try {
    url = new URL(value, "http://admin.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://admin.invalid") return fallback;
  if (url.pathname !== "/admin" && !url.pathname.startsWith("/admin/")) return fallback;
  return url.pathname + url.search;
}
