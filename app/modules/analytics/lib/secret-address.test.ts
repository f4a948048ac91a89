import { expect, test } from "vitest";
import { isSecretAddress, secretAddressHandle } from "./secret-address";

test("an address is secret when any matched route's handle says so", () => {
  expect(isSecretAddress([{ handle: undefined }, { handle: secretAddressHandle }])).toBe(true);
  expect(isSecretAddress([{ handle: undefined }, { handle: null }, { handle: { other: 1 } }])).toBe(false);
  expect(isSecretAddress([])).toBe(false);
});
