/**
 * A route whose address is a secret (a link page's token is what lets its holder manage a booking or
 * a subscription, docs/product.md "Managing a booking" and "Newsletter journey") exports this as
 * its `handle`: the analytics then send neither its address nor, as a referrer, to the next page.
 */
export const secretAddressHandle = { secretAddress: true } as const;

/** Whether a matched route (from `useMatches()`) says the address is a secret. */
export function isSecretAddress(matches: ReadonlyArray<{ handle: unknown }>): boolean {
  return matches.some((match) => (match.handle as { secretAddress?: unknown } | null)?.secretAddress === true);
}
