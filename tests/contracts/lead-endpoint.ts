import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { leads, outboxEmails } from "#server/db/schema";
import { testOrigin, type ApiHarness } from "#tests/support/api-app";
import { malformedRequests } from "#tests/support/bad-requests";
import { freshIp, storedCounts, type LeadEndpoint } from "#tests/support/leads";

type Reply = { message: string; errors?: Record<string, Array<string>>; id?: string };

/**
 * What every lead endpoint does with good and bad input, run against any harness (PGlite in
 * process, PostgreSQL): 201 with the lead and its emails; every bad-input class a clear 4xx
 * that stores nothing; a filled honeypot stored as spam with no email.
 */
export function leadEndpointContract(harnessOf: () => ApiHarness, endpoint: LeadEndpoint): void {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    harnessOf().postJson(endpoint.path, body, { "x-forwarded-for": freshIp(), ...headers });

  test("a valid submission answers 201 with the lead id and stores the lead with its emails", async () => {
    const before = await storedCounts(harnessOf().database.db);
    const response = await post(endpoint.body());
    expect(response.status).toBe(201);
    const reply = (await response.json()) as Reply;
    expect(reply.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.message.length).toBeGreaterThan(10);
    const [lead] = await harnessOf()
      .database.db.select()
      .from(leads)
      .where(eq(leads.id, reply.id ?? ""));
    expect(lead).toMatchObject({ type: endpoint.type, spam: false, status: "new" });
    expect(lead?.ipHash).toMatch(/^[0-9a-f]{16}$/);
    const emails = await harnessOf()
      .database.db.select()
      .from(outboxEmails)
      .where(eq(outboxEmails.leadId, reply.id ?? ""));
    expect(emails).toHaveLength(endpoint.emails);
    expect(emails.map((e) => e.recipient)).toContain(harnessOf().config.salesEmail);
    expect(await storedCounts(harnessOf().database.db)).toEqual({
      leads: before.leads + 1,
      emails: before.emails + endpoint.emails,
    });
  });

  const badInputs: Array<[string, () => Promise<Response>, number, (reply: Reply) => void]> = [
    [
      "missing fields",
      () => post({}),
      400,
      (r) => expect(Object.keys(r.errors ?? {})).toEqual(expect.arrayContaining(["name", "email"])),
    ],
    [
      "only some fields",
      () => post({ name: "Al Smith" }),
      400,
      (r) => expect(r.errors?.email?.[0]).toMatch(/valid (work )?email/),
    ],
    [
      "wrong types",
      () => post(endpoint.body({ name: 42, email: ["a@b.c"] })),
      400,
      (r) => expect(Object.keys(r.errors ?? {})).toEqual(expect.arrayContaining(["name", "email"])),
    ],
    [
      "an extra field",
      () => post(endpoint.body({ isAdmin: true })),
      400,
      (r) => expect(r.errors?.isAdmin).toEqual(["This field is not accepted."]),
    ],
    [
      "a 20 KB string inside the size cap",
      () => post(endpoint.body({ [endpoint.textField]: "x".repeat(20_000) })),
      400,
      (r) => expect(r.errors?.[endpoint.textField]?.[0]).toMatch(/at most|valid/),
    ],
    [
      "a text/plain body",
      () =>
        harnessOf().request(endpoint.path, {
          method: "POST",
          headers: { "content-type": "text/plain", origin: testOrigin },
          body: JSON.stringify(endpoint.body()),
        }),
      415,
      (r) => expect(r.message).toContain("application/json"),
    ],
    [
      "a cross-site fetch",
      () => post(endpoint.body(), { origin: "null" }),
      403,
      (r) => expect(r.message).toMatch(/other websites/),
    ],
    [
      "an over-long Idempotency-Key",
      () => post(endpoint.body(), { "idempotency-key": "k".repeat(201) }),
      400,
      (r) => expect(r.message).toMatch(/1 to 200/),
    ],
    ...malformedRequests(post, endpoint.body),
  ];

  test.each(badInputs)(
    "%s answers a clear 4xx, stores nothing, and the app keeps serving",
    async (_label, send, status, check) => {
      const before = await storedCounts(harnessOf().database.db);
      const response = await send();
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toContain("application/json");
      const reply = (await response.json()) as Reply;
      expect(typeof reply.message).toBe("string");
      expect(reply.message).not.toMatch(/\bat \w+ \(|node_modules|Error:/);
      check(reply);
      expect(await storedCounts(harnessOf().database.db)).toEqual(before);
      const after = await post(endpoint.body());
      expect(after.status).toBe(201);
    },
  );

  test("a filled honeypot gets the normal success but is stored as spam with no email", async () => {
    const before = await storedCounts(harnessOf().database.db);
    const response = await post(endpoint.body({ website: "http://spam.example" }));
    expect(response.status).toBe(201);
    const reply = (await response.json()) as Reply;
    expect(reply.id).toMatch(/^[0-9a-f-]{36}$/);
    const [lead] = await harnessOf()
      .database.db.select()
      .from(leads)
      .where(eq(leads.id, reply.id ?? ""));
    expect(lead?.spam).toBe(true);
    expect(await storedCounts(harnessOf().database.db)).toEqual({ leads: before.leads + 1, emails: before.emails });
  });
}
