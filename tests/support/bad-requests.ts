import { expect } from "vitest";

/** The JSON an endpoint answers a refused request with. */
export type ErrorReply = { message: string; errors?: Record<string, Array<string>> };

/** One refused request: its label, how to send it, the status it must get, and what the reply must say. */
export type BadInput = [
  label: string,
  send: () => Promise<Response>,
  status: number,
  check: (reply: ErrorReply) => void,
];

type Post = (body: unknown, headers?: Record<string, string>) => Promise<Response>;

/**
 * Requests every JSON endpoint behind the API guard refuses whatever its fields: the wrong JSON, a
 * body over the size cap, another site's origin, a malformed Idempotency-Key. An endpoint's own table
 * of bad inputs adds its field rules to these.
 */
export function malformedRequests(
  post: Post,
  validBody: (overrides?: Record<string, unknown>) => unknown,
): Array<BadInput> {
  return [
    ["a JSON array", () => post([validBody()]), 400, (r) => expect(r.message).toMatch(/check them/)],
    ["JSON null", () => post("null"), 400, (r) => expect(r.message).toMatch(/check them/)],
    [
      "a 100 KB string",
      () => post(validBody({ name: "x".repeat(100_000) })),
      413,
      (r) => expect(r.message).toContain("32 KB"),
    ],
    [
      "invalid JSON",
      () => post('{"name": "Al",'),
      400,
      (r) => expect(r.message).toBe("The request body is not valid JSON."),
    ],
    ["an empty body", () => post(""), 400, (r) => expect(r.message).toMatch(/empty/)],
    [
      "a cross-origin request",
      () => post(validBody(), { origin: "https://evil.example" }),
      403,
      (r) => expect(r.message).toMatch(/other websites/),
    ],
    [
      "a bad Idempotency-Key",
      () => post(validBody(), { "idempotency-key": "has spaces in it" }),
      400,
      (r) => expect(r.message).toMatch(/Idempotency-Key/),
    ],
  ];
}
