import { createHash } from "node:crypto";

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** sha256 sources for every inline script of a document (scripts with `src` need none). */
export function inlineScriptHashes(html: string): Array<string> {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const body = match[2] ?? "";
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** No inline script runs unless its hash is listed; nothing may frame the site. */
export function contentSecurityPolicy(scriptHashes: Array<string> = []): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? ` ${scriptHashes.join(" ")}` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // canvas-confetti (/gitex) draws from a worker it builds from its own code as a blob:
    // the burst then costs the main thread nothing. Scripts themselves stay hash-only.
    "worker-src 'self' blob:",
    "frame-src https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function cspForHtml(html: string): string {
  return contentSecurityPolicy(inlineScriptHashes(html));
}
