import type { Context, MiddlewareHandler } from "hono";
import type { PageRequestContext } from "./page-request";
import { cspForHtml } from "./csp";

type Render = (request: Request, context: PageRequestContext) => Promise<Response>;

/** An HTML reply gets a CSP listing the hashes of its inline scripts, and is never cached. */
export async function renderHtmlPage(render: Render, request: Request, context: PageRequestContext): Promise<Response> {
  const response = await render(request, context);
  if (!(response.headers.get("content-type") ?? "").includes("text/html")) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", cspForHtml(html));
  headers.set("Cache-Control", "no-store");
  headers.delete("Content-Length");
  return new Response(html, { status: response.status, headers });
}

/**
 * Pages that are not prerendered (404s, private pages) are rendered on request, with what the
 * server knows of the request beside it (the client's hashed IP, the signed-in staff member).
 */
export function renderPages(render: Render, contextOf: (c: Context) => PageRequestContext): MiddlewareHandler {
  return async (c) => renderHtmlPage(render, c.req.raw, contextOf(c));
}
