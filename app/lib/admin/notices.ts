/**
 * What an admin form's answer says, by code: forms redirect back with `?notice=` or `?error=`
 * and the page shows the sentence. Only these fixed sentences are ever shown, never text from a URL.
 */
export const adminNotices = {
  "host-saved": "The host's settings are saved. The booking calendar follows them from now on.",
  "host-day-off-added": "The day off is saved: this host takes no meeting on it.",
  "host-day-off-removed": "The day off is removed.",
  "closed-day-added": "The day is closed: no meeting can be booked on it.",
  "closed-day-reopened": "The day is open for bookings again.",
  "closed-days-imported": "The calendar's dates are closed: no meeting can be booked on them.",
  "appointment-moved": "The appointment was moved. The visitor and sales were sent the updated invitation.",
  "host-assigned":
    "The meeting has its host. They were sent the invitation, the visitor the update, and sales was told.",
  "calendar-feed-created": "A new calendar feed address is below. Subscribe to it in your calendar app.",
  "calendar-feed-revoked": "The calendar feed address was revoked: calendar apps subscribed to it get nothing more.",
  "appointment-cancelled": "The appointment was cancelled. The visitor and sales were sent the cancellation.",
  "meeting-held": "The meeting is marked as held.",
  "meeting-no-show": "The meeting is marked as a no-show.",
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
  "host-hours-invalid":
    "Each working day needs a start and an end, the start before the end (an end of 00:00 is midnight). Leave both empty for a day off.",
  "invalid-input": "Some fields are missing or invalid. Please check them and try again.",
  "slot-taken": "That time has just been booked. Please choose another time.",
  "slot-refused":
    "That time cannot be booked: a weekday slot within the booking window, not within the minimum notice and not on a closed day.",
  "no-calendar-dates": "The file holds no event with a date. Choose a calendar file (.ics) of the days you are closed.",
  "view-name": "Name the view (at most 40 characters).",
  "stage-names": "Give every stage a name of at most 40 characters.",
  "stage-names-same":
    "Two stages cannot have the same name (in any case). Give each stage a name of its own; nothing was saved.",
  "not-merged": "This contact is not merged into another.",
  "not-found": "That item no longer exists.",
  "meeting-not-hostable": "This meeting cannot be given a host: it was cancelled, has started or does not exist.",
  "meeting-has-host": "This meeting already has a host.",
  "not-a-host": "Choose one of the hosts set up on the Hosts page.",
  "host-paused": "This host is paused and takes no new meetings. Choose an active host.",
  "host-busy":
    "This host is not free at that time (outside their hours, on a day off or in another meeting). Choose another host.",
  "calendar-feed-not-yours":
    "Only the member of staff who made this feed address can revoke it. Ask them, or make a new address of your own.",
  "not-cancellable": "This appointment can no longer be cancelled: it was cancelled already or has started.",
  "meeting-outcome": "Choose held or no-show.",
  "meeting-not-started": "This meeting has not taken place yet.",
  "meeting-cancelled": "This appointment was cancelled, so it has no outcome to mark.",
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
