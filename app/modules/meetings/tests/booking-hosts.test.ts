import { eq } from "drizzle-orm";
import ical from "node-ical";
import { afterEach, expect, test } from "vitest";
import { addCalendarDays, slotStart, todayIn, weekdayOf } from "#app/lib/booking-slots";
import { systemClock } from "#server/clock";
import {
  adminUsers,
  auditEvents,
  bookings,
  calendarFeeds,
  hostDaysOff,
  hosts,
  leads,
  outboxEmails,
} from "#server/db/schema";
import type { MailAttachment } from "#app/modules/mail/server";
import { createBookingManager, bookingSettings } from "#app/modules/booking/server";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";
import { appointmentBody, businessZone, futureSlots, type BookingReply } from "#tests/support/bookings";
import { freshIp } from "#tests/support/leads";

// Hosts (docs/product.md#hosts): staff who take meetings, each with working hours in their own
// zone, days off and a meeting link; a slot is free while one of them is.
const harnesses: Array<ApiHarness> = [];
afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((h) => h.close()));
});

async function harnessWith(env: Record<string, string> = {}) {
  const h = await createApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "100000", ...env } });
  harnesses.push(h);
  const cookie = await signInAs(h, await createStaff(h.database.db, "desk.lead@example.com"));
  return { h, staff: asStaff(h, cookie) };
}

/** Every day 00:00 to midnight: any slot is inside these hours. */
const allDay = Object.fromEntries(
  [0, 1, 2, 3, 4, 5, 6].flatMap((d) => [
    [`start${d}`, "00:00"],
    [`end${d}`, "00:00"],
  ]),
);

async function addHost(
  ctx: Awaited<ReturnType<typeof harnessWith>>,
  email: string,
  settings: Record<string, unknown> = {},
): Promise<string> {
  await createStaff(ctx.h.database.db, email);
  const [user] = await ctx.h.database.db.select().from(adminUsers).where(eq(adminUsers.email, email));
  const id = user?.id ?? "";
  const saved = await ctx.staff.postJson(`/api/admin/hosts/${id}`, {
    displayName: email.split("@")[0],
    timeZone: businessZone,
    ...allDay,
    ...settings,
  });
  expect(saved.status).toBe(200);
  return id;
}

async function book(h: ApiHarness, slot: { date: string; time: string }, email: string) {
  return h.postJson("/api/appointments/schedule", appointmentBody(slot, { email }), { "x-forwarded-for": freshIp() });
}

async function booked(h: ApiHarness, slot: { date: string; time: string }, email: string): Promise<BookingReply> {
  const response = await book(h, slot, email);
  expect(response.status).toBe(201);
  return (await response.json()) as BookingReply;
}

async function hostOf(h: ApiHarness, bookingId: string): Promise<string | null> {
  const [row] = await h.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row?.hostId ?? null;
}

async function freeAt(h: ApiHarness, slot: { date: string; time: string }): Promise<boolean> {
  const response = await h.request(`/api/appointments/availability?from=${slot.date}&to=${slot.date}`);
  const body = (await response.json()) as { days: Array<{ slots: Array<{ time: string; available: boolean }> }> };
  return body.days[0]?.slots.find((s) => s.time === slot.time)?.available ?? false;
}

/** A Monday two to three weeks ahead (a Monday and a Tuesday hold all seven slots), well past the minimum notice. */
function farDay() {
  const monday = futureSlots().find(
    (slot) => slot.date >= addCalendarDays(todayIn(businessZone), 14) && weekdayOf(slot.date) === 1,
  );
  if (!monday) throw new Error("no Monday ahead");
  return (time: string, days = 0) => ({ date: addCalendarDays(monday.date, days), time });
}

test("two hosts: a slot stays free while one of them is, the round-robin alternates, the third request is refused", async () => {
  const ctx = await harnessWith();
  const first = await addHost(ctx, "asha@example.com");
  const second = await addHost(ctx, "ben@example.com");
  const at = farDay();
  // With a host free all day, an open weekday keeps every one of its slots: seven, six on Friday.
  const week = await ctx.h.request(`/api/appointments/availability?from=${at("", 0).date}&to=${at("", 4).date}`);
  const days = ((await week.json()) as { days: Array<{ weekday: string; slots: Array<{ available: boolean }> }> }).days;
  expect(days.map((day) => [day.weekday, day.slots.filter((slot) => slot.available).length])).toEqual([
    ["Monday", 7],
    ["Tuesday", 7],
    ["Wednesday", 7],
    ["Thursday", 7],
    ["Friday", 6],
  ]);

  const a = await booked(ctx.h, at("10:00"), "visitor.a@example.com");
  expect(await freeAt(ctx.h, at("10:00"))).toBe(true);
  const b = await booked(ctx.h, at("10:00"), "visitor.b@example.com");
  expect(new Set([await hostOf(ctx.h, a.id), await hostOf(ctx.h, b.id)])).toEqual(new Set([first, second]));
  expect(await freeAt(ctx.h, at("10:00"))).toBe(false);
  expect((await book(ctx.h, at("10:00"), "visitor.c@example.com")).status).toBe(409);

  // Both have one meeting this week: the one given a meeting longest ago is next, then the other.
  const c = await booked(ctx.h, at("13:00"), "visitor.d@example.com");
  const d = await booked(ctx.h, at("14:00"), "visitor.e@example.com");
  expect(await hostOf(ctx.h, c.id)).toBe(await hostOf(ctx.h, a.id));
  expect(await hostOf(ctx.h, d.id)).toBe(await hostOf(ctx.h, b.id));
});

test("a host's hours are read in their own zone, their days off close their slots, and no slot outside every host's hours is booked", async () => {
  const ctx = await harnessWith();
  const at = farDay();
  // 09:00-17:00 in London: of the business day in Kolkata (+5:30) only the afternoon slots fall inside.
  const weekdays = Object.fromEntries(
    [1, 2, 3, 4, 5].flatMap((d) => [
      [`start${d}`, "09:00"],
      [`end${d}`, "17:00"],
    ]),
  );
  const host = await addHost(ctx, "london@example.com", { timeZone: "Europe/London", ...allDayOff(), ...weekdays });
  const insideLondonHours = (slot: { date: string; time: string }) => {
    const start = slotStart(slot.date, Number(slot.time.slice(0, 2)), businessZone);
    const local = (d: Date) =>
      new Intl.DateTimeFormat("en-GB", {
        timeZone: "Europe/London",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(d);
    return local(start) >= "09:00" && local(new Date(start.getTime() + 3_600_000)) <= "17:00";
  };
  const times = ["09:00", "10:00", "11:00", "13:00", "14:00", "15:00", "16:00"];
  for (const time of times) expect(await freeAt(ctx.h, at(time))).toBe(insideLondonHours(at(time)));
  const outside = times.find((time) => !insideLondonHours(at(time))) ?? "09:00";
  expect((await book(ctx.h, at(outside), "too.early@example.com")).status).toBe(409);
  const inside = times.find((time) => insideLondonHours(at(time))) ?? "16:00";
  expect(await hostOf(ctx.h, (await booked(ctx.h, at(inside), "in.hours@example.com")).id)).toBe(host);

  // A day off in the host's zone: none of that day's slots is free any more.
  const dayOff = at("16:00", 1);
  const added = await ctx.staff.postJson(`/api/admin/hosts/${host}/days-off`, { date: dayOff.date });
  expect(added.status).toBe(200);
  for (const time of times) expect(await freeAt(ctx.h, at(time, 1))).toBe(false);
  expect((await book(ctx.h, dayOff, "on.leave@example.com")).status).toBe(409);
  const removed = await ctx.staff.postJson(`/api/admin/hosts/${host}/days-off/${dayOff.date}/remove`, {});
  expect(removed.status).toBe(200);
  expect(await freeAt(ctx.h, at(inside, 1))).toBe(true);
});

function allDayOff() {
  return Object.fromEntries(
    [0, 1, 2, 3, 4, 5, 6].flatMap((d) => [
      [`start${d}`, ""],
      [`end${d}`, ""],
    ]),
  );
}

test("a buffer after each meeting keeps the host's next hour free, with hosts and without", async () => {
  for (const withHost of [true, false]) {
    const ctx = await harnessWith({ BOOKING_BUFFER_MINUTES: "30" });
    if (withHost) await addHost(ctx, "solo@example.com");
    const at = farDay();
    await booked(ctx.h, at("10:00"), `buffered-${withHost}@example.com`);
    // 10:00-11:00 and 30 minutes after: 09:00 and 11:00 clash, 13:00 (after lunch) does not.
    expect(await freeAt(ctx.h, at("09:00"))).toBe(false);
    expect(await freeAt(ctx.h, at("11:00"))).toBe(false);
    expect(await freeAt(ctx.h, at("13:00"))).toBe(true);
    expect((await book(ctx.h, at("11:00"), `next-${withHost}@example.com`)).status).toBe(409);
  }
});

function invite(email: { attachments: unknown } | undefined) {
  const ics = (email?.attachments as Array<MailAttachment>)[0]?.content ?? "";
  const event = Object.values(ical.sync.parseICS(ics)).find((c) => c?.type === "VEVENT");
  if (!event || event.type !== "VEVENT") throw new Error("no VEVENT");
  // Long lines are folded (RFC 5545 3.1): unfolded, each property is one line.
  return { ics: ics.replace(/\r\n[ \t]/g, ""), event };
}

test("the host is the invitation's organizer and an attendee, with their own link; team emails and reminders go to them, the new booking to sales too", async () => {
  const ctx = await harnessWith();
  const host = await addHost(ctx, "riya@example.com", {
    displayName: "Riya Menon",
    meetingUrl: "https://meet.example.com/riya",
    meetingPhone: "+91 80 1234 5678",
  });
  const meeting = await booked(ctx.h, farDay()("11:00"), "guest@example.com");
  expect(await hostOf(ctx.h, meeting.id)).toBe(host);
  const emails = await ctx.h.database.db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, meeting.id));
  const toVisitor = emails.find((email) => email.kind === "appointment.confirmation");
  const { event, ics } = invite(toVisitor);
  expect(event.location).toBe("https://meet.example.com/riya (or by phone: +91 80 1234 5678)");
  expect(ics).toMatch(/ORGANIZER;CN="Riya Menon":mailto:riya@example.com/i);
  expect(ics).toMatch(/ATTENDEE;[^\r\n]*PARTSTAT="NEEDS-ACTION"[^\r\n]*:mailto:guest@example.com/);
  expect(ics).toMatch(/ATTENDEE;[^\r\n]*PARTSTAT="ACCEPTED"[^\r\n]*:mailto:riya@example.com/);
  expect(toVisitor?.text).toContain("Your host: Riya Menon");
  expect(toVisitor?.text).toContain("Join the call: https://meet.example.com/riya");

  const team = emails.filter((email) => email.kind === "appointment.sales").map((email) => email.recipient);
  expect(team.sort()).toEqual([ctx.h.config.salesEmail, "riya@example.com"].sort());
  const reminders = emails.filter((email) => email.kind === "appointment.reminder").map((email) => email.recipient);
  expect(reminders).toEqual(["riya@example.com", "riya@example.com"]);
  // The host owns the new person's lead: it is in their desk.
  const [lead] = await ctx.h.database.db.select().from(leads).where(eq(leads.email, "guest@example.com"));
  expect(lead?.ownerId).toBe(host);
});

test("a move keeps its host when they are free and goes to a free host when not; the move is audited", async () => {
  const ctx = await harnessWith();
  await addHost(ctx, "one@example.com");
  await addHost(ctx, "two@example.com");
  const at = farDay();
  const manager = createBookingManager({
    db: ctx.h.database.db,
    settings: bookingSettings(ctx.h.config),
    clock: systemClock,
  });
  const mover = await booked(ctx.h, at("09:00"), "mover@example.com");
  const host = await hostOf(ctx.h, mover.id);
  const token = mover.manageUrl.split("/").pop() ?? "";
  expect(await manager.reschedule(token, at("14:00"))).toMatchObject({ moved: true });
  expect(await hostOf(ctx.h, mover.id)).toBe(host);

  // Fill the host's 15:00 (the other host takes the second booking), then move there: the other host takes it.
  const blocker = await booked(ctx.h, at("15:00"), "blocker@example.com");
  const blockerHost = await hostOf(ctx.h, blocker.id);
  expect(await manager.reschedule(token, at("15:00"))).toMatchObject({ moved: true });
  const newHost = await hostOf(ctx.h, mover.id);
  expect(newHost).not.toBe(blockerHost);
  const audit = await ctx.h.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.subject, `booking:${mover.id}`));
  expect(audit.map((entry) => entry.action)).toEqual(["appointment.rescheduled", "appointment.rescheduled"]);
  // Both hosts are now busy at 15:00.
  expect((await book(ctx.h, at("15:00"), "late@example.com")).status).toBe(409);
});

test("a host's own feed lists only their meetings; a revoked feed answers 404", async () => {
  const ctx = await harnessWith();
  await addHost(ctx, "feed.one@example.com");
  await addHost(ctx, "feed.two@example.com");
  const at = farDay();
  const mine = await booked(ctx.h, at("10:00"), "for.one@example.com");
  const theirs = await booked(ctx.h, at("10:00"), "for.two@example.com");
  const ownerOfMine = await hostOf(ctx.h, mine.id);
  const made = await ctx.staff.postJson(`/api/admin/hosts/${ownerOfMine}/calendar-feeds`, {});
  expect(made.status).toBe(200);
  const { id, url } = (await made.json()) as { id: string; url: string };
  const feed = await ctx.h.request(new URL(url).pathname);
  expect(feed.status).toBe(200);
  const uids = Object.values(ical.sync.parseICS(await feed.text()))
    .filter((item) => item?.type === "VEVENT")
    .map((item) => (item as ical.VEvent).uid);
  expect(uids).toEqual([`${mine.id}@www.northwind-talent.example`]);
  expect(uids).not.toContain(`${theirs.id}@www.northwind-talent.example`);
  expect((await ctx.staff.postJson(`/api/admin/calendar-feeds/${id}/revoke`, {})).status).toBe(200);
  expect((await ctx.h.request(new URL(url).pathname)).status).toBe(404);
});

test("a booking made before hosts were set up still takes a host's place in its slot", async () => {
  const ctx = await harnessWith();
  const at = farDay();
  await booked(ctx.h, at("10:00"), "early.bird@example.com");
  await addHost(ctx, "only@example.com");
  expect(await freeAt(ctx.h, at("10:00"))).toBe(false);
  expect(await freeAt(ctx.h, at("11:00"))).toBe(true);
  expect((await book(ctx.h, at("10:00"), "second@example.com")).status).toBe(409);
});

test("host settings refuse bad input with a clear message and change nothing", async () => {
  const ctx = await harnessWith();
  const host = await addHost(ctx, "careful@example.com");
  const cases: Array<[Record<string, unknown>, number, RegExp]> = [
    [{ displayName: "X", timeZone: "Mars/Olympus" }, 400, /missing or invalid/],
    [{ displayName: "", timeZone: businessZone }, 400, /missing or invalid/],
    [{ displayName: "X", timeZone: businessZone, meetingUrl: "javascript:alert(1)" }, 400, /missing or invalid/],
    [{ displayName: "X", timeZone: businessZone, start1: "17:00", end1: "09:00" }, 400, /start before the end/],
    [{ displayName: "X", timeZone: businessZone, start1: "09:00" }, 400, /start and an end/],
  ];
  for (const [body, status, message] of cases) {
    const response = await ctx.staff.postJson(`/api/admin/hosts/${host}`, body);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  }
  const unknown = await ctx.staff.postJson("/api/admin/hosts/00000000-0000-4000-8000-000000000000", {
    displayName: "X",
    timeZone: businessZone,
  });
  expect(unknown.status).toBe(404);
  expect((await ctx.staff.postJson(`/api/admin/hosts/${host}/days-off`, { date: "2025-02-30" })).status).toBe(400);
  expect((await ctx.staff.postJson(`/api/admin/hosts/${host}/days-off/2030-01-07/remove`, {})).status).toBe(404);
  expect((await ctx.staff.postJson("/api/admin/hosts/not-a-uuid/calendar-feeds", {})).status).toBe(404);
  // A member of staff who is not a host has no feed of their own to make, and no day off to add.
  const [desk] = await ctx.h.database.db.select().from(adminUsers).where(eq(adminUsers.email, "desk.lead@example.com"));
  expect((await ctx.staff.postJson(`/api/admin/hosts/${desk?.id}/calendar-feeds`, {})).status).toBe(404);
  expect((await ctx.staff.postJson(`/api/admin/hosts/${desk?.id}/days-off`, { date: "2030-01-07" })).status).toBe(404);
  expect(await ctx.h.database.db.select().from(calendarFeeds)).toEqual([]);
  expect(await ctx.h.database.db.select().from(hostDaysOff)).toEqual([]);
  expect((await ctx.h.postJson(`/api/admin/hosts/${host}`, { displayName: "X", timeZone: businessZone })).status).toBe(
    401,
  );
  // Still the first settings.
  const [stored] = await ctx.h.database.db.select().from(hosts).where(eq(hosts.staffId, host));
  expect(stored).toMatchObject({ displayName: "careful", timeZone: businessZone, meetingUrl: null });
});

test("the API takes a host's settings as JSON only (an empty day is a day off); a form is refused and saves nothing", async () => {
  const ctx = await harnessWith();
  await createStaff(ctx.h.database.db, "form.host@example.com");
  const [user] = await ctx.h.database.db.select().from(adminUsers).where(eq(adminUsers.email, "form.host@example.com"));
  const fields = {
    displayName: "Form Host",
    timeZone: "America/St_Johns",
    meetingUrl: "",
    meetingPhone: "",
    start1: "09:00",
    end1: "17:30",
  };
  const form = await ctx.staff.postForm(`/api/admin/hosts/${user?.id}`, { ...fields, active: ["off", "on"] });
  expect(form.status).toBe(415);
  expect(await form.json()).toEqual({ message: "Send the fields as JSON (application/json)." });
  expect(
    await ctx.h.database.db
      .select()
      .from(hosts)
      .where(eq(hosts.staffId, user?.id ?? "")),
  ).toEqual([]);
  const response = await ctx.staff.postJson(`/api/admin/hosts/${user?.id}`, { ...fields, active: true });
  expect(response.status).toBe(200);
  const [stored] = await ctx.h.database.db
    .select()
    .from(hosts)
    .where(eq(hosts.staffId, user?.id ?? ""));
  expect(stored).toMatchObject({ displayName: "Form Host", timeZone: "America/St_Johns", active: true });
  expect(stored?.workingHours[1]).toEqual([{ start: "09:00", end: "17:30" }]);
  expect(stored?.workingHours[2]).toEqual([]);
});
