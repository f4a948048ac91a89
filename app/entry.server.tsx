import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

const renderTimeoutMs = 5000;

/**
 * Renders the whole document before sending it (onAllReady): pages are small,
 * prerendered HTML must be complete, and the server hashes inline scripts for the CSP.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Never move a large Suspense boundary (a legal text) to the end of the document:
      // that would paint the page without it first and shift the layout.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: statusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        statusCode = 500;
        console.error(JSON.stringify({ level: "error", msg: "render failed", error: String(error) }));
      },
    });
    setTimeout(abort, renderTimeoutMs + 1000);
  });
}
