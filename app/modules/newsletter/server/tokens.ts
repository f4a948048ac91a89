import { createHmac, timingSafeEqual } from "node:crypto";
import { isUuid } from "#app/lib/uuid";

/**
 * Signed, single-purpose newsletter tokens: `<payload>.<signature>`, both base64url. The payload
 * is JSON; the signature is HMAC-SHA256 under a key derived from APP_SECRET *and the purpose*, so a
 * confirmation token can never pass as an unsubscribe token or the other way round. Nothing is
 * stored: a token is valid because the server signed it.
 */
export const confirmationLifetimeMs = 48 * 60 * 60 * 1000;

export type ConfirmClaims = {
  purpose: "confirm";
  subscriberId: string;
  /** The sign-up (lead) whose details the confirmation takes over: its name and form page. */
  leadId: string;
  issuedAt: number;
  expiresAt: number;
};

/** Unsubscribe links work for as long as the address gets our emails: they do not expire. */
export type UnsubscribeClaims = { purpose: "unsubscribe"; subscriberId: string };

type Claims = ConfirmClaims | UnsubscribeClaims;

export type Verified<C> =
  { ok: true; claims: C } | { ok: false; reason: "invalid" } | { ok: false; reason: "expired"; claims: C };

const tokenPattern = /^[A-Za-z0-9_-]{10,600}\.[A-Za-z0-9_-]{43}$/;

function keyFor(secret: string, purpose: Claims["purpose"]): Buffer {
  return createHmac("sha256", secret).update(`newsletter-token:${purpose}`).digest();
}

function signature(secret: string, purpose: Claims["purpose"], payload: string): Buffer {
  return createHmac("sha256", keyFor(secret, purpose)).update(payload).digest();
}

export function signToken(secret: string, claims: Claims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${signature(secret, claims.purpose, payload).toString("base64url")}`;
}

function authenticPayload(secret: string, purpose: Claims["purpose"], token: string): unknown {
  if (!tokenPattern.test(token)) return null;
  const [payload = "", given = ""] = token.split(".");
  const expected = signature(secret, purpose, payload);
  const actual = Buffer.from(given, "base64url");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

export function verifyConfirmToken(secret: string, token: string, now: Date): Verified<ConfirmClaims> {
  const claims = authenticPayload(secret, "confirm", token);
  if (
    !isRecord(claims) ||
    claims.purpose !== "confirm" ||
    typeof claims.subscriberId !== "string" ||
    !isUuid(claims.subscriberId) ||
    typeof claims.leadId !== "string" ||
    !isUuid(claims.leadId) ||
    typeof claims.issuedAt !== "number" ||
    typeof claims.expiresAt !== "number"
  ) {
    return { ok: false, reason: "invalid" };
  }
  const confirm = claims as ConfirmClaims;
  if (now.getTime() >= confirm.expiresAt) return { ok: false, reason: "expired", claims: confirm };
  return { ok: true, claims: confirm };
}

export function verifyUnsubscribeToken(secret: string, token: string): Verified<UnsubscribeClaims> {
  const claims = authenticPayload(secret, "unsubscribe", token);
  if (
    !isRecord(claims) ||
    claims.purpose !== "unsubscribe" ||
    typeof claims.subscriberId !== "string" ||
    !isUuid(claims.subscriberId)
  ) {
    return { ok: false, reason: "invalid" };
  }
  return { ok: true, claims: claims as UnsubscribeClaims };
}

export function confirmToken(secret: string, subscriberId: string, leadId: string, now: Date): string {
  return signToken(secret, {
    purpose: "confirm",
    subscriberId,
    leadId,
    issuedAt: now.getTime(),
    expiresAt: now.getTime() + confirmationLifetimeMs,
  });
}

export function unsubscribeToken(secret: string, subscriberId: string): string {
  return signToken(secret, { purpose: "unsubscribe", subscriberId });
}
