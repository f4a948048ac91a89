/** The /gitex offer's figures and timings (spec constants), apart from the page's catalogues so the first load stays small. */
export const gitexOffer = {
  freeInterviews: 15,
  enterprises: "35+",
  confettiMs: 3000,
  confettiIntervalMs: 250,
  marqueeSeconds: 40,
} as const;
