import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** Compares two secrets in constant time (their hashes, so lengths leak nothing either). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** `Authorization: Bearer <secret>`. */
export function bearerMatches(header: string | undefined, secret: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
  return match?.[1] !== undefined && sameSecret(match[1], secret);
}

/** `Authorization: Basic …` whose password is the secret (any user name). */
export function basicPasswordMatches(header: string | undefined, secret: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? "");
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon >= 0 && sameSecret(decoded.slice(colon + 1), secret);
}

/** Hex HMAC-SHA256 of `message` under `key`. */
export function hmacHex(key: string, message: string): string {
  return createHmac("sha256", key).update(message).digest("hex");
}
