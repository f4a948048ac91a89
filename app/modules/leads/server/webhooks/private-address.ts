import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { isPublicAddress } from "#server/services/network/public-address";

/** Whether an IP address is one no public webhook receiver has (the shared guard, inverted). */
export function isPrivateAddress(address: string): boolean {
  return !isPublicAddress(address);
}

export class PrivateAddressError extends Error {}

/** The host of a URL without IPv6 brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "");
}

/**
 * Resolves a URL's host and refuses it when any address is private (unless allowed). Checked when
 * an endpoint is registered, and again on every delivery by the connection's own lookup.
 */
export async function assertPublicHost(url: URL, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = hostOf(url);
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  if (addresses.length === 0 || addresses.some(isPrivateAddress))
    throw new PrivateAddressError("That address is on a private or local network; webhooks go to public hosts only.");
}
