/**
 * Sent on window by the toast store when a toast is first asked for. Its own module, below both the
 * region that listens for it and the store that sends it, so neither imports the other.
 */
export const toastRequestedEvent = "site:toast-requested";
