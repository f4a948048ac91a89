import { and, eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { systemClock } from "#server/clock";
import { leads, outboxEmails } from "#server/db/schema";
import type { MailAttachment } from "#app/modules/mail/server/outbox";
import {
  defaultUnverifiedMailPerDomain as unverifiedDomainDailyLimit,
  queueEmails,
  unverifiedMailboxDailyLimit,
} from "#app/modules/mail/server/outbox";
import { createBookingManager, bookingSettings } from "#app/modules/booking/server";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { useApiHarness } from "#tests/support/api-app";
import { appointmentBody, takeSlot, type BookingReply } from "#tests/support/bookings";
import { aiInterviewBody, freshIp, gitexBody, talentRequestBody } from "#tests/support/leads";
import { newsletterBody } from "#tests/support/newsletter";

// The forms confirm to whatever address they are given. Nobody has verified that address, so the
// emails to it carry nothing the sender chose, and one mailbox (and one company) gets only a few a day
// (docs/email.md#addresses-nobody-verified).
const harness = useApiHarness({
  env: { RATE_LIMIT_PER_MINUTE: "100000", UNVERIFIED_MAIL_PER_DOMAIN: String(unverifiedDomainDailyLimit) },
});
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

// What a sender chooses, each able to carry a link: the name (100 characters), the phone number
// (any 30 characters), the company and the message.
const name = "Visit https://phish.example/login and claim the refund owed to you before midnight, thanks!!";
const phone = "call phish.example/x";
const company = "Free gift cards at phish dot example";
const message = "Click https://phish.example to claim your refund";
const chosen = [name, name.slice(0, 40), phone, company, message, "phish"];

function expectNothingChosen(email: { kind: string; text: string; html: string; attachments: unknown }) {
  const invites = (email.attachments as Array<MailAttachment>).map((a) => a.content);
  for (const body of [email.text, email.html, ...invites]) {
    for (const text of chosen) expect(body, `${email.kind} repeats "${text}"`).not.toContain(text);
  }
}

async function unverifiedTo(address: string) {
  return (await emailsTo(address)).filter((email) => email.unverifiedRecipient);
}

test("every email to a visitor's address carries nothing they chose: no name, phone, company or message", async () => {
  await post("/api/talent-requests", talentRequestBody({ email: "talent@words.example", name, company, message }));
  await post("/api/gitex/submit", gitexBody({ email: "gitex@words.example", name, company, phone }));
  await post("/api/ai-interview", aiInterviewBody({ email: "interview@words.example", name, phone }));
  const booked = await post(
    "/api/appointments/schedule",
    appointmentBody(takeSlot(), { email: "booking@words.example", name, company, message, phone }),
  );
  expect(booked.status).toBe(201);
  const token = ((await booked.json()) as BookingReply).manageUrl.split("/").pop() ?? "";
  const manager = createBookingManager({
    db: harness.database.db,
    settings: bookingSettings(harness.config),
    clock: systemClock,
  });
  const slot = takeSlot();
  expect(await manager.reschedule(token, { date: slot.date, time: slot.time })).toMatchObject({ moved: true });
  await manager.cancel(token);

  const kinds: Array<string> = [];
  for (const address of ["talent", "gitex", "interview", "booking"]) {
    for (const email of await emailsTo(`${address}@words.example`)) {
      kinds.push(email.kind);
      expectNothingChosen(email);
    }
  }
  expect(kinds).toEqual(
    expect.arrayContaining([
      "talent-request.confirmation",
      "gitex-registration.confirmation",
      "ai-interview.confirmation",
      "appointment.confirmation",
      "appointment.rescheduled",
    ]),
  );
  // A confirmation greets nobody by name and lists the choices made from the form's lists.
  const [interview] = await emailsTo("interview@words.example");
  expect(interview?.text).toContain("Hello,");
  expect(interview?.text).toContain("AI Engineer");
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

test("one mailbox however it is written: a +tag, letter case and Gmail's dots count together", async () => {
  for (const address of [
    "victim+1@tags.example",
    "VICTIM+2@tags.example",
    "victim@Tags.example",
    "victim+4@tags.example",
  ]) {
    expect((await post("/api/ai-interview", aiInterviewBody({ email: address }))).status).toBe(201);
  }
  const toVictim = await harness.database.db
    .select()
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.kind, "ai-interview.confirmation"),
        sql`lower(${outboxEmails.recipient}) like '%@tags.example'`,
      ),
    );
  expect(toVictim).toHaveLength(unverifiedMailboxDailyLimit);

  for (const address of [
    "jane.doe+a@gmail.com",
    "janedoe@googlemail.com",
    "J.A.N.E.D.O.E@gmail.com",
    "jane.doe+b@gmail.com",
  ]) {
    expect((await post("/api/gitex/submit", gitexBody({ email: address }))).status).toBe(201);
  }
  const toJane = await harness.database.db
    .select()
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.kind, "gitex-registration.confirmation"),
        sql`replace(lower(${outboxEmails.recipient}), '.', '') like 'janedoe%'`,
      ),
    );
  expect(toJane).toHaveLength(unverifiedMailboxDailyLimit);
});

test("a company's domain gets at most its daily number; a public mail provider's users are not one company", async () => {
  const many = unverifiedDomainDailyLimit + 2;
  for (let i = 0; i < many; i++) {
    expect((await post("/api/ai-interview", aiInterviewBody({ email: `person${i}@corp-domain.example` }))).status).toBe(
      201,
    );
    expect((await post("/api/ai-interview", aiInterviewBody({ email: `person${i}.corp@gmail.com` }))).status).toBe(201);
  }
  const counted = async (pattern: string) =>
    (
      await harness.database.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.kind, "ai-interview.confirmation"), sql`${outboxEmails.recipient} like ${pattern}`))
    ).length;
  expect(await counted("%@corp-domain.example")).toBe(unverifiedDomainDailyLimit);
  expect(await counted("person%.corp@gmail.com")).toBe(many);
  // Every lead is stored and the team told, whatever was sent to the visitor.
  const stored = await harness.database.db
    .select({ id: leads.id })
    .from(leads)
    .where(sql`${leads.email} like '%@corp-domain.example'`);
  expect(stored).toHaveLength(many);
});

test("a newsletter opt-in counts toward the mailbox like any confirmation", async () => {
  expect((await post("/api/newsletter", newsletterBody({ email: "fresh@count.example" }))).status).toBe(201);
  for (let i = 0; i < 3; i++) await post("/api/ai-interview", aiInterviewBody({ email: "Fresh+x@count.example" }));
  const kinds = (
    await harness.database.db
      .select()
      .from(outboxEmails)
      .where(sql`${outboxEmails.recipientMailbox} = 'fresh@count.example'`)
  )
    .map((email) => email.kind)
    .sort();
  expect(kinds).toEqual(["ai-interview.confirmation", "ai-interview.confirmation", "newsletter.confirmation"]);
});

test("a reminder counts on the day it goes: three a day however many days ahead are booked", async () => {
  const now = new Date();
  const day = 24 * 60 * 60 * 1000;
  const reminder = (sendAt: Date) => ({
    kind: "appointment.visitor-reminder",
    recipient: "ahead@count.example",
    subject: "Reminder",
    html: "<p>Reminder</p>",
    text: "Reminder",
    unverifiedRecipient: true as const,
    sendAt,
  });
  const queued = async (sendAt: Date) =>
    harness.database.db.transaction((tx) => queueEmails(tx, [reminder(sendAt)], now));
  const inThreeDays = now.getTime() + 3 * day;
  // Three on one day ahead go; a fourth within a day of them does not.
  for (const hour of [0, 1, 2]) expect(await queued(new Date(inThreeDays + hour * 3_600_000))).toBe(1);
  expect(await queued(new Date(inThreeDays + 20 * 3_600_000))).toBe(0);
  // Today's three are still free: the reminders count on their own day.
  for (let i = 0; i < 3; i++)
    expect(
      await post("/api/ai-interview", aiInterviewBody({ email: "ahead@count.example" })).then((r) => r.status),
    ).toBe(201);
  const today = await harness.database.db
    .select()
    .from(outboxEmails)
    .where(
      sql`${outboxEmails.recipientMailbox} = 'ahead@count.example' and ${outboxEmails.kind} = 'ai-interview.confirmation'`,
    );
  expect(today).toHaveLength(3);
});

test("moves from the manage link count toward the mailbox, so a booking cannot mail its address again and again; staff's moves are staff's", async () => {
  const booked = await post(
    "/api/appointments/schedule",
    appointmentBody(takeSlot(), { email: "moved@count.example" }),
  );
  const reply = (await booked.json()) as BookingReply;
  const token = reply.manageUrl.split("/").pop() ?? "";
  const manager = createBookingManager({
    db: harness.database.db,
    settings: bookingSettings(harness.config),
    clock: systemClock,
  });
  for (let i = 0; i < 3; i++) {
    const slot = takeSlot();
    expect(await manager.reschedule(token, { date: slot.date, time: slot.time })).toMatchObject({ moved: true });
  }
  const moves = async () =>
    (await emailsTo("moved@count.example")).filter((email) => email.kind === "appointment.rescheduled");
  // Today: the confirmation and two moves; the third move's email would be the fourth of the day.
  // (The reminders count on the days they go; a move drops the unsent ones.)
  expect(await moves()).toHaveLength(2);
  const dueToday = (await unverifiedTo("moved@count.example")).filter(
    (email) => email.status !== "dropped" && email.kind !== "appointment.visitor-reminder",
  );
  expect(dueToday).toHaveLength(unverifiedMailboxDailyLimit);

  const staff = asStaff(harness, await signInAs(harness, await createStaff(harness.database.db)));
  const slot = takeSlot();
  const moved = await staff.postJson(`/api/admin/appointments/${reply.id}/reschedule`, {
    date: slot.date,
    time: slot.time,
  });
  expect(moved.status).toBe(200);
  expect(await moves()).toHaveLength(3);
});
