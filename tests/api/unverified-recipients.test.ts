import { and, eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { leads, outboxEmails } from "#server/db/schema";
import { useApiHarness } from "#tests/support/api-app";
import { appointmentBody, takeSlot } from "#tests/support/bookings";
import { aiInterviewBody, freshIp, gitexBody, talentRequestBody } from "#tests/support/leads";

// The forms confirm to whatever address they are given. Nobody has verified that address, so the
// confirmation must not carry what the sender wrote, and one address gets at most three a day.
const harness = useApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
const post = (path: string, body: unknown) => harness.postJson(path, body, { "x-forwarded-for": freshIp() });

async function emailsTo(address: string) {
  return harness.database.db
    .select()
    .from(outboxEmails)
    .where(sql`lower(${outboxEmails.recipient}) = ${address.toLowerCase()}`);
}

test("the fourth confirmation to one address in a day is not sent, across forms; the lead is stored and sales told", async () => {
  const target = "Target@Example.com";
  expect((await post("/api/ai-interview", aiInterviewBody({ email: target }))).status).toBe(201);
  expect((await post("/api/gitex/submit", gitexBody({ email: target.toLowerCase() }))).status).toBe(201);
  expect((await post("/api/appointments/schedule", appointmentBody(takeSlot(), { email: target }))).status).toBe(201);
  expect((await post("/api/talent-requests", talentRequestBody({ email: target }))).status).toBe(201);
  expect((await post("/api/ai-interview", aiInterviewBody({ email: target }))).status).toBe(201);

  const confirmations = (await emailsTo(target))
    .map((email) => email.kind)
    .filter((kind) => kind.endsWith("confirmation"));
  expect(confirmations.sort()).toEqual([
    "ai-interview.confirmation",
    "appointment.confirmation",
    "gitex-registration.confirmation",
  ]);
  const stored = await harness.database.db
    .select({ type: leads.type })
    .from(leads)
    .where(sql`lower(${leads.email}) = ${target.toLowerCase()}`);
  expect(stored).toHaveLength(5);
  const salesNotices = await harness.database.db
    .select({ kind: outboxEmails.kind })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.recipient, harness.config.salesEmail), sql`${outboxEmails.kind} like '%sales'`));
  expect(salesNotices.map((n) => n.kind)).toEqual(
    expect.arrayContaining([
      "ai-interview.sales",
      "gitex-registration.sales",
      "appointment.sales",
      "talent-request.sales",
    ]),
  );
  // Another address is not affected.
  expect((await post("/api/ai-interview", aiInterviewBody({ email: "other@example.com" }))).status).toBe(201);
  expect(await emailsTo("other@example.com")).toHaveLength(1);
});

test("confirmations carry no company, message or question, and a long name is cut to 80 characters", async () => {
  // 92 characters: within the form's 100, beyond the 80 an unverified address is shown.
  const name = "Visit https://phish.example/login and claim the refund owed to you before midnight, thanks!!";
  const company = "Free gift cards at phish dot example";
  const message = "Click https://phish.example to claim your refund";
  await post("/api/talent-requests", talentRequestBody({ email: "talent@example.com", name, company, message }));
  await post("/api/gitex/submit", gitexBody({ email: "gitex@example.com", name, company }));
  await post(
    "/api/appointments/schedule",
    appointmentBody(takeSlot(), { email: "booking@example.com", name, company, message }),
  );
  expect(name.length).toBeGreaterThan(80);
  for (const address of ["talent@example.com", "gitex@example.com", "booking@example.com"]) {
    const [confirmation] = (await emailsTo(address)).filter((email) => email.kind.endsWith("confirmation"));
    expect(confirmation, address).toBeDefined();
    for (const body of [confirmation?.text ?? "", confirmation?.html ?? ""]) {
      expect(body, address).not.toContain(company);
      expect(body, address).not.toContain(message);
      expect(body, address).not.toContain(name);
      expect(body, address).toContain(`${name.slice(0, 79)}…`);
    }
  }
  // The team still sees everything the visitor wrote.
  const [sales] = await harness.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.kind, "talent-request.sales"))
    .orderBy(sql`${outboxEmails.createdAt} desc`)
    .limit(1);
  expect(sales?.text).toContain(message);
  expect(sales?.text).toContain(company);
});
