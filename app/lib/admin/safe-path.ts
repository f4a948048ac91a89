/**
 * Where a form or the sign-in page may send the browser on to: a path of the admin area, never
 * another site (`//host`, `/\host` and full addresses fall back), so no link of ours redirects away.
 */
export function safeAdminPath(value: unknown, fallback = "/admin"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\"))
    return fallback;
  let url: URL;
  try {
    url = new URL(value, "http://admin.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://admin.invalid") return fallback;
  if (url.pathname !== "/admin" && !url.pathname.startsWith("/admin/")) return fallback;
  return url.pathname + url.search;
}
