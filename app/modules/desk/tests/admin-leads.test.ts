import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { auditEvents, bookings, leads, outboxEmails } from "#server/db/schema";
import { fileTransport } from "#app/modules/mail/server";
import { deliverQueuedMail } from "#tests/support/outbox";
import * as inboxPage from "#app/modules/desk/desk/inbox";
import * as leadPage from "#app/modules/desk/desk/lead";
import * as personalDataPage from "#app/modules/desk/desk/personal-data";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { renderAdminPage, visibleText } from "#tests/support/admin-pages";
import { deskPages, followFlash } from "#tests/support/desk-pages";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";
import { appointmentBody, takeSlot } from "#tests/support/bookings";
import { freshIp, panelQuestionBody } from "#tests/support/leads";

let h: ApiHarness;
let cookie: string;
let staffEmail: string;
const dataDir = mkdtempSync(path.join(tmpdir(), "admin-leads-"));
const mailDir = path.join(dataDir, "mail");

beforeAll(async () => {
  h = await createApiHarness({
    env: { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "1000" },
    pages: deskPages({
      "/admin/personal-data": personalDataPage,
      "/admin": inboxPage,
      "/admin/leads/:kind/:id": leadPage,
    }),
  });
  staffEmail = await createStaff(h.database.db);
  cookie = await signInAs(h, staffEmail);
});
afterAll(async () => {
  await h?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function submitQuestion(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await h.postJson("/api/qa/submit", panelQuestionBody(overrides), { "x-forwarded-for": freshIp() });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Sends every queued email into the file mailbox, as the running server would. */
async function deliverMail(): Promise<void> {
  await deliverQueuedMail(h, fileTransport(mailDir));
}

test("bulk status change: each lead that changes gets a timeline entry with who and what", async () => {
  const a = await submitQuestion();
  const b = await submitQuestion();
  const staff = asStaff(h, cookie);
  const response = await staff.postForm("/admin?kind=questions&select=all", {
    intent: "status",
    ids: [a, b],
    status: "qualified",
  });
  expect(response.status).toBe(303);
  const { location, page } = await followFlash(h, cookie, response);
  expect(location).toBe("/admin?kind=questions");
  expect(visibleText(await page.text())).toContain("The stage was changed.");
  const rows = await h.database.db
    .select()
    .from(leads)
    .where(sql`${leads.id} in (${a}, ${b})`);
  expect(rows.map((r) => r.status)).toEqual(["qualified", "qualified"]);
  // Setting the same status again changes nothing and records nothing.
  expect(await (await staff.postJson("/api/admin/leads/status", { ids: [a, b], status: "qualified" })).json()).toEqual({
    changed: 0,
  });
  const timeline = await h.database.db.select().from(auditEvents).where(eq(auditEvents.leadId, a));
  expect(timeline).toHaveLength(1);
  expect(timeline[0]).toMatchObject({
    action: "lead.status",
    actorEmail: staffEmail,
    details: { from: "new", to: "qualified" },
  });
});

test("marking a lead contacted with a note: one timeline entry holding both", async () => {
  const id = await submitQuestion();
  const response = await asStaff(h, cookie).postForm(`/admin/leads/questions/${id}`, {
    intent: "update",
    status: "contacted",
    note: "Called <b>back</b>; demo on Friday.",
  });
  const { location, page } = await followFlash(h, cookie, response);
  expect(location).toBe(`/admin/leads/questions/${id}`);
  expect(visibleText(await page.text())).toContain("The lead was updated.");
  const note = await asStaff(h, cookie).postJson(`/api/admin/leads/${id}`, {
    status: "contacted",
    note: "Sent the deck.",
  });
  expect(note.status).toBe(200);
  const timeline = await h.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.leadId, id))
    .orderBy(auditEvents.at);
  expect(timeline.map((e) => [e.action, e.details])).toEqual([
    ["lead.status", { from: "new", to: "contacted", note: "Called <b>back</b>; demo on Friday." }],
    ["lead.note", { note: "Sent the deck." }],
  ]);
});

test("cancelling an appointment as staff: slot freed, METHOD:CANCEL with the booking's UID, in the audit log", async () => {
  const slot = takeSlot();
  const booked = await h.postJson(
    "/api/appointments/schedule",
    appointmentBody(slot, { email: "cancel-me@example.com" }),
    {
      "x-forwarded-for": freshIp(),
    },
  );
  expect(booked.status).toBe(201);
  const { id } = (await booked.json()) as { id: string };
  const response = await asStaff(h, cookie).postJson(`/api/admin/appointments/${id}/cancel`, {});
  expect(response.status).toBe(200);
  const [booking] = await h.database.db.select().from(bookings).where(eq(bookings.id, id));
  expect(booking?.status).toBe("cancelled");
  const emails = await h.database.db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, id));
  const invites = emails.flatMap((e) => (e.attachments as Array<{ content: string }>).map((a) => a.content));
  const uids = new Set(invites.map((ics) => /UID:(.+)/.exec(ics)?.[1]?.trim()));
  expect(uids.size).toBe(1);
  expect(invites.some((ics) => ics.includes("METHOD:CANCEL"))).toBe(true);
  // The slot can be booked again.
  const again = await h.postJson("/api/appointments/schedule", appointmentBody(slot, { email: "next@example.com" }), {
    "x-forwarded-for": freshIp(),
  });
  expect(again.status).toBe(201);
  // A second cancel is refused.
  expect((await asStaff(h, cookie).postJson(`/api/admin/appointments/${id}/cancel`, {})).status).toBe(409);
});

test("retrying a failed email puts it back in the queue with the same Message-ID", async () => {
  const id = await submitQuestion();
  const [email] = await h.database.db.select().from(outboxEmails).where(eq(outboxEmails.leadId, id));
  if (!email) throw new Error("no email");
  await h.database.db
    .update(outboxEmails)
    .set({ status: "failed", attempts: 8, lastError: "550 mailbox unavailable" })
    .where(eq(outboxEmails.id, email.id));
  const response = await asStaff(h, cookie).postJson(`/api/admin/outbox/emails/${email.id}/retry`, {});
  expect(response.status).toBe(200);
  const [after] = await h.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, email.id));
  expect(after).toMatchObject({ status: "pending", messageId: email.messageId });
  expect((await asStaff(h, cookie).postJson(`/api/admin/outbox/emails/${email.id}/retry`, {})).status).toBe(409);
});

test("personal data: found across tables and the mailbox, exported as JSON, then erased with counts kept", async () => {
  const person = "erase.me@example.com";
  const question = await submitQuestion({ email: person, name: "Erin Erase" });
  const booked = await h.postJson(
    "/api/appointments/schedule",
    appointmentBody(takeSlot(), { email: person, name: "Erin Erase" }),
    {
      "x-forwarded-for": freshIp(),
    },
  );
  const { id: bookingId } = (await booked.json()) as { id: string };
  await asStaff(h, cookie).postJson(`/api/admin/leads/${question}`, {
    status: "contacted",
    note: "Private note about Erin",
  });
  await deliverMail();
  const filesBefore = readdirSync(mailDir).length;
  const other = await submitQuestion({ email: "keep.me@example.com" });

  const exported = await asStaff(h, cookie).postJson("/api/admin/personal-data/export", {
    email: "Erase.Me@example.com",
  });
  expect(exported.status).toBe(200);
  expect(exported.headers.get("content-disposition")).toMatch(
    /^attachment; filename="personal-data-[0-9a-f]{16}\.json"$/,
  );
  const data = (await exported.json()) as { sections: Array<{ name: string; count: number }> };
  const count = (name: string) => data.sections.find((s) => s.name === name)?.count;
  expect(count("leads")).toBe(2);
  expect(count("contacts")).toBe(1);
  expect(count("bookings")).toBe(1);
  // question: sales; booking: confirmation, sales and its four reminders (a day and an hour ahead, to
  // the visitor and the team), which the erasure deletes unsent.
  expect(count("emails")).toBe(7);
  expect(count("timeline")).toBe(1);
  expect(count("mailbox")).toBeGreaterThanOrEqual(3);
  expect(count("newsletter")).toBe(0);

  const nameWords = async () =>
    (
      (await h.database.db.execute(
        sql`select word from search_words where word in ('erin', 'erase') order by word`,
      )) as unknown as { rows: Array<{ word: string }> }
    ).rows.map((row) => row.word);
  expect(await nameWords()).toEqual(["erase", "erin"]);

  const refused = await asStaff(h, cookie).postJson("/api/admin/personal-data/erase", {
    email: person,
    confirm: "someone@else.example",
  });
  expect(refused.status).toBe(400);
  const erased = await asStaff(h, cookie).postJson("/api/admin/personal-data/erase", {
    email: person,
    confirm: person,
  });
  expect(erased.status).toBe(200);
  const { counts } = (await erased.json()) as { counts: Record<string, number> };
  expect(counts).toMatchObject({
    leads: 2,
    contacts: 1,
    bookings: 1,
    emails: 7,
    timeline: 1,
    webhooks: 0,
    newsletter: 0,
  });

  // Nothing about the person is left; the rows that stay are empty and still count.
  const after = await h.database.db.execute(
    sql`select * from leads where lower(email) = ${person} or name = 'Erin Erase'`,
  );
  expect((after as unknown as { rows: Array<unknown> }).rows).toHaveLength(0);
  const [emptied] = await h.database.db.select().from(leads).where(eq(leads.id, question));
  expect(emptied).toMatchObject({ name: "", email: "", payload: {}, type: "panel-question" });
  expect(emptied?.erasedAt).not.toBeNull();
  expect(emptied?.contactId).toBeNull();
  const contactsLeft = await h.database.db.execute(sql`select * from contacts where email_key = ${person}`);
  expect((contactsLeft as unknown as { rows: Array<unknown> }).rows).toHaveLength(0);
  // The search's word list keeps no word only this person's name held.
  expect(await nameWords()).toEqual([]);
  const [booking] = await h.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
  expect(booking).toMatchObject({ status: "erased", name: "", email: "", phone: "" });
  expect(readdirSync(mailDir).length).toBe(filesBefore - counts.mailbox);
  const again = (await (
    await asStaff(h, cookie).postJson("/api/admin/personal-data/export", { email: person })
  ).json()) as {
    total: number;
  };
  expect(again.total).toBe(0);
  // Someone else's lead is untouched.
  const [kept] = await h.database.db.select().from(leads).where(eq(leads.id, other));
  expect(kept?.email).toBe("keep.me@example.com");

  // The audit log has the find/export/erase, naming the person by hash only.
  const audit = await h.database.db
    .select()
    .from(auditEvents)
    .where(sql`${auditEvents.action} like 'personal-data.%'`);
  expect(audit.map((a) => a.action)).toEqual(
    expect.arrayContaining(["personal-data.exported", "personal-data.erased"]),
  );
  expect(JSON.stringify(audit)).not.toMatch(/erase\.me/i);
});

test("the personal-data lookup is a form post: the address is in no address, link or form action, and the lookup needs no script", async () => {
  const person = "lookup.me@example.com";
  await submitQuestion({ email: person, name: "Lou Lookup" });
  const blank = await renderAdminPage(h, staffEmail, personalDataPage.loader, "/admin/personal-data");
  expect(blank.html).toMatch(/<form [^>]*action="\/admin\/personal-data" method="post">/);
  expect(blank.html).not.toContain("<script");
  // An address in the query is not looked up: such links would leave it in logs and histories.
  const linked = await renderAdminPage(h, staffEmail, personalDataPage.loader, `/admin/personal-data?email=${person}`);
  expect(linked.text).not.toContain("Held for");

  const found = await renderAdminPage(h, staffEmail, personalDataPage.action, "/admin/personal-data", {
    form: { intent: "find", email: person },
  });
  expect(found.status).toBe(200);
  expect(found.text).toContain(`Held for ${person}`);
  const urls = [...found.html.matchAll(/(?:href|action|src|formaction)="([^"]*)"/g)].map((match) => match[1] ?? "");
  expect(urls).toContain("/admin/personal-data");
  expect(urls.filter((url) => url.startsWith("/api/"))).toEqual([]);
  for (const url of urls) expect(decodeURIComponent(url)).not.toMatch(/lookup\.me/i);

  // A mistyped confirmation erases nothing: the page shows what is held again, with the problem beside the field.
  const staff = asStaff(h, cookie);
  const refused = await staff.postForm("/admin/personal-data", {
    intent: "erase",
    email: person,
    confirm: "someone@else.example",
  });
  expect(refused.status).toBe(400);
  const refusedHtml = await refused.text();
  expect(visibleText(refusedHtml)).toContain(`Held for ${person}`);
  expect(visibleText(refusedHtml)).toContain(
    "Nothing was erased: the address typed to confirm was not the one found. Find the address again and type it exactly.",
  );
  expect(refusedHtml).toMatch(/id="pd-confirm"[^>]*aria-invalid="true"/);

  const exported = await staff.postForm("/admin/personal-data", { intent: "export", email: person });
  expect(exported.status).toBe(200);
  expect(exported.headers.get("content-disposition")).toMatch(
    /^attachment; filename="personal-data-[0-9a-f]{16}\.json"$/,
  );
  expect(((await exported.json()) as { total: number }).total).toBeGreaterThan(0);

  const erased = await staff.postForm("/admin/personal-data", { intent: "erase", email: person, confirm: person });
  expect(erased.status).toBe(303);
  const { location, page } = await followFlash(h, cookie, erased);
  expect(location).toMatch(/^\/admin\/personal-data\?erased=[0-9a-f-]{36}$/);
  const text = visibleText(await page.text());
  expect(text).toContain("Everything held for that address was erased. Only anonymous counts remain.");
  expect(text).toMatch(/leads: 1/);
});
