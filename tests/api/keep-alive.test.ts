import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { lingerMs } from "#server/http/unread-body";
import { listenApp, type ListeningApp } from "#tests/support/listening-app";

let app: ListeningApp;
beforeAll(async () => {
  app = await listenApp({ RATE_LIMIT_PER_MINUTE: "100000" });
});
afterAll(async () => {
  await app.close();
});

const oneMegabyte = "x".repeat(1024 * 1024);

function headers(type = "application/json"): Record<string, string> {
  return { "content-type": type, origin: app.url };
}

test("on one keep-alive connection (fetch), a refused 1 MB body never costs the requests after it: 15 of 15", async () => {
  for (let round = 0; round < 15; round += 1) {
    const statuses: Array<number> = [];
    for (const [body, type] of [
      [oneMegabyte, "application/json"],
      ["{nope", "application/json"],
      ["hi", "text/plain"],
      ["{}", "application/json"],
    ] as const) {
      const response = await fetch(`${app.url}/api/ai-interview`, { method: "POST", headers: headers(type), body });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses, `round ${round + 1}`).toEqual([413, 400, 415, 400]);
  }
});

type Reply = { status: number; connection: string | undefined };

function post(agent: http.Agent, body: string, type: string, chunked = false): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${app.url}/api/ai-interview`,
      {
        method: "POST",
        agent,
        headers: { ...headers(type), ...(chunked ? { "transfer-encoding": "chunked" } : {}) },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

test("node:http keep-alive: a small refused body is read and the connection kept; a large or chunked one is answered with Connection: close", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let round = 0; round < 5; round += 1) {
      expect(await post(agent, oneMegabyte, "application/json")).toEqual({ status: 413, connection: "close" });
      expect(await post(agent, "x".repeat(40_000), "text/plain")).toEqual({ status: 415, connection: "keep-alive" });
      expect(await post(agent, oneMegabyte, "application/json", true)).toEqual({ status: 413, connection: "close" });
      expect(await post(agent, "hi", "text/plain", true)).toEqual({ status: 415, connection: "keep-alive" });
      expect((await post(agent, "{}", "application/json")).status).toBe(400);
    }
  } finally {
    agent.destroy();
  }
});

/** A lead post's head over a raw socket, announcing a JSON body of `length` bytes. */
function interviewHead(length: number): string {
  const { host } = new URL(app.url);
  return (
    `POST /api/ai-interview HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${app.url}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`
  );
}

/**
 * Sends a 1 MB JSON body's first 64 KB, waits for the server's answer, then sends the rest in
 * pieces: a client that writes its whole body before it reads the reply, as most do.
 */
function sendPastTheAnswer(): Promise<{ reply: string; error: string | null }> {
  const url = new URL(app.url);
  const total = 1024 * 1024;
  const piece = Buffer.alloc(64 * 1024, "x");
  return new Promise((resolve) => {
    // Half-open allowed: the server's end of the conversation does not stop the client writing.
    const socket = net.connect({ port: Number(url.port), host: url.hostname, allowHalfOpen: true });
    let reply = "";
    let error: string | null = null;
    let sent = 0;
    const sendRest = async () => {
      while (sent < total && !socket.destroyed) {
        await new Promise((wait) => setTimeout(wait, 20));
        socket.write(piece);
        sent += piece.length;
      }
      socket.end();
    };
    socket.on("data", (chunk) => {
      const first = reply === "";
      reply += chunk.toString();
      if (first) void sendRest();
    });
    socket.on("error", (failure: NodeJS.ErrnoException) => (error = failure.code ?? failure.message));
    socket.on("close", () => resolve({ reply, error }));
    socket.write(interviewHead(total));
    socket.write(piece);
    sent = piece.length;
  });
}

test("a large refused body is answered at once, and the connection stays half-open while the client finishes sending: it reads its 413, never a reset", async () => {
  for (let round = 0; round < 3; round += 1) {
    const { reply, error } = await sendPastTheAnswer();
    expect(error, `round ${round + 1}`).toBeNull();
    expect(reply).toMatch(/^HTTP\/1\.1 413 /);
    expect(reply.toLowerCase()).toContain("connection: close");
    expect(reply).toContain("The request body is too large. The limit is 32 KB.");
  }
});

test("the half-open wait is bounded: a client pushing a 64 MB body after its 413 is cut off, not waited for", async () => {
  const url = new URL(app.url);
  const total = 64 * 1024 * 1024;
  const piece = Buffer.alloc(256 * 1024, "x");
  const started = Date.now();
  const { sent, closedAfterMs } = await new Promise<{ sent: number; closedAfterMs: number }>((resolve) => {
    const socket = net.connect({ port: Number(url.port), host: url.hostname, allowHalfOpen: true });
    let sent = 0;
    const pump = () => {
      while (sent < total && !socket.destroyed) {
        sent += piece.length;
        if (!socket.write(piece)) return void socket.once("drain", pump);
      }
      socket.end();
    };
    socket.on("data", () => undefined);
    socket.on("error", () => undefined);
    socket.on("close", () => resolve({ sent, closedAfterMs: Date.now() - started }));
    socket.write(interviewHead(total));
    pump();
  });
  expect(sent).toBeLessThan(total);
  expect(closedAfterMs).toBeLessThan(lingerMs + 3000);
});
