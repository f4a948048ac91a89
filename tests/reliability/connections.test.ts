import net from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startAppServer, type RunningServer } from "#tests/support/app-server";
import { aiInterviewBody } from "#tests/support/leads";
import { scaled } from "#tests/support/reliability-scale";

const trickleSeconds = scaled(30, 6);

let server: RunningServer;
beforeAll(async () => {
  server = await startAppServer({ env: { RATE_LIMIT_PER_MINUTE: "1000000", TRUST_PROXY: "true" } });
});
afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

test("one keep-alive connection (fetch): 1 MB → 413, invalid JSON → 400, text/plain → 415, then a valid lead → 201, 15 times in a row", async () => {
  const headers = { "content-type": "application/json", origin: server.url };
  for (let round = 1; round <= 15; round += 1) {
    const statuses: Array<number | string> = [];
    for (const [body, type] of [
      ["x".repeat(1024 * 1024), "application/json"],
      ["{nope", "application/json"],
      ["hi", "text/plain"],
      [JSON.stringify(aiInterviewBody({ email: `keepalive-${round}@example.com` })), "application/json"],
    ]) {
      try {
        const response = await fetch(`${server.url}/api/ai-interview`, {
          method: "POST",
          headers: { ...headers, "content-type": type as string },
          body,
        });
        await response.arrayBuffer();
        statuses.push(response.status);
      } catch (error) {
        statuses.push(`error ${String((error as Error).cause ?? error)}`);
      }
    }
    expect(statuses, `round ${round}`).toEqual([413, 400, 415, 201]);
  }
});

/** Sends a valid lead's request a byte at a time over `seconds`; resolves to the raw reply. */
function trickle(seconds: number): Promise<string> {
  const body = JSON.stringify(aiInterviewBody({ email: "slow-client@example.com" }));
  const head =
    `POST /api/ai-interview HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.url}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1");
    let reply = "";
    socket.on("data", (chunk) => (reply += chunk.toString()));
    socket.on("end", () => resolve(reply));
    socket.on("error", reject);
    socket.write(head);
    const bytes = Buffer.from(body);
    const gapMs = (seconds * 1000) / bytes.length;
    let sent = 0;
    const timer = setInterval(() => {
      socket.write(bytes.subarray(sent, sent + 1));
      sent += 1;
      if (sent >= bytes.length) clearInterval(timer);
    }, gapMs);
  });
}

test(`a client trickling its body for ${trickleSeconds} s holds up nobody else, and gets its answer at the end`, async () => {
  const slow = trickle(trickleSeconds);
  const timings: Array<number> = [];
  const started = Date.now();
  let n = 0;
  while (Date.now() - started < trickleSeconds * 1000 - 500) {
    n += 1;
    const sentAt = performance.now();
    const response = await fetch(`${server.url}/api/ai-interview`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": `10.6.0.${n % 250}` },
      body: JSON.stringify(aiInterviewBody({ email: `prompt-${n}@example.com` })),
    });
    await response.arrayBuffer();
    expect(response.status).toBe(201);
    timings.push(performance.now() - sentAt);
    await new Promise((r) => setTimeout(r, 100));
  }
  const reply = await slow;
  expect(reply).toMatch(/^HTTP\/1\.1 201/);
  timings.sort((a, b) => a - b);
  const median = timings[Math.floor(timings.length / 2)] ?? 0;
  console.log(
    `while one client trickled for ${trickleSeconds} s: ${timings.length} other leads, median ${median.toFixed(0)} ms, max ${timings.at(-1)?.toFixed(0)} ms`,
  );
  expect(timings.length).toBeGreaterThan(trickleSeconds * 3);
  expect(median).toBeLessThan(250);
});
