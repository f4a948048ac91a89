import http from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
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
