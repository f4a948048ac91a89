import { expect, test } from "vitest";
import { signInLimitPerAccountAndIp } from "#app/modules/staff/server";
import { createStaff, postSignIn, testClock } from "#tests/support/admin";
import { useApiHarness, testOrigin } from "#tests/support/api-app";
import { aiInterviewBody } from "#tests/support/leads";

// Every limit counts a client by its key (docs/product.md#api-conventions): an IPv6 client by its
// /64, since one subscriber can take a new address of its /64 for every request.
const limit = 10;
const clock = testClock(new Date("2026-11-24T10:00:10Z"));
const harness = useApiHarness({
  clock: clock.now,
  env: {
    RATE_LIMIT_PER_MINUTE: String(limit),
    CONTENT_RATE_LIMIT_PER_MINUTE: String(limit),
    ANALYTICS_EVENTS_PER_MINUTE: String(limit),
  },
});

let networkCounter = 0;
/** A fresh /64 and a function giving its n-th address, each written differently. */
function freshNetwork(): (n: number) => string {
  networkCounter += 1;
  const prefix = `2001:db8:${networkCounter.toString(16)}:${(networkCounter * 7).toString(16)}`;
  return (n) => `${prefix}:${(n + 1).toString(16)}:${(n * 13).toString(16)}:${(n * 31 + 1).toString(16)}:1`;
}

async function statusesFrom(addresses: (n: number) => string, times: number, send: (ip: string) => Promise<Response>) {
  const statuses: Array<number> = [];
  for (let n = 0; n < times; n++) statuses.push((await send(addresses(n))).status);
  return statuses;
}

const refusedAfterTheLimit = (ok: number) => [...Array(limit).fill(ok), 429, 429, 429];

test("lead requests from 13 addresses of one IPv6 /64 are one client: 10 accepted, then 429", async () => {
  const network = freshNetwork();
  const send = (ip: string) => harness.postJson("/api/ai-interview", aiInterviewBody(), { "x-forwarded-for": ip });
  expect(await statusesFrom(network, 13, send)).toEqual(refusedAfterTheLimit(201));
  // Another /64 of the same provider is another client.
  expect((await send(freshNetwork()(0))).status).toBe(201);
});

test("an IPv4-mapped IPv6 address is the same client as its IPv4 address", async () => {
  const send = (ip: string) => harness.postJson("/api/ai-interview", aiInterviewBody(), { "x-forwarded-for": ip });
  const statuses = await statusesFrom((n) => (n % 2 ? "::ffff:198.18.7.9" : "198.18.7.9"), 13, send);
  expect(statuses).toEqual(refusedAfterTheLimit(201));
});

test("consent choices and consent lookups from one /64 are limited, each on its own", async () => {
  const network = freshNetwork();
  const choose = (ip: string) =>
    harness.postJson("/api/consent", { choice: "essential", policyVersion: "2026-11" }, { "x-forwarded-for": ip });
  expect(await statusesFrom(network, 13, choose)).toEqual(refusedAfterTheLimit(201));

  const lookup = (ip: string) =>
    harness.request(`/api/consent/${crypto.randomUUID()}`, { headers: { "x-forwarded-for": ip } });
  const lookups = await statusesFrom(freshNetwork(), 13, lookup);
  expect(lookups).toEqual(refusedAfterTheLimit(404));
  expect((await lookup(freshNetwork()(0))).status).toBe(404);
});

test("content calls from one /64 share one limit", async () => {
  const network = freshNetwork();
  const content = "Data engineering and machine learning teams.";
  const send = (ip: string) => harness.postJson("/api/content/tags", { content }, { "x-forwarded-for": ip });
  expect(await statusesFrom(network, 13, send)).toEqual(refusedAfterTheLimit(200));
});

const sendEvent = (ip: string) =>
  harness.request("/api/events", {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      origin: testOrigin,
      "x-forwarded-for": ip,
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
    },
    body: JSON.stringify({ type: "pageview", url: "http://localhost:3000/blog", referrer: "", width: 1280 }),
  });

test("analytics events from one /64 share one limit", async () => {
  expect(await statusesFrom(freshNetwork(), 13, sendEvent)).toEqual(refusedAfterTheLimit(202));
});

test("analytics events at the limit just before a minute of the app's clock turns and just after: the limit once", async () => {
  const ip = freshNetwork()(0);
  clock.set(new Date("2026-11-24T10:07:59.000Z"));
  const before = await statusesFrom(() => ip, limit, sendEvent);
  clock.set(new Date("2026-11-24T10:08:00.500Z"));
  const after = await statusesFrom(() => ip, limit, sendEvent);
  expect(before).toEqual(Array(limit).fill(202));
  // 1.5 s refills a quarter of one event at 10 a minute.
  expect(after).toEqual(Array(limit).fill(429));
  expect(Number((await sendEvent(ip)).headers.get("retry-after"))).toBeLessThanOrEqual(6);
});

test("wrong passwords from many addresses of one /64 are one address's: refused after the per-address limit", async () => {
  const email = await createStaff(harness.database.db);
  const network = freshNetwork();
  const statuses = await statusesFrom(network, signInLimitPerAccountAndIp + 2, (ip) =>
    postSignIn(harness, email, "not the password", { "x-forwarded-for": ip }),
  );
  expect(statuses).toEqual([...Array(signInLimitPerAccountAndIp).fill(401), 429, 429]);
});
