import { count, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { newsletterCheckInbox } from "#app/modules/newsletter/schemas/newsletter";
import { leads, newsletterSubscribers, outboxEmails } from "#server/db/schema";
import type { ApiHarness } from "#tests/support/api-app";
import { testOrigin } from "#tests/support/api-app";
import { malformedRequests, type BadInput } from "#tests/support/bad-requests";
import { contractRateLimit } from "#tests/contracts/lead-limits";
import { freshIp } from "#tests/support/leads";
import { freshAddress, newsletterBody, newsletterMailTo, subscriberOf } from "#tests/support/newsletter";

type Reply = { message: string; errors?: Record<string, Array<string>>; id?: string };

/** Leads, subscribers and outbox rows: "nothing stored" means none of these move. */
async function stored(h: ApiHarness) {
  const db = h.database.db;
  const [l] = await db.select({ n: count() }).from(leads);
  const [s] = await db.select({ n: count() }).from(newsletterSubscribers);
  const [e] = await db.select({ n: count() }).from(outboxEmails);
  return { leads: Number(l?.n), subscribers: Number(s?.n), emails: Number(e?.n) };
}

/**
 * POST /api/newsletter through the lead pipeline, on any harness (PGlite, PostgreSQL). The harness
 * runs with RATE_LIMIT_PER_MINUTE=contractRateLimit; every request uses a fresh IP unless it tests the limit.
 */
export function newsletterSignupContract(harnessOf: () => ApiHarness): void {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    harnessOf().postJson("/api/newsletter", body, { "x-forwarded-for": freshIp(), ...headers });

  test("a sign-up answers 201 'check your inbox', stores a newsletter lead and a pending subscriber, and queues one confirmation", async () => {
    const h = harnessOf();
    const email = freshAddress();
    const response = await post(newsletterBody({ email, name: "Visitor <b>Typed</b> Name" }));
    expect(response.status).toBe(201);
    const reply = (await response.json()) as Reply;
    expect(reply).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), message: newsletterCheckInbox.message });
    const [lead] = await h.database.db
      .select()
      .from(leads)
      .where(eq(leads.id, reply.id ?? ""));
    expect(lead).toMatchObject({ type: "newsletter", email, spam: false, name: "Visitor <b>Typed</b> Name" });
    expect(await subscriberOf(h.database.db, email)).toMatchObject({
      status: "pending",
      name: null,
      signupLeadId: reply.id,
    });
    const mails = await newsletterMailTo(h.database.db, email);
    expect(mails.map((m) => m.kind)).toEqual(["newsletter.confirmation"]);
    const [mail] = mails;
    // The name came from whoever filled the form: it is in no part of the email before confirmation.
    for (const part of [mail?.subject, mail?.html, mail?.text]) expect(part).not.toMatch(/Visitor|Typed/);
    expect(mail?.text).toMatch(/\/newsletter\/confirm\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/);
    const headers = mail?.headers as Record<string, string>;
    expect(headers["List-Unsubscribe"]).toMatch(
      /^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+>, <mailto:[^>]+\?subject=unsubscribe%20[^>]+>$/,
    );
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // Newsletter sign-ups do not notify sales.
    expect(await newsletterMailTo(h.database.db, h.config.salesEmail)).toEqual([]);
  });

  test("the answer is the same for a new, a waiting, a confirmed and an unsubscribed address", async () => {
    const h = harnessOf();
    const email = freshAddress("same");
    const answers: Array<unknown> = [];
    const answer = async () => {
      const response = await post(newsletterBody({ email }));
      const { id: _id, ...rest } = (await response.json()) as Reply;
      answers.push([response.status, rest, response.headers.get("content-type")]);
    };
    await answer(); // new
    await answer(); // waiting
    await h.database.db
      .update(newsletterSubscribers)
      .set({ status: "confirmed" })
      .where(eq(newsletterSubscribers.email, email));
    await answer(); // confirmed
    await h.database.db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed" })
      .where(eq(newsletterSubscribers.email, email));
    await answer(); // unsubscribed
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });

  test("at most one confirmation email per address per 10 minutes, whatever the letter case", async () => {
    const h = harnessOf();
    const email = freshAddress("limit");
    expect((await post(newsletterBody({ email }))).status).toBe(201);
    expect((await post(newsletterBody({ email: email.toUpperCase() }))).status).toBe(201);
    expect((await post(newsletterBody({ email }))).status).toBe(201);
    expect(await newsletterMailTo(h.database.db, email)).toHaveLength(1);
    // Eleven minutes later a new request sends a new link.
    await h.database.db
      .update(newsletterSubscribers)
      .set({ confirmationSentAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(newsletterSubscribers.email, email));
    expect((await post(newsletterBody({ email }))).status).toBe(201);
    expect(await newsletterMailTo(h.database.db, email)).toHaveLength(2);
    expect(
      (await h.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).length,
    ).toBe(1);
  });

  test("a confirmed address that signs up again stays confirmed and is sent nothing new (the lead is kept)", async () => {
    const h = harnessOf();
    const email = freshAddress("again");
    await post(newsletterBody({ email }));
    await h.database.db
      .update(newsletterSubscribers)
      .set({ status: "confirmed", confirmationSentAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(newsletterSubscribers.email, email));
    const before = await stored(h);
    expect((await post(newsletterBody({ email, name: "Someone Else" }))).status).toBe(201);
    expect(await subscriberOf(h.database.db, email)).toMatchObject({ status: "confirmed" });
    expect(await stored(h)).toEqual({ ...before, leads: before.leads + 1 });
  });

  test("simultaneous sign-ups of one new address make one subscriber and one email", async () => {
    const h = harnessOf();
    const email = freshAddress("burst");
    const replies = await Promise.all(Array.from({ length: 6 }, () => post(newsletterBody({ email }))));
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(await newsletterMailTo(h.database.db, email)).toHaveLength(1);
  });

  test("a filled honeypot gets the same answer, is stored as a spam lead, and touches no subscriber or mail", async () => {
    const h = harnessOf();
    const email = freshAddress("bot");
    const before = await stored(h);
    const response = await post(newsletterBody({ email, website: "http://spam.example" }));
    expect(response.status).toBe(201);
    expect(((await response.json()) as Reply).message).toBe(newsletterCheckInbox.message);
    expect(await stored(h)).toEqual({ ...before, leads: before.leads + 1 });
    expect(await subscriberOf(h.database.db, email)).toBeNull();
  });

  const badInputs: Array<BadInput> = [
    [
      "missing fields",
      () => post({}),
      400,
      (r) => expect(Object.keys(r.errors ?? {}).sort()).toEqual(["email", "name"]),
    ],
    [
      "a one-letter name and a bad email",
      () => post(newsletterBody({ name: "A", email: "not-an-email" })),
      400,
      (r) =>
        expect(r.errors).toEqual({
          name: ["Name must be at least 2 characters."],
          email: ["Please enter a valid email address."],
        }),
    ],
    [
      "wrong types",
      () => post(newsletterBody({ name: 42, email: ["a@b.c"] })),
      400,
      (r) => expect(Object.keys(r.errors ?? {}).sort()).toEqual(["email", "name"]),
    ],
    [
      "an extra field",
      () => post(newsletterBody({ isAdmin: true })),
      400,
      (r) => expect(r.errors?.isAdmin).toEqual(["This field is not accepted."]),
    ],
    [
      "a page that is not a path",
      () => post(newsletterBody({ page: "https://evil.example/" })),
      400,
      (r) => expect(r.errors?.page?.[0]).toMatch(/path on this site/),
    ],
    [
      "a 20 KB name inside the size cap",
      () => post(newsletterBody({ name: "x".repeat(20_000) })),
      400,
      (r) => expect(r.errors?.name?.[0]).toMatch(/at most/),
    ],
    [
      "a form-encoded body",
      () =>
        harnessOf().request("/api/newsletter", {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: testOrigin,
            "x-forwarded-for": freshIp(),
          },
          body: "name=Al+Smith&email=al%40example.com",
        }),
      415,
      (r) => expect(r.message).toContain("application/json"),
    ],
    ...malformedRequests(post, newsletterBody),
  ];

  test.each(badInputs)(
    "%s answers a clear 4xx, stores nothing, and the endpoint keeps working",
    async (_label, send, status, check) => {
      const h = harnessOf();
      const before = await stored(h);
      const response = await send();
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toContain("application/json");
      const reply = (await response.json()) as Reply;
      expect(reply.message).not.toMatch(/\bat \w+ \(|node_modules|Error:/);
      check(reply);
      expect(await stored(h)).toEqual(before);
      expect((await post(newsletterBody({ email: freshAddress("after") }))).status).toBe(201);
    },
  );

  test("over the per-minute limit an IP gets 429 with Retry-After and nothing is stored", async () => {
    const h = harnessOf();
    const ip = freshIp();
    for (let i = 0; i < contractRateLimit; i++) {
      expect((await post(newsletterBody({ email: freshAddress("rate") }), { "x-forwarded-for": ip })).status).toBe(201);
    }
    const before = await stored(h);
    const limited = await post(newsletterBody({ email: freshAddress("rate") }), { "x-forwarded-for": ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await stored(h)).toEqual(before);
  });

  test("a retry with the same Idempotency-Key returns the first answer and stores one sign-up", async () => {
    const h = harnessOf();
    const key = `newsletter-${crypto.randomUUID()}`;
    const body = newsletterBody({ email: freshAddress("retry") });
    const first = await post(body, { "idempotency-key": key });
    const before = await stored(h);
    const again = await post(body, { "idempotency-key": key });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect(await stored(h)).toEqual(before);
  });
}
