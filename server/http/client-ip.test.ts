import { expect, test } from "vitest";
import { clientKeyOf } from "./client-ip";

test("an IPv4 address is its own key; an IPv4-mapped IPv6 address is its IPv4", () => {
  expect(clientKeyOf("203.0.113.7")).toBe("203.0.113.7");
  expect(clientKeyOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
  expect(clientKeyOf("::FFFF:cb00:7107")).toBe("203.0.113.7");
  expect(clientKeyOf("203.0.113.7:51234")).toBe("203.0.113.7");
});

test("every address of one IPv6 /64 has the same key, however it is written; another /64 has another", () => {
  const key = "2001:db8:1:2::/64";
  for (const address of [
    "2001:db8:1:2::1",
    "2001:db8:1:2:ffff:ffff:ffff:ffff",
    "2001:0DB8:0001:0002:0a0b:0c0d:0e0f:1011",
    "[2001:db8:1:2::99]:443",
    "2001:db8:1:2:3:4:5:6",
  ]) {
    expect(clientKeyOf(address), address).toBe(key);
  }
  expect(clientKeyOf("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  expect(clientKeyOf("::1")).toBe("::/64");
});

test("something that is not an address is kept as written (lower case, bounded)", () => {
  expect(clientKeyOf("unknown")).toBe("unknown");
  expect(clientKeyOf("X".repeat(500))).toBe("x".repeat(100));
});
