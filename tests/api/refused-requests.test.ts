import { mkdtempSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { supportedDates } from "#app/lib/booking-slots";
import { startAppServer, type RunningServer } from "#tests/support/app-server";
import { adminCreate } from "#tests/support/admin-site";
import { sessionCookieOf } from "#tests/support/admin";
import { ensureBuilt } from "#tests/support/ensure-build";

// Requests no page would send: each is refused with a 4xx and words, never a 500.
const staff = { email: "refusals@northwind.example", password: "Quiet-harbour-58-compass" };
let server: RunningServer;
beforeAll(async () => {
  ensureBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), "refusals-"));
  const created = adminCreate(dataDir, staff.email, staff.password);
  if (created.status !== 0) throw new Error(created.output);
  server = await startAppServer({ dataDir, env: { LOG_LEVEL: "info" } });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

const token = "t".repeat(43);

test.each([
  ["/appointments/", "application/json", '{"intent":"cancel"}'],
  ["/appointments/", "text/plain", "intent=cancel"],
  ["/newsletter/confirm/", "application/json", '{"intent":"confirm"}'],
  ["/newsletter/unsubscribe/", "application/octet-stream", "\u0000\u0001"],
  ["/newsletter/unsubscribe/", "multipart/form-data; boundary=nope", "--broken"],
])("a %s%s post that is not a web form (%s) answers 400 and says why", async (prefix, type) => {
  const response = await fetch(`${server.url}${prefix}${token}`, {
    method: "POST",
    headers: { "content-type": type, origin: server.url },
    body: type.startsWith("application/json") ? '{"intent":"cancel"}' : "intent=cancel",
  });
  expect(response.status).toBe(400);
  expect(await response.text()).toContain("did not come from the page&#x27;s form, so nothing was changed");
});

test("a form naming no known intent answers 400 and says so", async () => {
  const response = await fetch(`${server.url}/newsletter/confirm/${token}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: "intent=explode",
  });
  expect(response.status).toBe(400);
  expect(await response.text()).toContain("This page does not know that action");
});

test("availability for a date beyond the supported range answers 400 naming the range", async () => {
  for (const query of ["from=9999-12-31&to=9999-12-31", "from=1999-12-31&to=2000-01-01", "to=9999-12-31"]) {
    const response = await fetch(`${server.url}/api/appointments/availability?${query}`);
    expect(response.status, query).toBe(400);
    const body = (await response.json()) as { errors: Record<string, Array<string>> };
    expect(Object.values(body.errors).flat().join(" "), query).toContain(
      `from ${supportedDates.first} to ${supportedDates.last}`,
    );
  }
});

test("the admin's appointment calendar from 9999-12-31 answers 400 with a way back to today", async () => {
  const signIn = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({ ...staff, next: "/admin" }).toString(),
  });
  const cookie = sessionCookieOf(signIn);
  expect(cookie).toBeTruthy();
  const response = await fetch(`${server.url}/admin/appointments?from=9999-12-31`, {
    headers: { cookie: cookie ?? "" },
  });
  expect(response.status).toBe(400);
  const html = await response.text();
  expect(html).toContain(`from ${supportedDates.first} to ${supportedDates.last}`);
  expect(html).toContain('href="/admin/appointments"');
  const today = await fetch(`${server.url}/admin/appointments`, { headers: { cookie: cookie ?? "" } });
  expect(today.status).toBe(200);
});

test("a client that hangs up halfway through its upload is logged as an aborted request, not a database outage", async () => {
  const socket = net.connect(server.port, "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  socket.write(
    [
      "POST /api/ai-interview HTTP/1.1",
      "Host: 127.0.0.1",
      "Content-Type: application/json",
      `Origin: ${server.url}`,
      "Content-Length: 20000",
      "",
      '{"name":"Half',
    ].join("\r\n"),
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  socket.destroy();
  await expect.poll(() => server.output()).toContain('"msg":"request aborted by the client"');
  expect(server.output()).not.toContain("database unavailable");
  // The server is as well as before.
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
});
