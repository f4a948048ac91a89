import type { Context, MiddlewareHandler } from "hono";
import type { RequestClient } from "../load-context";
import { cspForHtml } from "./csp";

/**
 * Pages that are not prerendered (404s, private pages) are rendered on request;
 * an HTML reply gets a CSP listing the hashes of its inline scripts.
 */
export function renderPages(
  render: (request: Request, client: RequestClient) => Promise<Response>,
  clientOf: (c: Context) => RequestClient,
): MiddlewareHandler {
  return async (c) => {
    const response = await render(c.req.raw, clientOf(c));
    if (!(response.headers.get("content-type") ?? "").includes("text/html")) return response;
    const html = await response.text();
    const headers = new Headers(response.headers);
    headers.set("Content-Security-Policy", cspForHtml(html));
    headers.set("Cache-Control", "no-store");
    headers.delete("Content-Length");
    return new Response(html, { status: response.status, headers });
  };
}
