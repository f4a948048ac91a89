/** Kept free of zod: the consent banner is on every page's first load. */
export const consentChoices = ["essential", "all"] as const;
export type ConsentChoice = (typeof consentChoices)[number];

/** Bumped whenever the cookie policy changes in a way that needs a fresh choice. */
export const cookiePolicyVersion = "2026-11";
