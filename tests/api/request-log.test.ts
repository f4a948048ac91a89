import { afterAll, beforeAll, expect, test } from "vitest";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";
import { appointmentBody, takeSlot, type BookingReply } from "#tests/support/bookings";
import { freshIp } from "#tests/support/leads";
import { freshAddress, linkToken, newsletterBody, newsletterMailTo } from "#tests/support/newsletter";
import { recordingLogger } from "#tests/support/recording-logger";

// A link that opens a booking, a subscription or a calendar is a key: the log keeps its route
// (docs/product.md#security-baseline).
const logger = recordingLogger();
let h: ApiHarness;
const secrets: Array<string> = [];
let addresses: Array<string> = [];

beforeAll(async () => {
  h = await createApiHarness({ logger, env: { RATE_LIMIT_PER_MINUTE: "1000" } });
  const cookie = await signInAs(h, await createStaff(h.database.db));
  const feed = (await (await asStaff(h, cookie).postJson("/api/admin/calendar-feeds", {})).json()) as { url: string };
  const feedToken = /\/calendar\/([^/]+)\.ics$/.exec(feed.url)?.[1] ?? "";
  const booked = (await (
    await h.postJson("/api/appointments/schedule", appointmentBody(takeSlot()), { "x-forwarded-for": freshIp() })
  ).json()) as BookingReply;
  const manageToken = new URL(booked.manageUrl).pathname.split("/").pop() ?? "";
  const reader = freshAddress();
  await h.postJson("/api/newsletter", newsletterBody({ email: reader }), { "x-forwarded-for": freshIp() });
  const [mail] = await newsletterMailTo(h.database.db, reader, "newsletter.confirmation");
  const confirm = linkToken(mail?.text ?? "", "confirm");
  const unsubscribe = linkToken(mail?.text ?? "", "unsubscribe");
  secrets.push(feedToken, manageToken, confirm, unsubscribe);
  for (const secret of secrets) expect(secret.length).toBeGreaterThan(20);
  addresses = [
    `/calendar/${feedToken}.ics`,
    `/appointments/${manageToken}`,
    `/appointments/${manageToken}.data`,
    `/Appointments/${manageToken}?confirm`,
    `/appointments/${manageToken.replace(/[A-Za-z]/, (ch) => `%${ch.charCodeAt(0).toString(16)}`)}`,
    `/newsletter/confirm/${confirm}`,
    `/newsletter/confirm/${confirm}.data`,
    `/newsletter/unsubscribe/${unsubscribe}`,
    `/api/newsletter/unsubscribe?token=${unsubscribe}`,
  ];
});
afterAll(async () => {
  await h?.close();
});

function linesWith(text: string): Array<string> {
  return logger.lines.filter((line) => line.toLowerCase().includes(text.toLowerCase()));
}

test("every secret address is logged by its route, never with its token, whatever the method", async () => {
  logger.lines.length = 0;
  for (const address of addresses) {
    await h.request(address);
    await h.request(address, { method: "POST", headers: { origin: "http://localhost:3000" }, body: "intent=cancel" });
  }
  const requests = logger.lines.filter((line) => line.includes('"msg":"request"'));
  expect(requests).toHaveLength(addresses.length * 2);
  for (const secret of secrets) expect(linesWith(secret)).toEqual([]);
  const paths = new Set(requests.map((line) => (JSON.parse(line) as { path: string }).path));
  expect([...paths].sort()).toEqual([
    "/api/newsletter/unsubscribe",
    "/appointments/:token",
    "/calendar/:token.ics",
    "/newsletter/confirm/:token",
    "/newsletter/unsubscribe/:token",
  ]);
});

test("with the database down, the warning names the calendar feed's route, not its token", async () => {
  const down = await createApiHarness({ logger });
  await down.close();
  logger.lines.length = 0;
  const response = await down.request(addresses[0] ?? "");
  expect(response.status).toBe(503);
  const warning = logger.lines.find((line) => line.includes("database unavailable"));
  expect(warning).toContain('"path":"/calendar/:token.ics"');
  for (const secret of secrets) expect(linesWith(secret)).toEqual([]);
});

test("other addresses keep their path", async () => {
  logger.lines.length = 0;
  await h.request("/api/appointments/availability");
  await h.request("/blog/hiring-funnel-metrics");
  const paths = logger.lines.map((line) => (JSON.parse(line) as { path: string }).path);
  expect(paths).toEqual(["/api/appointments/availability", "/blog/hiring-funnel-metrics"]);
});
