import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { leads, outboxEmails } from "#server/db/schema";
import { useApiHarness } from "#tests/support/api-app";
import { freshIp, storedCounts, talentRequestBody } from "#tests/support/leads";

// The bad-input classes every lead endpoint shares run in leads.test.ts (and on PostgreSQL in
// app/modules/leads/tests/leads.postgres.test.ts); these are the talent request's own rules and emails.

const harness = useApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });

type Reply = { message: string; errors?: Record<string, Array<string>>; id?: string };
const post = (body: unknown) => harness.postJson("/api/talent-requests", body, { "x-forwarded-for": freshIp() });

test("every field's message, each ending with a period", async () => {
  const response = await post({
    name: "A",
    email: "meera@",
    company: " ",
    category: "",
    headcount: "",
    start: "",
    message: "x".repeat(2001),
    website: "",
  });
  expect(response.status).toBe(400);
  expect(((await response.json()) as Reply).errors).toEqual({
    name: ["Name must be at least 2 characters."],
    email: ["Please enter a valid work email address."],
    company: ["Company name is required."],
    category: ["Please select a talent category."],
    headcount: ["Please select how many people you need."],
    start: ["Please select when they should start."],
    message: ["Your message can be at most 2000 characters."],
  });
});

test.each([
  ["a category that is not offered", { category: "quantum-physicists" }, "category"],
  ["a headcount outside the choices", { headcount: "1000" }, "headcount"],
  ["a start outside the choices", { start: "yesterday" }, "start"],
  ["a message that is not text", { message: 42 }, "message"],
])("%s is refused and nothing is stored", async (_label, change, field) => {
  const before = await storedCounts(harness.database.db);
  const response = await post(talentRequestBody(change));
  expect(response.status).toBe(400);
  expect(Object.keys(((await response.json()) as Reply).errors ?? {})).toEqual([field]);
  expect(await storedCounts(harness.database.db)).toEqual(before);
});

test("every category, 'not sure' included, is accepted; the message may be left out", async () => {
  for (const category of ["machine-learning", "data-scientists", "ai-engineers", "cloud-architects", "not-sure"]) {
    const body = talentRequestBody({ category });
    delete body.message;
    expect((await post(body)).status, category).toBe(201);
  }
});

test("the lead keeps what was sent; sales and the visitor each get an email with the request in words", async () => {
  const email = `lead-${crypto.randomUUID()}@kapoor-labs.example`;
  const response = await post(talentRequestBody({ email, name: "  Meera Kapoor  " }));
  expect(response.status).toBe(201);
  const reply = (await response.json()) as Reply;
  expect(reply.message).toBe("Thank you. A talent specialist will contact you within 24 hours with matching profiles.");

  const [lead] = await harness.database.db
    .select()
    .from(leads)
    .where(eq(leads.id, reply.id ?? ""));
  expect(lead).toMatchObject({ type: "talent-request", name: "Meera Kapoor", email, spam: false });
  expect(lead?.payload).toMatchObject({ company: "Kapoor Labs", category: "data-scientists", headcount: "2-5" });

  const emails = await harness.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.leadId, reply.id ?? ""));
  const sales = emails.find((e) => e.recipient === harness.config.salesEmail);
  const confirmation = emails.find((e) => e.recipient === email);
  expect(sales?.subject).toBe("New talent request: Meera Kapoor");
  for (const words of ["Data Scientists", "2-5 people", "Within a week", "Kapoor Labs", email]) {
    expect(sales?.text).toContain(words);
  }
  expect(confirmation?.subject).toBe("We received your talent request | Northwind Talent");
  // Addressed to nobody by name: the address is not verified (docs/product.md#visitor-confirmations).
  expect(confirmation?.text).toContain("Thank you");
  expect(confirmation?.text).toContain("Hello,");
  expect(confirmation?.text).not.toContain("Meera");
  expect(confirmation?.text).toContain("within 24 hours");
  expect(confirmation?.text).toContain("Data Scientists");
});

test("markup in a message is escaped in the HTML emails", async () => {
  const response = await post(talentRequestBody({ message: '<img src=x onerror="alert(1)">' }));
  const { id } = (await response.json()) as Reply;
  const emails = await harness.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.leadId, id ?? ""));
  for (const mail of emails) {
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;img src=x");
  }
});
