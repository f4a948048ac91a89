import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import ical from "node-ical";
import { afterEach, expect, test } from "vitest";
import { addCalendarDays, todayIn, weekdayOf } from "#app/lib/booking-slots";
import { loader as appointmentsPage } from "#app/modules/meetings/desk/appointments";
import { leadPageLoader as leadPage } from "#app/modules/desk/ui";
import { systemClock } from "#server/clock";
import { adminUsers, auditEvents, bookings, leads, outboxEmails } from "#server/db/schema";
import type { MailAttachment } from "#app/modules/mail/server";
import { createBookingManager, bookingSettings } from "#app/modules/booking/server";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { renderAdminPage } from "#tests/support/admin-pages";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";
import { appointmentBody, businessZone, futureSlots, type BookingReply } from "#tests/support/bookings";
import { freshIp } from "#tests/support/leads";

// A meeting that changes host (docs/product.md#hosts): the first host's calendar loses it, the new
// host's gains it, sales hears of it, and the lead follows the meeting when it was the first host's.
const harnesses: Array<ApiHarness> = [];
afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((h) => h.close()));
});

const salesEmail = "sales@northwind-talent.example";
const uidOf = (bookingId: string) => `${bookingId}@www.northwind-talent.example`;

async function setUp() {
  const h = await createApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "100000", SALES_EMAIL: salesEmail } });
  harnesses.push(h);
  const deskEmail = await createStaff(h.database.db, "desk.lead@example.com");
  const staff = asStaff(h, await signInAs(h, deskEmail));
  return { h, staff, deskEmail };
}
type Ctx = Awaited<ReturnType<typeof setUp>>;

const allDay = Object.fromEntries(
  [0, 1, 2, 3, 4, 5, 6].flatMap((d) => [
    [`start${d}`, "00:00"],
    [`end${d}`, "00:00"],
  ]),
);

async function addHost(ctx: Ctx, email: string, displayName: string, settings: Record<string, unknown> = {}) {
  await createStaff(ctx.h.database.db, email);
  const [user] = await ctx.h.database.db.select().from(adminUsers).where(eq(adminUsers.email, email));
  const id = user?.id ?? "";
  const saved = await ctx.staff.postJson(`/api/admin/hosts/${id}`, {
    displayName,
    timeZone: businessZone,
    ...allDay,
    ...settings,
  });
  expect(saved.status).toBe(200);
  return id;
}

async function setActive(ctx: Ctx, id: string, displayName: string, active: boolean) {
  const saved = await ctx.staff.postJson(`/api/admin/hosts/${id}`, {
    displayName,
    timeZone: businessZone,
    active,
    ...allDay,
  });
  expect(saved.status).toBe(200);
}

async function booked(h: ApiHarness, slot: { date: string; time: string }, email: string, name = "Priya Sharma") {
  const response = await h.postJson("/api/appointments/schedule", appointmentBody(slot, { email, name }), {
    "x-forwarded-for": freshIp(),
  });
  expect(response.status).toBe(201);
  const reply = (await response.json()) as BookingReply;
  return { ...reply, token: reply.manageUrl.split("/").pop() ?? "" };
}

/** A Monday two to three weeks ahead, well past the minimum notice; `at(time, days)` a slot from it. */
function farDay() {
  const monday = futureSlots().find(
    (slot) => slot.date >= addCalendarDays(todayIn(businessZone), 14) && weekdayOf(slot.date) === 1,
  );
  if (!monday) throw new Error("no Monday ahead");
  return (time: string, days = 0) => ({ date: addCalendarDays(monday.date, days), time });
}

async function bookingRow(h: ApiHarness, id: string) {
  const [row] = await h.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

async function emailsOf(h: ApiHarness, bookingId: string) {
  return h.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.bookingId, bookingId))
    .orderBy(asc(outboxEmails.createdAt));
}

/** RFC 6868: a parameter value's `^'`, `^n` and `^^` back to `"`, a line break and `^`. */
function decodeParam(value: string): string {
  return value.replace(/\^(['n^])/g, (_, c: string) => (c === "'" ? '"' : c === "n" ? "\n" : "^"));
}

/** The one event of an email's calendar file, parsed, with its METHOD and the CNs as written. */
function calendarOf(email: { attachments: unknown } | undefined) {
  const ics = (email?.attachments as Array<MailAttachment> | undefined)?.[0]?.content ?? "";
  const parsed = ical.sync.parseICS(ics);
  const event = Object.values(parsed).find((item) => item?.type === "VEVENT") as ical.VEvent | undefined;
  if (!event) throw new Error(`no VEVENT in ${ics}`);
  const cn = (value: unknown) => decodeParam(String((value as { params?: { CN?: string } }).params?.CN ?? ""));
  const mailto = (value: unknown) => String((value as { val?: string }).val ?? "").replace(/^mailto:/i, "");
  const attendees = ([] as Array<unknown>).concat(event.attendee ?? []);
  return {
    method: (parsed.vcalendar as { method?: string } | undefined)?.method,
    uid: event.uid,
    sequence: Number(event.sequence),
    start: event.start.toISOString(),
    organizer: { name: cn(event.organizer), email: mailto(event.organizer) },
    attendees: attendees.map((attendee) => ({ name: cn(attendee), email: mailto(attendee) })),
  };
}

/** An admin page as the desk lead sees it, rendered by its loader: its visible text and its HTML. */
async function adminPage(
  ctx: Ctx,
  load: (args: never) => Promise<Response>,
  path: string,
  params: Record<string, string> = {},
) {
  const page = await renderAdminPage(ctx.h, ctx.deskEmail, load, path, { params });
  expect(page.status).toBe(200);
  return page;
}

const calendarPage = (ctx: Ctx, query = "") => adminPage(ctx, appointmentsPage, `/admin/appointments${query}`);

test("a move that changes the host: the first host's invitation is cancelled (same UID), the new host is invited, sales is told, and the lead moves with it", async () => {
  const ctx = await setUp();
  const at = farDay();
  const asha = await addHost(ctx, "asha@example.com", "Asha Rao");
  // Ben starts paused, so the meeting is Asha's; then he takes meetings too.
  const ben = await addHost(ctx, "ben@example.com", "Ben Okafor", { active: false });
  const mover = await booked(ctx.h, at("10:00"), "mover@example.com", "Mara Quinn");
  expect((await bookingRow(ctx.h, mover.id)).hostId).toBe(asha);
  await setActive(ctx, ben, "Ben Okafor", true);
  const [lead] = await ctx.h.database.db.select().from(leads).where(eq(leads.email, "mover@example.com"));
  expect(lead?.ownerId).toBe(asha);

  // Asha is away on Tuesday: the move there goes to Ben.
  expect((await ctx.staff.postJson(`/api/admin/hosts/${asha}/days-off`, { date: at("", 1).date })).status).toBe(200);
  const manager = createBookingManager({
    db: ctx.h.database.db,
    settings: bookingSettings(ctx.h.config),
    clock: systemClock,
  });
  const before = new Date();
  expect(await manager.reschedule(mover.token, at("11:00", 1))).toMatchObject({ moved: true });
  const moved = await bookingRow(ctx.h, mover.id);
  expect(moved.hostId).toBe(ben);

  const sent = (await emailsOf(ctx.h, mover.id)).filter((email) => email.createdAt >= before);
  const byKind = (kind: string) => sent.filter((email) => email.kind === kind);
  // Asha: her invitation's cancellation, for the old time, with the UID her calendar holds.
  const [released] = byKind("appointment.host-released");
  expect(released?.recipient).toBe("asha@example.com");
  const cancel = calendarOf(released);
  expect(cancel).toMatchObject({ method: "CANCEL", uid: uidOf(mover.id), sequence: 1 });
  expect(cancel.start).toBe(new Date(mover.startUtc).toISOString());
  expect(cancel.organizer).toEqual({ name: "Asha Rao", email: "asha@example.com" });
  expect(released?.text).toContain("Ben Okafor");
  // Ben: the invitation, as the meeting's new organizer.
  const [invited] = byKind("appointment.sales-rescheduled");
  expect(invited?.recipient).toBe("ben@example.com");
  expect(calendarOf(invited)).toMatchObject({ method: "REQUEST", uid: uidOf(mover.id), sequence: 1 });
  expect(calendarOf(invited).organizer).toEqual({ name: "Ben Okafor", email: "ben@example.com" });
  expect(invited?.text).toContain("Asha Rao");
  // Sales: told, with the updated invitation for the team calendar.
  const [told] = byKind("appointment.sales-host-changed");
  expect(told?.recipient).toBe(salesEmail);
  expect(told?.subject).toContain("Ben Okafor");
  expect(told?.text).toMatch(/Asha Rao.*Ben Okafor/s);
  expect(calendarOf(told)).toMatchObject({ method: "REQUEST", uid: uidOf(mover.id), sequence: 1 });
  // The visitor: the move, from the new organizer.
  const [visitor] = byKind("appointment.rescheduled");
  expect(calendarOf(visitor).organizer.email).toBe("ben@example.com");
  // Reminders follow the meeting to Ben.
  const reminders = sent.filter((email) => email.kind === "appointment.reminder" && email.status === "pending");
  expect(reminders.map((email) => email.recipient)).toEqual(["ben@example.com", "ben@example.com"]);

  // The lead was Asha's, so it is Ben's now, and its timeline says so.
  const [after] = await ctx.h.database.db.select().from(leads).where(eq(leads.id, lead!.id));
  expect(after?.ownerId).toBe(ben);
  const owners = await ctx.h.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.leadId, lead!.id), eq(auditEvents.action, "lead.owner")));
  expect(owners.map((entry) => entry.details)).toEqual([
    { from: "asha@example.com", to: "ben@example.com", reason: "host-changed" },
  ]);
  const leadPageText = (
    await adminPage(ctx, leadPage, `/admin/leads/appointments/${lead!.id}`, { kind: "appointments", id: lead!.id })
  ).text;
  expect(leadPageText).toContain("It went to Ben with the meeting, its new host");
});

test("a lead owned by someone else than the first host keeps its owner when the meeting changes host", async () => {
  const ctx = await setUp();
  const at = farDay();
  const asha = await addHost(ctx, "asha@example.com", "Asha Rao");
  const ben = await addHost(ctx, "ben@example.com", "Ben Okafor", { active: false });
  const mover = await booked(ctx.h, at("10:00"), "kept@example.com");
  const [lead] = await ctx.h.database.db.select().from(leads).where(eq(leads.email, "kept@example.com"));
  const [desk] = await ctx.h.database.db.select().from(adminUsers).where(eq(adminUsers.email, ctx.deskEmail));
  expect((await ctx.staff.postJson("/api/admin/leads/assign", { ids: [lead!.id], owner: desk!.id })).status).toBe(200);
  await setActive(ctx, ben, "Ben Okafor", true);
  await ctx.staff.postJson(`/api/admin/hosts/${asha}/days-off`, { date: at("", 1).date });
  const moved = await ctx.staff.postJson(`/api/admin/appointments/${mover.id}/reschedule`, at("11:00", 1));
  expect(moved.status).toBe(200);
  expect((await bookingRow(ctx.h, mover.id)).hostId).toBe(ben);
  const [after] = await ctx.h.database.db.select().from(leads).where(eq(leads.id, lead!.id));
  expect(after?.ownerId).toBe(desk!.id);
});

test("a meeting booked before hosts existed shows No host on the calendar, with a form that gives it one: the host is invited, the visitor updated, sales told", async () => {
  const ctx = await setUp();
  const at = farDay();
  const early = await booked(ctx.h, at("10:00"), "early@example.com", "Early Bird");
  const asha = await addHost(ctx, "asha@example.com", "Asha Rao", { meetingUrl: "https://meet.example.com/asha" });
  const later = await booked(ctx.h, at("11:00"), "later@example.com", "Late Comer");
  expect((await bookingRow(ctx.h, later.id)).hostId).toBe(asha);

  const { html, text } = await calendarPage(ctx, `?from=${at("").date}`);
  expect(text).toMatch(/Early Bird .*No host/);
  expect(text).toContain("Host: Asha Rao");
  expect(html).toContain(`id="host-for-${early.id}"`);
  expect(html).not.toContain(`id="host-for-${later.id}"`);

  const before = new Date();
  const given = await ctx.staff.postJson(`/api/admin/appointments/${early.id}/host`, { host: asha });
  expect(given.status).toBe(200);
  expect(await given.json()).toEqual({ hostId: asha });
  const row = await bookingRow(ctx.h, early.id);
  expect(row.hostId).toBe(asha);
  expect(row.sequence).toBe(1);

  const sent = (await emailsOf(ctx.h, early.id)).filter((email) => email.createdAt >= before);
  const [invite] = sent.filter((email) => email.kind === "appointment.host-assigned");
  expect(invite?.recipient).toBe("asha@example.com");
  expect(calendarOf(invite)).toMatchObject({ method: "REQUEST", uid: uidOf(early.id), sequence: 1 });
  expect(calendarOf(invite).organizer).toEqual({ name: "Asha Rao", email: "asha@example.com" });
  const [visitor] = sent.filter((email) => email.kind === "appointment.updated");
  expect(visitor?.recipient).toBe("early@example.com");
  expect(visitor?.text).toContain("Your host: Asha Rao");
  expect(visitor?.text).toContain("https://meet.example.com/asha");
  expect(calendarOf(visitor)).toMatchObject({ method: "REQUEST", uid: uidOf(early.id), sequence: 1 });
  const [told] = sent.filter((email) => email.kind === "appointment.sales-host-changed");
  expect(told?.recipient).toBe(salesEmail);
  // The team's reminders go to the host from now on; the ones queued for sales are dropped.
  const reminders = (await emailsOf(ctx.h, early.id)).filter((email) => email.kind === "appointment.reminder");
  expect(reminders.filter((email) => email.status === "pending").map((email) => email.recipient)).toEqual([
    "asha@example.com",
    "asha@example.com",
  ]);
  expect(reminders.filter((email) => email.status === "dropped").map((email) => email.recipient)).toEqual([
    salesEmail,
    salesEmail,
  ]);
  const audit = await ctx.h.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.subject, `booking:${early.id}`));
  expect(audit.map((entry) => entry.action)).toEqual(["appointment.host-assigned"]);

  const { text: after, html: afterHtml } = await calendarPage(ctx, `?from=${at("").date}`);
  expect(after).not.toMatch(/Early Bird .*No host/);
  expect(after.match(/Host: Asha Rao/g)).toHaveLength(2);
  expect(afterHtml).not.toContain(`action="/api/admin/appointments/${early.id}/host"`);
});

test("giving a host is refused with a clear message when the meeting has one, the host is paused or busy, or is no host; nothing changes", async () => {
  const ctx = await setUp();
  const at = farDay();
  const early = await booked(ctx.h, at("10:00"), "early.two@example.com");
  const earlyAtOne = await booked(ctx.h, at("13:00"), "early.three@example.com");
  const asha = await addHost(ctx, "asha@example.com", "Asha Rao");
  await addHost(ctx, "ben@example.com", "Ben Okafor");
  const paused = await addHost(ctx, "paused@example.com", "Paula Paused", { active: false });
  const hosted = await booked(ctx.h, at("14:00"), "hosted@example.com");
  // Of two hosts, the early 13:00 meeting takes one's place: the other gets this one, and is then busy at 13:00.
  const atOne = await booked(ctx.h, at("13:00"), "at.one@example.com");
  const busyHost = (await bookingRow(ctx.h, atOne.id)).hostId!;
  const [desk] = await ctx.h.database.db.select().from(adminUsers).where(eq(adminUsers.email, ctx.deskEmail));
  const give = (id: string, host: string) => ctx.staff.postJson(`/api/admin/appointments/${id}/host`, { host });
  const cases: Array<[string, string, number, string]> = [
    [hosted.id, asha, 409, "This meeting already has a host."],
    [early.id, paused, 409, "This host is paused and takes no new meetings. Choose an active host."],
    [early.id, desk!.id, 400, "Choose one of the hosts set up on the Hosts page."],
    [early.id, "not-an-id", 400, "Choose one of the hosts set up on the Hosts page."],
    [randomUUID(), asha, 404, "This meeting cannot be given a host: it was cancelled, has started or does not exist."],
    [
      earlyAtOne.id,
      busyHost,
      409,
      "This host is not free at that time (outside their hours, on a day off or in another meeting). Choose another host.",
    ],
  ];
  for (const [id, host, status, message] of cases) {
    const response = await give(id, host);
    expect(response.status, message).toBe(status);
    expect(await response.json()).toEqual({ message });
  }
  expect((await bookingRow(ctx.h, earlyAtOne.id)).hostId).toBeNull();
  expect((await bookingRow(ctx.h, early.id)).hostId).toBeNull();
  expect((await bookingRow(ctx.h, early.id)).sequence).toBe(0);
});

test("the calendar filters by host, and by meetings with no host", async () => {
  const ctx = await setUp();
  const at = farDay();
  await booked(ctx.h, at("09:00"), "nohost@example.com", "Nora Nohost");
  const asha = await addHost(ctx, "asha@example.com", "Asha Rao");
  await booked(ctx.h, at("10:00"), "for.asha@example.com", "Ada Asha");
  const ben = await addHost(ctx, "ben@example.com", "Ben Okafor");
  await setActive(ctx, asha, "Asha Rao", false);
  await booked(ctx.h, at("11:00"), "for.ben@example.com", "Bo Ben");
  const from = `from=${at("").date}`;
  const all = (await calendarPage(ctx, `?${from}`)).text;
  expect(all).toContain("Nora Nohost");
  expect(all).toContain("Ada Asha");
  expect(all).toContain("Bo Ben");
  const onlyBen = await calendarPage(ctx, `?${from}&host=${ben}`);
  expect(onlyBen.text).toContain("Bo Ben");
  expect(onlyBen.text).not.toContain("Ada Asha");
  expect(onlyBen.text).not.toContain("Nora Nohost");
  // The filter keeps its choice across the page's other links.
  expect(onlyBen.html).toContain(`host=${ben}`);
  expect(onlyBen.html).toMatch(new RegExp(`<option value="${ben}" selected`));
  const none = (await calendarPage(ctx, `?${from}&host=none`)).text;
  expect(none).toContain("Nora Nohost");
  expect(none).not.toContain("Ada Asha");
  expect(none).not.toContain("Bo Ben");
  // A paused host's meetings are still theirs to filter by.
  const onlyAsha = (await calendarPage(ctx, `?${from}&host=${asha}`)).text;
  expect(onlyAsha).toContain("Ada Asha");
  expect(onlyAsha).not.toContain("Bo Ben");
});

test("a host's feed and the team's feed carry different calendar names", async () => {
  const ctx = await setUp();
  const asha = await addHost(ctx, "asha@example.com", "Asha Rao");
  const team = (await (await ctx.staff.postJson("/api/admin/calendar-feeds", {})).json()) as { url: string };
  const own = (await (await ctx.staff.postJson(`/api/admin/hosts/${asha}/calendar-feeds`, {})).json()) as {
    url: string;
  };
  const nameOf = async (url: string) => {
    const body = await (await ctx.h.request(new URL(url).pathname)).text();
    return /^X-WR-CALNAME:(.*)$/m.exec(body)?.[1]?.trim();
  };
  expect(await nameOf(team.url)).toBe("Northwind Talent consultations");
  expect(await nameOf(own.url)).toBe("Northwind Talent consultations: Asha Rao");
  await booked(ctx.h, farDay()("10:00"), "feed.visitor@example.com");
  expect(await nameOf(own.url)).toBe("Northwind Talent consultations: Asha Rao");
  expect(await nameOf(team.url)).toBe("Northwind Talent consultations");
});

test("names with \" ^ and the like survive in the invitation's ORGANIZER and ATTENDEE and in the feed (RFC 6868)", async () => {
  const ctx = await setUp();
  const hostName = 'Ann "The Boss" O\'Neil ^_^';
  const visitorName = 'Zoë "Z" Ng^2';
  const host = await addHost(ctx, "ann@example.com", hostName);
  const meeting = await booked(ctx.h, farDay()("10:00"), "zoe@example.com", visitorName);
  const emails = await emailsOf(ctx.h, meeting.id);
  // The visitor's own copy names them by their address: it goes to an address nobody verified.
  for (const [kind, attendee] of [
    ["appointment.confirmation", { name: "zoe@example.com", email: "zoe@example.com" }],
    ["appointment.sales", { name: visitorName, email: "zoe@example.com" }],
  ] as const) {
    const calendar = calendarOf(emails.find((email) => email.kind === kind));
    expect(calendar.organizer).toEqual({ name: hostName, email: "ann@example.com" });
    expect(calendar.attendees).toEqual([attendee, { name: hostName, email: "ann@example.com" }]);
  }
  const feed = (await (await ctx.staff.postJson(`/api/admin/hosts/${host}/calendar-feeds`, {})).json()) as {
    url: string;
  };
  const ics = await (await ctx.h.request(new URL(feed.url).pathname)).text();
  const event = Object.values(ical.sync.parseICS(ics)).find((item) => item?.type === "VEVENT") as ical.VEvent;
  expect(decodeParam(String((event.organizer as unknown as { params: { CN: string } }).params.CN))).toBe(hostName);
});
