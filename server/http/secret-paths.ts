/**
 * Addresses whose path is itself a key: a booking's manage page (docs/product.md#managing-a-booking),
 * a newsletter confirmation or unsubscribe page (docs/product.md#newsletter-journey) and a calendar
 * feed (docs/product.md#calendar-feed). Logs and analytics keep their route, never the address as
 * sent, so that neither can be used to open them. Matched in any case and however the path is
 * encoded, as the router matches it.
 */
const secretRoutes: Array<[RegExp, string]> = [
  [/^\/+appointments\/+[^/]/i, "/appointments/:token"],
  [/^\/+newsletter\/+confirm\/+[^/]/i, "/newsletter/confirm/:token"],
  [/^\/+newsletter\/+unsubscribe\/+[^/]/i, "/newsletter/unsubscribe/:token"],
  [/^\/+calendar\/+[^/]/i, "/calendar/:token.ics"],
];

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The path, or the route of a secret address in its place. */
export function withoutSecrets(path: string): string {
  const plain = decoded(path);
  for (const [pattern, route] of secretRoutes) if (pattern.test(path) || pattern.test(plain)) return route;
  return path;
}
