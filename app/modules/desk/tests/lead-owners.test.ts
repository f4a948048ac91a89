import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { todayIn, addCalendarDays } from "#app/lib/booking-slots";
import { parseLeadListQuery } from "#app/schemas/admin";
import { adminUsers, auditEvents, leads } from "#server/db/schema";
import { listLeads } from "#app/modules/desk/server";
import { testOrigin, useApiHarness } from "#tests/support/api-app";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { storeLead } from "#tests/support/admin-leads";
import * as leadPage from "#app/modules/desk/desk/lead";
import { renderAdminPage, visibleText } from "#tests/support/admin-pages";
import { deskPages } from "#tests/support/desk-pages";
import { inboxPageLoader as inboxPage } from "#app/modules/desk/ui";

const h = useApiHarness({ pages: deskPages({ "/admin/leads/:kind/:id": leadPage }) });
const zone = "Asia/Kolkata";
let ana: { id: string; email: string; as: ReturnType<typeof asStaff> };
let ben: { id: string; email: string };

async function staffId(email: string): Promise<string> {
  const [row] = await h.database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
  if (!row) throw new Error("no staff");
  return row.id;
}

beforeAll(async () => {
  const anaEmail = await createStaff(h.database.db, "ana.ruiz@owners.example");
  const benEmail = await createStaff(h.database.db, "ben.osei@owners.example");
  ana = { id: await staffId(anaEmail), email: anaEmail, as: asStaff(h, await signInAs(h, anaEmail)) };
  ben = { id: await staffId(benEmail), email: benEmail };
});

async function inbox(params: Record<string, string>, viewer = ana.id): Promise<Array<string>> {
  const list = await listLeads(h.database.db, parseLeadListQuery(new URLSearchParams(params)), {
    staffId: viewer,
    timeZone: zone,
    now: new Date(),
  });
  return list.rows.map((row) => row.email).sort();
}

test("leads are assigned in bulk, each change in the lead's timeline; an unknown owner is refused", async () => {
  const ids = [
    await storeLead(h.database.db, { name: "Cleo Park", email: "cleo@bulk-owner.example" }),
    await storeLead(h.database.db, { name: "Dev Rao", email: "dev@bulk-owner.example" }),
  ];
  const assigned = await ana.as.postJson("/api/admin/leads/assign", { ids, owner: ben.id });
  expect(assigned.status).toBe(200);
  expect(await assigned.json()).toEqual({ changed: 2 });
  const rows = await h.database.db.select({ ownerId: leads.ownerId }).from(leads).where(inArray(leads.id, ids));
  expect(rows.map((row) => row.ownerId)).toEqual([ben.id, ben.id]);
  const entries = await h.database.db.select().from(auditEvents).where(inArray(auditEvents.leadId, ids));
  expect(entries.map((entry) => [entry.action, entry.actorEmail, entry.details])).toEqual([
    ["lead.owner", ana.email, { from: "", to: ben.email }],
    ["lead.owner", ana.email, { from: "", to: ben.email }],
  ]);

  // The same owner again changes nothing and writes nothing.
  expect(await (await ana.as.postJson("/api/admin/leads/assign", { ids, owner: ben.id })).json()).toEqual({
    changed: 0,
  });
  const unknown = await ana.as.postJson("/api/admin/leads/assign", {
    ids,
    owner: "00000000-0000-4000-8000-000000000000",
  });
  expect(unknown.status).toBe(400);
  expect(((await unknown.json()) as { message: string }).message).toBe(
    "That member of staff no longer has an account. Choose another owner.",
  );
  const none = await ana.as.postJson("/api/admin/leads/assign", { ids, owner: "none" });
  expect(await none.json()).toEqual({ changed: 2 });
});

test("the lead page sets owner and next step; each change is one timeline entry, clearing the date clears the task", async () => {
  const id = await storeLead(h.database.db, { name: "Esme Hart", email: "esme@next-step.example" });
  const saved = await ana.as.postJson(`/api/admin/leads/${id}`, {
    status: "contacted",
    owner: ana.id,
    followUpOn: "2026-12-04",
    followUpTask: "Call back about the proposal",
    note: "Spoke on the phone",
  });
  expect(saved.status).toBe(200);
  const [row] = await h.database.db.select().from(leads).where(eq(leads.id, id));
  expect([row?.status, row?.ownerId, row?.followUpOn, row?.followUpTask]).toEqual([
    "contacted",
    ana.id,
    "2026-12-04",
    "Call back about the proposal",
  ]);
  const entries = await h.database.db.select().from(auditEvents).where(eq(auditEvents.leadId, id));
  expect(entries.map((entry) => entry.action).sort()).toEqual(["lead.follow-up", "lead.owner", "lead.status"]);

  await ana.as.postJson(`/api/admin/leads/${id}`, { status: "contacted", followUpOn: "", followUpTask: "ignored" });
  const [cleared] = await h.database.db.select().from(leads).where(eq(leads.id, id));
  expect([cleared?.followUpOn, cleared?.followUpTask]).toEqual([null, ""]);

  const bad = await ana.as.postJson(`/api/admin/leads/${id}`, { status: "contacted", followUpOn: "next friday" });
  expect(bad.status).toBe(400);
});

test("a follow-up day the calendar does not have is refused with a message, by the form and the API, and nothing is stored", async () => {
  const id = await storeLead(h.database.db, { name: "Ivo Mare", email: "ivo@no-such-day.example" });
  const cookie = await signInAs(h, ana.email);
  for (const day of ["2026-02-30", "0000-00-00", "2025-13-01", "2026-04-31"]) {
    const form = await ana.as.postForm(`/admin/leads/questions/${id}`, {
      intent: "update",
      status: "contacted",
      followUpOn: day,
      followUpTask: "Call",
    });
    expect(form.status, day).toBe(400);
    const html = await form.text();
    expect(visibleText(html), day).toContain(
      "The follow-up needs a day the calendar has (yyyy-MM-dd, from 2000-01-01 to 2999-12-31). Nothing was changed.",
    );
    expect(html, day).toContain(`value="${day}"`);
    const patch = await h.request(`/api/admin/leads/${id}`, {
      method: "PATCH",
      headers: { cookie, origin: testOrigin, "content-type": "application/json" },
      body: JSON.stringify({ followUpOn: day }),
    });
    expect(patch.status, day).toBe(400);
    expect(((await patch.json()) as { errors: Record<string, Array<string>> }).errors.followUpOn, day).toEqual([
      `${day} is not a day of the calendar. Give a real date, from 2000-01-01 to 2999-12-31.`,
    ]);
  }
  const [row] = await h.database.db.select().from(leads).where(eq(leads.id, id));
  expect([row?.status, row?.followUpOn, row?.followUpTask]).toEqual(["new", null, ""]);
  const entries = await h.database.db.select().from(auditEvents).where(eq(auditEvents.leadId, id));
  expect(entries).toEqual([]);
  // The desk's other dates take the same field: a meeting moved to no day, a day closed that is none.
  const moved = await ana.as.postJson(`/api/admin/appointments/${id}/reschedule`, {
    date: "2026-02-30",
    time: "10:00",
  });
  expect(moved.status).toBe(400);
  const closed = await ana.as.postJson("/api/admin/closed-days", { date: "0000-00-00" });
  expect(closed.status).toBe(400);
});

test("the inbox's filters combine: kind, open stages, mine, unassigned, follow-up due", async () => {
  const today = todayIn(zone);
  const mine = await storeLead(h.database.db, { name: "F", email: "f@filters.example", type: "talent-request" });
  const minePast = await storeLead(h.database.db, { name: "G", email: "g@filters.example" });
  const wonMine = await storeLead(h.database.db, { name: "H", email: "h@filters.example" });
  await storeLead(h.database.db, { name: "I", email: "i@filters.example" });
  await h.database.db.update(leads).set({ ownerId: ana.id, followUpOn: today }).where(eq(leads.id, mine));
  await h.database.db
    .update(leads)
    .set({ ownerId: ana.id, followUpOn: addCalendarDays(today, -3) })
    .where(eq(leads.id, minePast));
  await h.database.db
    .update(leads)
    .set({ ownerId: ana.id, status: "won", followUpOn: addCalendarDays(today, -3) })
    .where(eq(leads.id, wonMine));

  const q = "filters.example";
  expect(await inbox({ q })).toEqual([
    "f@filters.example",
    "g@filters.example",
    "h@filters.example",
    "i@filters.example",
  ]);
  expect(await inbox({ q, owner: "mine" })).toEqual(["f@filters.example", "g@filters.example", "h@filters.example"]);
  expect(await inbox({ q, owner: "mine", status: "open" })).toEqual(["f@filters.example", "g@filters.example"]);
  expect(await inbox({ q, owner: "mine" }, ben.id)).toEqual([]);
  expect(await inbox({ q, owner: "unassigned" })).toEqual(["i@filters.example"]);
  // Due: today or overdue, and only while the lead is open.
  expect(await inbox({ q, due: "due" })).toEqual(["f@filters.example", "g@filters.example"]);
  expect(await inbox({ q, kind: "talent-requests" })).toEqual(["f@filters.example"]);
  expect(await inbox({ q, kind: "talent-requests", owner: "unassigned" })).toEqual([]);
});

test("the Follow-up due tab opens the viewer's own due leads; everyone's are the owner filter away", async () => {
  const yesterday = addCalendarDays(todayIn(zone), -1);
  const mine = await storeLead(h.database.db, { name: "Mina Due", email: "mina@tab-due.example" });
  const theirs = await storeLead(h.database.db, { name: "Theo Due", email: "theo@tab-due.example" });
  await h.database.db.update(leads).set({ ownerId: ana.id, followUpOn: yesterday }).where(eq(leads.id, mine));
  await h.database.db.update(leads).set({ ownerId: ben.id, followUpOn: yesterday }).where(eq(leads.id, theirs));

  const inbox = await renderAdminPage(h, ana.email, inboxPage, "/admin");
  const tab = /<a href="([^"]*)"[^>]*>Follow-up due<\/a>/.exec(inbox.html)?.[1]?.replace(/&amp;/g, "&");
  expect(tab).toBeDefined();
  const opened = await renderAdminPage(h, ana.email, inboxPage, tab ?? "");
  expect(opened.text).toContain("Mina Due");
  expect(opened.text).not.toContain("Theo Due");
  const everyone = await renderAdminPage(h, ana.email, inboxPage, "/admin?due=due&owner=any");
  expect(everyone.text).toContain("Mina Due");
  expect(everyone.text).toContain("Theo Due");
});
