import { expect, test } from "vitest";
import { isPublicAddress } from "./public-address";

test.each([["8.8.8.8"], ["151.101.1.69"], ["2606:4700:4700::1111"], ["2a00:1450:4001:82a::200e"]])(
  "%s is public and may be fetched",
  (address) => {
    expect(isPublicAddress(address)).toBe(true);
  },
);

test.each([
  ["10.0.0.1", "private"],
  ["172.16.5.4", "private"],
  ["192.168.1.1", "private"],
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback"],
  ["169.254.169.254", "link-local (cloud metadata)"],
  ["100.64.0.1", "carrier-grade NAT"],
  ["0.0.0.0", "unspecified"],
  ["224.0.0.251", "multicast"],
  ["255.255.255.255", "broadcast"],
  ["192.0.2.10", "documentation"],
  ["198.18.0.1", "benchmarking"],
  ["240.0.0.1", "reserved"],
  ["::1", "IPv6 loopback"],
  ["::", "IPv6 unspecified"],
  ["fe80::1", "IPv6 link-local"],
  ["fe80::1%eth0", "IPv6 link-local with a zone"],
  ["fd12:3456::1", "IPv6 unique local"],
  ["ff02::1", "IPv6 multicast"],
  ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
  ["::ffff:10.0.0.1", "IPv4-mapped private"],
  ["::ffff:8.8.8.8", "IPv4-mapped (even public: it is an IPv4 connection in disguise)"],
  ["::127.0.0.1", "IPv4-compatible"],
  ["64:ff9b::a00:1", "NAT64 of a private address"],
  ["2002:a00:1::1", "6to4 of a private address"],
  ["2001::1", "Teredo"],
  ["::7f00:1", "IPv4-compatible loopback, in hex"],
  ["::127.0.0.1", "IPv4-compatible loopback"],
  ["::ffff:0:7f00:1", "IPv4-translated loopback"],
  ["64:ff9b::7f00:1", "NAT64 of loopback"],
  ["64:ff9b:1::a00:1", "local-use NAT64 of a private address"],
  ["2002:7f00:1::", "6to4 of loopback"],
  ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo with an embedded address"],
  ["2001:db8::1", "IPv6 documentation"],
  ["[::1]", "bracketed IPv6 loopback"],
  ["not-an-address", "not an address"],
  ["", "empty"],
])("%s is refused (%s)", (address) => {
  expect(isPublicAddress(address)).toBe(false);
});
