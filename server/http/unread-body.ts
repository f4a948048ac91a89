import type { Socket } from "node:net";
import type { Context, MiddlewareHandler } from "hono";

/** A refused body up to this size is read and thrown away, so the connection stays usable. */
export const discardableBodyBytes = 64 * 1024;
/** How long a refused body may take to arrive before the connection is closed instead. */
export const discardWaitMs = 1000;

/**
 * How long a connection closed on an unread body stays half-open after the answer, so that the
 * client can finish sending (Go's HTTP server waits 500 ms, nginx's lingering close up to 5 s).
 */
export const lingerMs = 2000;

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
 * Closing a socket while the client is still sending makes the kernel answer its next bytes with a
 * reset, and a client that writes its whole body before it reads (fetch, curl) then reports a
 * broken pipe instead of the 413 it was sent. So after the answer the socket only half-closes: the
 * kernel keeps taking what the client sends (megabytes of buffer), and the socket closes when the
 * client has finished or `lingerMs` has passed, whichever comes first.
 */
function lingerBeforeClosing(socket: Socket): void {
  let lingering = false;
  // Node's HTTP server, and @hono/node-server's own drain, close the socket through destroySoon.
  socket.destroySoon = () => {
    if (lingering) return;
    lingering = true;
    if (socket.writable) socket.end();
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    timer.unref();
    socket.once("end", () => socket.destroy());
    socket.once("close", () => clearTimeout(timer));
  };
}

/** The request's Node socket when the app runs behind @hono/node-server (not under app.request). */
function nodeIncoming(c: Context): { complete?: boolean; socket?: Socket } | undefined {
  return (c.env as { incoming?: { complete?: boolean; socket?: Socket } } | undefined)?.incoming;
}

/** Answers with Connection: close, and lets the client finish sending before the socket closes. */
function closeAfterAnswer(c: Context): void {
  c.res.headers.set("Connection", "close");
  const socket = nodeIncoming(c)?.socket;
  if (socket) lingerBeforeClosing(socket);
}

/**
 * When a request is answered without its body having been read (a 413 from the declared length,
 * a 415, a 403 from the origin check, a 404), the unread bytes would stay in the connection and be
 * taken for the start of the next request, and the HTTP server would eventually drop the socket
 * under a keep-alive client's next request. So: a small body (declared or found to be at most
 * 64 KB, arriving within a second) is read and discarded and the connection lives on; anything
 * else is answered with `Connection: close` (after which the socket lingers, see above), and the
 * client opens a new connection for its next request instead of losing it.
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
        closeAfterAnswer(c);
        return;
      }
    }
    // A body read only in part (the size limit stopped reading a chunked body) leaves the rest
    // on the wire too: the Node request says whether the whole message arrived.
    if (nodeIncoming(c)?.complete === false) closeAfterAnswer(c);
  };
}
