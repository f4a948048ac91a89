import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The one-time sentence a desk page's action leaves for the page it redirects to: a short-lived
 * HttpOnly cookie, signed with the server's secret, so the page only ever shows a sentence our own
 * server wrote (never text from an address or a forged cookie).
 */
const name = "admin-flash";
const lifetimeSeconds = 60;
const attributes = "Path=/admin; HttpOnly; SameSite=Lax; Secure";

function signatureOf(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`admin-flash:${payload}`).digest("base64url");
}

/** The Set-Cookie value that leaves `sentence` for the next page, until `now` plus a minute. */
export function flashCookie(secret: string, sentence: string, now: Date): string {
  const payload = Buffer.from(JSON.stringify([now.getTime() + lifetimeSeconds * 1000, sentence])).toString("base64url");
  return `${name}=${payload}.${signatureOf(secret, payload)}; Max-Age=${lifetimeSeconds}; ${attributes}`;
}

/** The Set-Cookie value that removes the sentence once it has been shown. */
export function clearedFlashCookie(): string {
  return `${name}=; Max-Age=0; ${attributes}`;
}

/** Whether the request brings a flash cookie at all (shown or not, it is cleared). */
export function hasFlashCookie(request: Request): boolean {
  return rawFlashOf(request) !== null;
}

function rawFlashOf(request: Request): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}

/** The sentence the request's flash cookie carries, when our server signed it and it has not expired. */
export function readFlash(secret: string, request: Request, now: Date): string | null {
  const raw = rawFlashOf(request);
  if (!raw) return null;
  const [payload = "", signature = ""] = raw.split(".");
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (!Array.isArray(value) || typeof value[0] !== "number" || typeof value[1] !== "string") return null;
    return value[0] > now.getTime() ? value[1] : null;
  } catch {
    return null;
  }
}
