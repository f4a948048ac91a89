import { expect } from "vitest";

/** The headers every response of the site carries (server/http/security-headers.ts), checked as a visitor sees them. */
export function expectSecurityHeaders(response: Response, what: string): void {
  const h = response.headers;
  const csp = h.get("content-security-policy") ?? "";
  expect(csp, `${what}: CSP`).toContain("frame-ancestors 'none'");
  expect(csp, `${what}: CSP scripts`).toMatch(/script-src [^;]*'self'/);
  expect(csp, `${what}: no unsafe scripts`).not.toMatch(/script-src [^;]*'unsafe-(inline|eval)'/);
  expect(h.get("strict-transport-security"), `${what}: HSTS`).toContain("max-age=");
  expect(h.get("x-content-type-options"), `${what}: nosniff`).toBe("nosniff");
  expect(h.get("referrer-policy"), `${what}: Referrer-Policy`).toBe("strict-origin-when-cross-origin");
  expect(h.get("x-frame-options"), `${what}: X-Frame-Options`).toBe("DENY");
  expect(h.get("cross-origin-resource-policy"), `${what}: CORP`).toBe("same-origin");
  expect(h.get("x-powered-by"), `${what}: X-Powered-By`).toBeNull();
}
