import type { MiddlewareHandler } from "hono";

/** A refused body up to this size is read and thrown away, so the connection stays usable. */
export const discardableBodyBytes = 64 * 1024;
/** How long a refused body may take to arrive before the connection is closed instead. */
export const discardWaitMs = 1000;

const methodsWithoutBody = new Set(["GET", "HEAD", "OPTIONS"]);

/** Reads the stream to its end within the byte and time bounds; false when either was passed. */
async function discard(body: ReadableStream<Uint8Array>, maxBytes: number, waitMs: number): Promise<boolean> {
  const reader = body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), waitMs);
  });
  let seen = 0;
  try {
    for (;;) {
      const chunk = await Promise.race([reader.read(), late]);
      if (chunk === "late") return false;
      if (chunk.done) return true;
      seen += chunk.value.byteLength;
      if (seen > maxBytes) return false;
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    // Never cancel: cancelling destroys the request stream and with it the socket, before the
    // answer is written. Unread bytes are the server's to deal with through Connection: close.
    reader.releaseLock();
  }
}

/**
 * When a request is answered without its body having been read (a 413 from the declared length,
 * a 415, a 403 from the origin check, a 404), the unread bytes would stay in the connection and be
 * taken for the start of the next request, and the HTTP server would eventually drop the socket
 * under a keep-alive client's next request. So: a small body (declared or found to be at most
 * 64 KB, arriving within a second) is read and discarded and the connection lives on; anything
 * else is answered with `Connection: close`, and the client opens a new connection for its next
 * request instead of losing it.
 */
export function settleUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (methodsWithoutBody.has(c.req.method)) return;
    const declared = c.req.header("content-length");
    if (declared === "0") return;
    const raw = c.req.raw;
    if (!raw.bodyUsed && raw.body !== null) {
      const length = declared === undefined ? null : Number(declared);
      const small = length === null || (Number.isFinite(length) && length <= discardableBodyBytes);
      if (!small || !(await discard(raw.body, discardableBodyBytes, discardWaitMs))) {
        c.res.headers.set("Connection", "close");
        return;
      }
    }
    // A body read only in part (the size limit stopped reading a chunked body) leaves the rest
    // on the wire too: the Node request says whether the whole message arrived.
    const incoming = (c.env as { incoming?: { complete?: boolean } } | undefined)?.incoming;
    if (incoming && incoming.complete === false) c.res.headers.set("Connection", "close");
  };
}
