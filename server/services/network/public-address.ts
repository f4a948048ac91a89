import ipaddr from "ipaddr.js";

/**
 * IPv6 ranges that carry an IPv4 address inside them: a connection there can lead back to a private
 * IPv4 host (through a translator, a tunnel or the kernel's own mapping), so none is public here.
 * IPv4-compatible (::/96), IPv4-mapped (::ffff:0:0/96), IPv4-translated (::ffff:0:0:0/96), NAT64
 * (64:ff9b::/96 and the local-use 64:ff9b:1::/48), 6to4 (2002::/16) and Teredo (2001::/32).
 */
const carriesIpv4 = [
  "::/96",
  "::ffff:0:0/96",
  "::ffff:0:0:0/96",
  "64:ff9b::/96",
  "64:ff9b:1::/48",
  "2002::/16",
  "2001::/32",
].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));

/**
 * Whether the server may connect to an address it was given (a webhook receiver, a feed): only
 * global unicast. Refused: private (10/8, 172.16/12, 192.168/16, fc00::/7), loopback, link-local
 * (169.254/16 with the cloud metadata service, fe80::/10), carrier-grade NAT (100.64/10), multicast,
 * broadcast, unspecified, reserved and documentation ranges, and every IPv6 form that carries an
 * IPv4 address. The one guard for every outgoing connection to an address a person chose.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  // A zone index (fe80::1%eth0) is link-local by definition.
  if (bare.includes("%")) return false;
  if (!ipaddr.isValid(bare)) return false;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === "ipv6" && carriesIpv4.some((range) => (parsed as ipaddr.IPv6).match(range))) return false;
  return parsed.range() === "unicast";
}
