import { expect, test } from "vitest";
import {
  confirmationLifetimeMs,
  confirmToken,
  signToken,
  unsubscribeToken,
  verifyConfirmToken,
  verifyUnsubscribeToken,
} from "./tokens";

const secret = "a-test-secret-that-is-long-enough-for-hmac";
const subscriber = "5b1c3c4e-2f0a-4b8e-9d7a-1c2b3d4e5f60";
const lead = "0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f";
const now = new Date("2026-11-23T10:00:00Z");

test("a confirmation token verifies until 48 hours have passed, then reads as expired with its claims", () => {
  const token = confirmToken(secret, subscriber, lead, now);
  expect(verifyConfirmToken(secret, token, new Date(now.getTime() + confirmationLifetimeMs - 1))).toMatchObject({
    ok: true,
    claims: { subscriberId: subscriber, leadId: lead },
  });
  expect(verifyConfirmToken(secret, token, new Date(now.getTime() + confirmationLifetimeMs))).toMatchObject({
    ok: false,
    reason: "expired",
    claims: { subscriberId: subscriber },
  });
});

test("tokens are single-purpose: neither kind passes as the other", () => {
  const confirm = confirmToken(secret, subscriber, lead, now);
  const unsubscribe = unsubscribeToken(secret, subscriber);
  expect(verifyUnsubscribeToken(secret, confirm)).toEqual({ ok: false, reason: "invalid" });
  expect(verifyConfirmToken(secret, unsubscribe, now)).toEqual({ ok: false, reason: "invalid" });
  expect(verifyUnsubscribeToken(secret, unsubscribe)).toEqual({
    ok: true,
    claims: { purpose: "unsubscribe", subscriberId: subscriber },
  });
});

test("a changed payload, a changed signature, another secret or garbage is invalid", () => {
  const token = confirmToken(secret, subscriber, lead, now);
  const [payload = "", sig = ""] = token.split(".");
  const longer = Buffer.from(
    JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), expiresAt: 9e15 }),
  ).toString("base64url");
  for (const bad of [
    `${longer}.${sig}`,
    `${payload}.${sig.slice(0, -2)}AA`,
    confirmToken("another-secret-that-is-long-enough-too", subscriber, lead, now),
    "not-a-token",
    "",
    `${payload}.${sig}.extra`,
  ]) {
    expect(verifyConfirmToken(secret, bad, now), bad).toEqual({ ok: false, reason: "invalid" });
  }
  // Signed, but not the shape of a confirmation.
  const odd = signToken(secret, { purpose: "unsubscribe", subscriberId: "not-a-uuid" });
  expect(verifyUnsubscribeToken(secret, odd)).toEqual({ ok: false, reason: "invalid" });
});
