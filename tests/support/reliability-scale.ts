/**
 * `npm run test:reliability` runs the full sizes (docs/product.md#robustness) (2,000 writes × 10 rounds, 1,000 bodies per
 * endpoint, 30 s of trickling). RELIABILITY_SCALE=ci runs the same cases smaller, to fit `npm test`.
 */
export const reliabilityScale: "full" | "ci" = process.env.RELIABILITY_SCALE === "ci" ? "ci" : "full";

export function scaled(full: number, ci: number): number {
  return reliabilityScale === "full" ? full : ci;
}
