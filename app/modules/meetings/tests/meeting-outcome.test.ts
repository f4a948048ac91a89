import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { todayIn } from "#app/lib/booking-slots";
import { loader as appointmentsPage } from "#app/modules/meetings/desk/appointments";
import { dashboardPageLoader as dashboardPage, leadPage as leadRoute } from "#app/modules/desk/ui";
import { auditEvents, bookings, leads } from "#server/db/schema";
import { openApiContract, type OpenApiContract } from "#tests/contracts/openapi";
import { asStaff, createStaff, signInAs, testClock } from "#tests/support/admin";
import { renderAdminPage } from "#tests/support/admin-pages";
import { useApiHarness } from "#tests/support/api-app";
import { deskPages, followFlash } from "#tests/support/desk-pages";
import { appointmentBody, takeSlot, type BookingReply } from "#tests/support/bookings";
import { freshIp } from "#tests/support/leads";

// After the meeting (docs/product.md#after-the-meeting): staff mark a meeting that has started held
// or no-show; held moves a lead still at New to Contacted, as the desk's own stage change does.
const clock = testClock();
const h = useApiHarness({
  clock: clock.now,
  env: { RATE_LIMIT_PER_MINUTE: "100000" },
  pages: deskPages({ "/admin/leads/:kind/:id": leadRoute }),
});
const leadPage = leadRoute.loader;
const minute = 60_000;
let staffEmail = "";
let expectDocumented: OpenApiContract["expectDocumented"];
const documentedPath = "/api/admin/appointments/{id}/outcome";

beforeAll(async () => {
  staffEmail = await createStaff(h.database.db, "outcome.staff@northwind.example");
  ({ expectDocumented } = await openApiContract(h));
});

type Meeting = { id: string; leadId: string; start: Date };

/** A meeting booked by a visitor through the booking call, at the real time of day. */
async function bookMeeting(email: string): Promise<Meeting> {
  clock.set(new Date());
  const response = await h.postJson("/api/appointments/schedule", appointmentBody(takeSlot(), { email }), {
    "x-forwarded-for": freshIp(),
  });
  expect(response.status).toBe(201);
  const reply = (await response.json()) as BookingReply;
  const row = await bookingRow(reply.id);
  if (!row.leadId) throw new Error("the booking has no lead");
  return { id: reply.id, leadId: row.leadId, start: new Date(reply.startUtc) };
}

/** Staff signed in at a moment of the test's clock (sessions live on the same clock). */
async function staffAt(moment: Date) {
  clock.set(moment);
  const cookie = await signInAs(h, staffEmail);
  return { ...asStaff(h, cookie), cookie };
}

async function bookingRow(id: string) {
  const [row] = await h.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error("no booking");
  return row;
}

async function leadRow(id: string) {
  const [row] = await h.database.db.select().from(leads).where(eq(leads.id, id));
  if (!row) throw new Error("no lead");
  return row;
}

const timelineOf = (leadId: string) =>
  h.database.db.select().from(auditEvents).where(eq(auditEvents.leadId, leadId)).orderBy(asc(auditEvents.at));

const outcomePath = (id: string) => `/api/admin/appointments/${id}/outcome`;

/** A page as staff get it, rendered by its loader; its visible text, tags and spacing folded away. */
async function pageText(load: (args: never) => Promise<Response>, path: string, params: Record<string, string> = {}) {
  const page = await renderAdminPage(h, staffEmail, load, path, { params, clock: clock.now });
  expect(page.status, path).toBe(200);
  return page.text;
}

const leadPageText = (leadId: string) =>
  pageText(leadPage, `/admin/leads/appointments/${leadId}`, { kind: "appointments", id: leadId });

/** The dashboard's meeting figures as staff read them. */
async function dashboardMeetings() {
  const text = await pageText(dashboardPage, "/admin/dashboard");
  const figures = /Meetings Started in the last 30 days Held (\d+) No-shows (\d+) Not marked (\d+)/.exec(text);
  if (!figures) throw new Error(`no meeting figures on the dashboard: ${text}`);
  const [, held, noShows, unmarked] = figures.map(Number);
  return { held, noShows, unmarked };
}

test("held moves a New lead to Contacted through the desk's stage change: first contact, timeline, audit, the lead page", async () => {
  const meeting = await bookMeeting("held.new@example.com");
  const markedAt = new Date(meeting.start.getTime() + 70 * minute);
  const staff = await staffAt(markedAt);
  const response = await staff.postJson(outcomePath(meeting.id), { outcome: "held" });
  expect(response.status).toBe(200);
  expect(await response.clone().json()).toEqual({
    outcome: "held",
    outcomeAt: markedAt.toISOString(),
    outcomeBy: staffEmail,
    changed: true,
    stage: "contacted",
  });
  await expectDocumented("POST", documentedPath, response);

  const booking = await bookingRow(meeting.id);
  expect([booking.outcome, booking.outcomeAt, booking.outcomeBy]).toEqual(["held", markedAt, staffEmail]);
  const lead = await leadRow(meeting.leadId);
  expect(lead.status).toBe("contacted");
  expect(lead.firstContactedAt).toEqual(markedAt);
  expect(
    (await timelineOf(meeting.leadId)).map((entry) => [entry.action, entry.actorEmail, entry.subject, entry.details]),
  ).toEqual(
    expect.arrayContaining([
      [
        "appointment.held",
        staffEmail,
        `booking:${meeting.id}`,
        { from: null, to: "held", startUtc: meeting.start.toISOString() },
      ],
      ["lead.status", staffEmail, null, { from: "new", to: "contacted" }],
    ]),
  );

  const page = await leadPageText(meeting.leadId);
  expect(page).toContain("Priya Sharma Contacted Appointment");
  expect(page).toMatch(/After the meeting .* Held · marked by Outcome Staff on \d+ \w+ \d{4}, \d\d:\d\d/);
  expect(page).toContain("Outcome Staff marked the meeting as held");
  expect(page).toContain("Outcome Staff moved it from New to Contacted");
  expect(page).not.toContain("Move appointment");
});

test("held leaves a Qualified or Won lead where it is; a no-show never moves the stage", async () => {
  const qualified = await bookMeeting("held.qualified@example.com");
  const won = await bookMeeting("held.won@example.com");
  const absent = await bookMeeting("no.show@example.com");
  const desk = await staffAt(new Date());
  expect(
    (await desk.postJson("/api/admin/leads/status", { ids: [qualified.leadId], status: "qualified" })).status,
  ).toBe(200);
  expect((await desk.postJson("/api/admin/leads/status", { ids: [won.leadId], status: "won" })).status).toBe(200);
  const firstContact = (await leadRow(qualified.leadId)).firstContactedAt;

  const later = Math.max(qualified.start.getTime(), won.start.getTime(), absent.start.getTime()) + 5 * minute;
  const staff = await staffAt(new Date(later));
  for (const [meeting, stage] of [
    [qualified, "qualified"],
    [won, "won"],
  ] as const) {
    const response = await staff.postJson(outcomePath(meeting.id), { outcome: "held" });
    expect(await response.json()).toMatchObject({ outcome: "held", changed: true, stage });
    expect((await leadRow(meeting.leadId)).status).toBe(stage);
  }
  expect((await leadRow(qualified.leadId)).firstContactedAt).toEqual(firstContact);

  const noShow = await staff.postJson(outcomePath(absent.id), { outcome: "no-show" });
  expect(await noShow.json()).toMatchObject({ outcome: "no-show", changed: true, stage: "new" });
  const lead = await leadRow(absent.leadId);
  expect([lead.status, lead.firstContactedAt]).toEqual(["new", null]);
  expect((await timelineOf(absent.leadId)).map((entry) => entry.action)).toEqual(["appointment.no-show"]);
  expect(await leadPageText(absent.leadId)).toContain("No-show · marked by Outcome Staff on");
});

test("an outcome can be changed later, each change audited; marking the same outcome again changes nothing", async () => {
  const meeting = await bookMeeting("changed.mind@example.com");
  const staff = await staffAt(new Date(meeting.start.getTime() + 2 * minute));
  await staff.postJson(outcomePath(meeting.id), { outcome: "no-show" });
  clock.advance(20 * minute);
  const held = await staff.postJson(outcomePath(meeting.id), { outcome: "held" });
  expect(await held.json()).toMatchObject({ outcome: "held", changed: true, stage: "contacted" });
  clock.advance(minute);
  const again = await staff.postJson(outcomePath(meeting.id), { outcome: "held" });
  expect(await again.json()).toMatchObject({
    outcome: "held",
    changed: false,
    outcomeAt: new Date(meeting.start.getTime() + 22 * minute).toISOString(),
  });
  const outcomes = (await timelineOf(meeting.leadId)).filter((entry) => entry.action.startsWith("appointment."));
  expect(outcomes.map((entry) => [entry.action, entry.details])).toEqual([
    ["appointment.no-show", expect.objectContaining({ from: null, to: "no-show" })],
    ["appointment.held", expect.objectContaining({ from: "no-show", to: "held" })],
  ]);

  // Back to no-show: the lead stays Contacted, never moved back.
  clock.advance(minute);
  await staff.postJson(outcomePath(meeting.id), { outcome: "no-show" });
  expect((await bookingRow(meeting.id)).outcome).toBe("no-show");
  expect((await leadRow(meeting.leadId)).status).toBe("contacted");
});

test("refused: a meeting not started (400), a cancelled one (409), an unknown outcome (400) or booking (404); nothing changes", async () => {
  const upcoming = await bookMeeting("not.yet@example.com");
  const cancelled = await bookMeeting("called.off@example.com");
  const desk = await staffAt(new Date());
  expect((await desk.postJson(`/api/admin/appointments/${cancelled.id}/cancel`, { reason: "Unwell" })).status).toBe(
    200,
  );
  const rowsBefore = [await bookingRow(upcoming.id), await bookingRow(cancelled.id)];
  const leadsBefore = [await leadRow(upcoming.leadId), await leadRow(cancelled.leadId)];
  const auditBefore = await h.database.db.select().from(auditEvents);

  const early = await staffAt(new Date(upcoming.start.getTime() - minute));
  const tooSoon = await early.postJson(outcomePath(upcoming.id), { outcome: "held" });
  expect(tooSoon.status).toBe(400);
  expect(await tooSoon.clone().json()).toEqual({ message: "This meeting has not taken place yet." });
  await expectDocumented("POST", documentedPath, tooSoon);
  const form = await early.postForm(`/admin/leads/appointments/${upcoming.leadId}`, {
    intent: "outcome",
    booking: upcoming.id,
    outcome: "no-show",
  });
  expect(form.status).toBe(400);
  expect(await form.text()).toContain("This meeting has not taken place yet.");

  const staff = await staffAt(new Date(Math.max(upcoming.start.getTime(), cancelled.start.getTime()) + minute));
  const called = await staff.postJson(outcomePath(cancelled.id), { outcome: "held" });
  expect(called.status).toBe(409);
  expect(await called.clone().json()).toEqual({
    message: "This appointment was cancelled, so it has no outcome to mark.",
  });
  await expectDocumented("POST", documentedPath, called);

  for (const body of [{ outcome: "maybe" }, { outcome: "Held" }, {}, { outcome: ["held"] }]) {
    const refused = await staff.postJson(outcomePath(upcoming.id), body);
    expect(refused.status, JSON.stringify(body)).toBe(400);
    expect(await refused.clone().json()).toEqual({ message: "Choose held or no-show." });
    await expectDocumented("POST", documentedPath, refused);
  }
  for (const id of [randomUUID(), "not-a-booking"]) {
    const unknown = await staff.postJson(outcomePath(id), { outcome: "held" });
    expect(unknown.status, id).toBe(404);
    await expectDocumented("POST", documentedPath, unknown);
  }

  expect([await bookingRow(upcoming.id), await bookingRow(cancelled.id)]).toEqual(rowsBefore);
  expect([await leadRow(upcoming.leadId), await leadRow(cancelled.leadId)]).toEqual(leadsBefore);
  const auditAfter = await h.database.db.select().from(auditEvents);
  expect(auditAfter.filter((entry) => entry.action !== "staff.signed-in").length).toBe(
    auditBefore.filter((entry) => entry.action !== "staff.signed-in").length,
  );
});

test("without a session the call is 401, from another site 403, like every admin call; nothing is marked", async () => {
  const meeting = await bookMeeting("stranger.mark@example.com");
  clock.set(new Date(meeting.start.getTime() + minute));
  const anonymous = await h.postJson(outcomePath(meeting.id), { outcome: "held" });
  expect(anonymous.status).toBe(401);
  expect(await anonymous.json()).toEqual({ message: "Sign in to use the admin API." });

  const cookie = await signInAs(h, staffEmail);
  const crossSite = await h.request(outcomePath(meeting.id), {
    method: "POST",
    headers: { cookie, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
    body: "outcome=held",
  });
  expect(crossSite.status).toBe(403);
  expect((await bookingRow(meeting.id)).outcome).toBeNull();
  expect((await leadRow(meeting.leadId)).status).toBe("new");
});

test("the lead page's form marks the meeting and comes back with the sentence; the calendar and the dashboard count it", async () => {
  const held = await bookMeeting("calendar.held@example.com");
  const absent = await bookMeeting("calendar.absent@example.com");
  const unmarked = await bookMeeting("calendar.unmarked@example.com");
  const staff = await staffAt(
    new Date(Math.max(held.start.getTime(), absent.start.getTime(), unmarked.start.getTime()) + minute),
  );
  const before = await dashboardMeetings();

  const page = `/admin/leads/appointments/${held.leadId}`;
  const form = await staff.postForm(page, { intent: "outcome", booking: held.id, outcome: "held" });
  expect(form.status).toBe(303);
  const { location, page: shown } = await followFlash(h, staff.cookie, form);
  expect(location).toBe(page);
  expect(await shown.text()).toContain("The meeting is marked as held.");
  await staff.postJson(outcomePath(absent.id), { outcome: "no-show" });

  expect(await dashboardMeetings()).toEqual({
    held: (before.held ?? 0) + 1,
    noShows: (before.noShows ?? 0) + 1,
    unmarked: (before.unmarked ?? 0) - 2,
  });
  expect(before.unmarked).toBeGreaterThanOrEqual(3);

  // The calendar from the meetings' first day: each started meeting's outcome beside its name.
  const days = [held, absent, unmarked].map((m) => todayIn(h.config.bookingTimeZone, m.start)).sort();
  const calendar = await pageText(appointmentsPage, `/admin/appointments?from=${days[0]}`);
  expect(calendar).toMatch(/Priya Sharma Sharma Analytics · calendar\.held@example\.com Confirmed Held /);
  expect(calendar).toMatch(/Priya Sharma Sharma Analytics · calendar\.absent@example\.com Confirmed No-show /);
  expect(calendar).toMatch(/Priya Sharma Sharma Analytics · calendar\.unmarked@example\.com Confirmed Not marked /);
  expect(
    await h.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "appointment.no-show"), eq(auditEvents.subject, `booking:${absent.id}`))),
  ).toHaveLength(1);
});
