import ipaddr from "ipaddr.js";

/**
 * Whether the fetcher may connect to an address: only global unicast. Refused: private (10/8,
 * 172.16/12, 192.168/16, fc00::/7), loopback, link-local (169.254/16 with the cloud metadata
 * service, fe80::/10), carrier-grade NAT (100.64/10), multicast, broadcast, unspecified, reserved and
 * documentation ranges, and every IPv6 form that can carry an IPv4 address (IPv4-mapped and
 * -compatible, NAT64, 6to4, Teredo), since it may lead back to a private IPv4 host.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  // A zone index (fe80::1%eth0) is link-local by definition.
  if (bare.includes("%")) return false;
  if (!ipaddr.isValid(bare)) return false;
  return ipaddr.parse(bare).range() === "unicast";
}
