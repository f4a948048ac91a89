import http from "node:http";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "vitest";
import { startAppServer } from "#tests/support/app-server";

async function countConsents(dataDir: string): Promise<number> {
  const db = await PGlite.create(path.join(dataDir, "db"));
  const { rows } = await db.query<{ n: number }>("select count(*)::int as n from consent_records");
  await db.close();
  return rows[0]?.n ?? 0;
}

/** Sends a POST whose body arrives in two parts, so the request is in flight for a while. */
function slowPost(
  url: string,
  body: string,
  pauseMs: number,
  onStarted: () => void,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on("error", reject);
    const half = Math.floor(body.length / 2);
    request.write(body.slice(0, half));
    onStarted();
    setTimeout(() => request.end(body.slice(half)), pauseMs);
  });
}

test("SIGTERM lets the in-flight request finish, then exits cleanly; a restart reuses the data folder", async () => {
  const server = await startAppServer();
  try {
    const body = JSON.stringify({ choice: "all", policyVersion: "2025-01" });
    const reply = slowPost(`${server.url}/api/consent`, body, 800, () => {
      setTimeout(() => server.process.kill("SIGTERM"), 200);
    });
    const answered = await reply;
    expect(answered.status).toBe(201);
    expect(await server.stop()).toBe(0);
    expect(server.output()).not.toContain("shutdown took too long");
    expect(await countConsents(server.dataDir)).toBe(1);

    const again = await startAppServer({ dataDir: server.dataDir });
    try {
      const response = await fetch(`${again.url}/api/consent`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(response.status).toBe(201);
    } finally {
      expect(await again.stop()).toBe(0);
    }
    expect(await countConsents(server.dataDir)).toBe(2);
  } finally {
    server.cleanup();
  }
});

test("a bad setting stops the start with a message naming it", async () => {
  await expect(startAppServer({ env: { BOOKING_TIME_ZONE: "Mars/Olympus" } })).rejects.toThrow(
    /BOOKING_TIME_ZONE: is not an IANA time zone/,
  );
});
