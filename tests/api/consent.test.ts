import { expect, test } from "vitest";
import { testClock } from "#tests/support/admin";
import { useApiHarness } from "#tests/support/api-app";
import { freshIp } from "#tests/support/leads";

// The limit refills with the app's clock, which stands still here: 40 is 40 however long the run takes.
const harness = useApiHarness({ clock: testClock().now, env: { RATE_LIMIT_PER_MINUTE: "40" } });

type Recorded = { id: string; consentId: string; choice: string; policyVersion: string; recordedAt: string };

const choose = (body: Record<string, unknown>, ip = freshIp()) =>
  harness.postJson("/api/consent", { policyVersion: "2025-01", ...body }, { "x-forwarded-for": ip });

test("100 consent posts from one address meet a 429 with Retry-After; another address is still heard", async () => {
  const ip = freshIp();
  const statuses: Array<number> = [];
  let limited: Response | null = null;
  for (let i = 0; i < 100; i += 1) {
    const response = await choose({ choice: "all" }, ip);
    statuses.push(response.status);
    if (response.status === 429) limited ??= response;
  }
  expect(statuses.filter((status) => status === 201)).toHaveLength(40);
  expect(statuses.filter((status) => status === 429)).toHaveLength(60);
  expect(limited?.headers.get("retry-after")).toMatch(/^\d+$/);
  expect(((await limited?.json()) as { message: string }).message).toMatch(/Too many requests/);
  expect((await choose({ choice: "all" })).status).toBe(201);
});

test("a first choice is given a consent id; later choices under it, a withdrawal included, are its history", async () => {
  const first = (await (await choose({ choice: "all" })).json()) as Recorded;
  expect(first.consentId).toMatch(/^[0-9a-f-]{36}$/);
  const withdrawn = await choose({ choice: "essential", consentId: first.consentId });
  expect(withdrawn.status).toBe(201);
  expect(((await withdrawn.json()) as Recorded).consentId).toBe(first.consentId);

  const lookup = await harness.request(`/api/consent/${first.consentId}`);
  expect(lookup.status).toBe(200);
  const history = (await lookup.json()) as { consentId: string; choices: Array<Recorded> };
  expect(history.consentId).toBe(first.consentId);
  expect(history.choices.map((choice) => choice.choice)).toEqual(["essential", "all"]);
  expect(history.choices[1]).toEqual(first);
});

test("an id the browser sends is kept as sent; a malformed one is refused and nothing is stored", async () => {
  const consentId = crypto.randomUUID();
  const kept = (await (await choose({ choice: "essential", consentId })).json()) as Recorded;
  expect(kept.consentId).toBe(consentId);
  const refused = await choose({ choice: "all", consentId: "not-a-uuid" });
  expect(refused.status).toBe(400);
  expect(((await refused.json()) as { errors: Record<string, Array<string>> }).errors.consentId?.[0]).toMatch(
    /consent id/,
  );
});

test("looking up an unknown or malformed consent id answers 404 or 400", async () => {
  expect((await harness.request(`/api/consent/${crypto.randomUUID()}`)).status).toBe(404);
  expect((await harness.request("/api/consent/nope")).status).toBe(400);
});
