import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import * as appointmentsPage from "#app/modules/meetings/desk/appointments";
import { leadPage } from "#app/modules/desk/ui";
import { listClosedDays } from "#app/modules/booking/server";
import { bookings, calendarFeeds } from "#server/db/schema";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { visibleText } from "#tests/support/admin-pages";
import { testOrigin, useApiHarness } from "#tests/support/api-app";
import { appointmentBody, takeSlot, type BookingReply } from "#tests/support/bookings";
import { deskPages, flashOf, followFlash } from "#tests/support/desk-pages";
import { freshIp } from "#tests/support/leads";

// The appointment calendar's forms and a booking's forms on a lead's page post to the page itself
// (docs/admin.md#what-a-form-answers): a booking's cancel, move and host, the closed days and the
// team's feed addresses.
const h = useApiHarness({
  env: { RATE_LIMIT_PER_MINUTE: "100000" },
  pages: deskPages({ "/admin/appointments": appointmentsPage, "/admin/leads/:kind/:id": leadPage }),
});
let cookie = "";
let otherCookie = "";

beforeAll(async () => {
  cookie = await signInAs(h, await createStaff(h.database.db, "desk.calendar@example.com"));
  otherCookie = await signInAs(h, await createStaff(h.database.db, "desk.other@example.com"));
});

const post = (path: string, fields: Record<string, string | Array<string>>) =>
  asStaff(h, cookie).postForm(path, fields);

async function book(email: string): Promise<{ id: string; leadId: string; date: string }> {
  const slot = takeSlot();
  const response = await h.postJson("/api/appointments/schedule", appointmentBody(slot, { email }), {
    "x-forwarded-for": freshIp(),
  });
  expect(response.status).toBe(201);
  const reply = (await response.json()) as BookingReply;
  const [row] = await h.database.db.select().from(bookings).where(eq(bookings.id, reply.id));
  return { id: reply.id, leadId: row?.leadId ?? "", date: slot.date };
}

const statusOf = async (id: string) =>
  (await h.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status;

test("a booking cancelled from the calendar's confirm form: back to the calendar without the question, with the sentence once", async () => {
  const meeting = await book("cancel.page@example.com");
  const posted = await post(`/admin/appointments?from=${meeting.date}&confirm=${meeting.id}`, {
    intent: "cancel",
    booking: meeting.id,
    reason: "Our consultant is unwell.",
  });
  expect(posted.status).toBe(303);
  const { location, page } = await followFlash(h, cookie, posted);
  expect(location).toBe(`/admin/appointments?from=${meeting.date}`);
  expect(visibleText(await page.text())).toContain(
    "The appointment was cancelled. The visitor and sales were sent the cancellation.",
  );
  expect(await statusOf(meeting.id)).toBe("cancelled");

  // Cancelled already: the page again, with its 409 and why.
  const again = await post(`/admin/appointments?from=${meeting.date}`, {
    intent: "cancel",
    booking: meeting.id,
    reason: "Twice",
  });
  expect(again.status).toBe(409);
  expect(flashOf(again)).toBeNull();
  expect(visibleText(await again.text())).toContain(
    "This appointment can no longer be cancelled: it was cancelled already or has started.",
  );
  const unknown = await post("/admin/appointments", { intent: "cancel", booking: randomUUID(), reason: "x" });
  expect(unknown.status).toBe(404);
  expect(visibleText(await unknown.text())).toContain("That item no longer exists.");
});

test("the calendar's forms post to the calendar itself, each with its intent", async () => {
  const meeting = await book("forms.page@example.com");
  const page = await asStaff(h, cookie).get(`/admin/appointments?from=${meeting.date}&confirm=${meeting.id}`);
  const html = await page.text();
  expect(page.status).toBe(200);
  expect(html).not.toContain("/api/admin");
  expect(html).not.toContain("returnTo");
  const intents = [...html.matchAll(/<button[^>]*>/g)]
    .filter((tag) => tag[0].includes('name="intent"'))
    .map((tag) => /value="([^"]+)"/.exec(tag[0])?.[1]);
  expect(intents).toEqual(expect.arrayContaining(["cancel", "close-day", "import-days", "new-feed"]));
  expect(html).toMatch(new RegExp(`name="booking" value="${meeting.id}"`));
});

test("a host refused for a meeting: the calendar again with its status and why", async () => {
  const notHost = await post("/admin/appointments", { intent: "host", booking: randomUUID(), host: "nobody" });
  expect(notHost.status).toBe(400);
  expect(visibleText(await notHost.text())).toContain("Choose one of the hosts set up on the Hosts page.");
  const gone = await post("/admin/appointments", { intent: "host", booking: randomUUID(), host: randomUUID() });
  expect(gone.status).toBe(404);
  expect(visibleText(await gone.text())).toContain(
    "This meeting cannot be given a host: it was cancelled, has started or does not exist.",
  );
});

test("a day closed from the page is listed, and reopened by its button; each answer says what happened", async () => {
  const closed = await post("/admin/appointments", { intent: "close-day", date: "2030-03-05", reason: "Office move" });
  expect(closed.status).toBe(303);
  const { location, page } = await followFlash(h, cookie, closed);
  expect(location).toBe("/admin/appointments");
  expect(visibleText(await page.text())).toContain("The day is closed: no meeting can be booked on it.");
  expect(await listClosedDays(h.database.db, "2030-03-01")).toEqual([{ date: "2030-03-05", reason: "Office move" }]);

  const reopened = await post("/admin/appointments", { intent: "reopen-day", date: "2030-03-05" });
  expect(visibleText(await (await followFlash(h, cookie, reopened)).page.text())).toContain(
    "The day is open for bookings again.",
  );
  expect(await listClosedDays(h.database.db, "2030-03-01")).toEqual([]);
  const again = await post("/admin/appointments", { intent: "reopen-day", date: "2030-03-05" });
  expect(again.status).toBe(404);
  expect(visibleText(await again.text())).toContain("That item no longer exists.");
});

test("a day that does not exist is refused beside the date field, the reason typed kept, nothing closed", async () => {
  const refused = await post("/admin/appointments", {
    intent: "close-day",
    date: "2030-02-30",
    reason: "Typed reason",
  });
  expect(refused.status).toBe(400);
  expect(flashOf(refused)).toBeNull();
  const html = await refused.text();
  expect(visibleText(html)).toContain("Some fields are missing or invalid. Please check them and try again.");
  expect(html).toMatch(/id="closed-day-date"[^>]*aria-invalid="true"[^>]*aria-describedby="closed-day-date-error"/);
  expect(html).toMatch(/id="closed-day-date-error"[^>]*>[^<]*2030-02-30/);
  expect(html).toContain('value="Typed reason"');
  expect(await listClosedDays(h.database.db, "2030-02-01")).toEqual([]);
});

function upload(calendar: string, filename: string) {
  const form = new FormData();
  form.set("intent", "import-days");
  form.set("calendar", new File([calendar], filename, { type: "text/calendar" }));
  return h.request("/admin/appointments", { method: "POST", headers: { cookie, origin: testOrigin }, body: form });
}

test("a calendar file imported from the page closes its dates; a file without events is refused beside the file field", async () => {
  const holidays = [
    "BEGIN:VCALENDAR",
    "BEGIN:VEVENT",
    "DTSTART;VALUE=DATE:20310102",
    "SUMMARY:New Year holiday",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");
  const imported = await upload(holidays, "holidays.ics");
  expect(imported.status).toBe(303);
  expect(visibleText(await (await followFlash(h, cookie, imported)).page.text())).toContain(
    "The calendar's dates are closed: no meeting can be booked on them.",
  );
  expect(await listClosedDays(h.database.db, "2031-01-01")).toEqual([
    { date: "2031-01-02", reason: "New Year holiday" },
  ]);

  const page = await upload("<html>a web page</html>", "page.html");
  expect(page.status).toBe(400);
  const html = await page.text();
  expect(visibleText(html)).toContain(
    "The file holds no event with a date. Choose a calendar file (.ics) of the days you are closed.",
  );
  expect(html).toMatch(/id="closed-day-calendar"[^>]*aria-invalid="true"/);
});

test("a feed address is made from the page and revoked only by its maker; another's revoke is a 403 with why", async () => {
  const made = await post("/admin/appointments", { intent: "new-feed" });
  expect(made.status).toBe(303);
  const html = await (await followFlash(h, cookie, made)).page.text();
  expect(visibleText(html)).toContain("A new calendar feed address is below. Subscribe to it in your calendar app.");
  const [feed] = await h.database.db.select().from(calendarFeeds);
  expect(html).toContain(`/calendar/${feed?.token}.ics`);

  const notMine = await asStaff(h, otherCookie).postForm("/admin/appointments", {
    intent: "revoke-feed",
    feed: feed?.id ?? "",
  });
  expect(notMine.status).toBe(403);
  expect(visibleText(await notMine.text())).toContain(
    "Only the member of staff who made this feed address can revoke it.",
  );
  const revoked = await post("/admin/appointments", { intent: "revoke-feed", feed: feed?.id ?? "" });
  expect(visibleText(await (await followFlash(h, cookie, revoked)).page.text())).toContain(
    "The calendar feed address was revoked: calendar apps subscribed to it get nothing more.",
  );
  const [after] = await h.database.db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.id, feed?.id ?? ""));
  expect(after?.revokedAt).not.toBeNull();
});

test("a lead's page moves its booking; a refused move keeps the date typed with the rule beside the field", async () => {
  const meeting = await book("move.page@example.com");
  const page = `/admin/leads/appointments/${meeting.leadId}`;
  const before = await h.database.db.select().from(bookings).where(eq(bookings.id, meeting.id));
  const refused = await post(page, { intent: "reschedule", booking: meeting.id, date: "2020-01-06", time: "10:00" });
  expect(refused.status).toBe(400);
  const html = await refused.text();
  expect(visibleText(html)).toContain("That time cannot be booked");
  expect(html).toMatch(new RegExp(`id="reschedule-date-${meeting.id}"[^>]*aria-invalid="true"`));
  expect(html).toContain('value="2020-01-06"');
  expect(await h.database.db.select().from(bookings).where(eq(bookings.id, meeting.id))).toEqual(before);

  const target = takeSlot();
  const moved = await post(page, { intent: "reschedule", booking: meeting.id, date: target.date, time: target.time });
  expect(moved.status).toBe(303);
  const { location, page: shown } = await followFlash(h, cookie, moved);
  expect(location).toBe(page);
  expect(visibleText(await shown.text())).toContain(
    "The appointment was moved. The visitor and sales were sent the updated invitation.",
  );
  const [row] = await h.database.db.select().from(bookings).where(eq(bookings.id, meeting.id));
  expect(row?.slotStart.toISOString()).toBe(target.startUtc.toISOString());
});

test("a lead's page marks no outcome before the meeting: its 400 and why; its cancel comes back without the question", async () => {
  const meeting = await book("outcome.page@example.com");
  const page = `/admin/leads/appointments/${meeting.leadId}`;
  const early = await post(page, { intent: "outcome", booking: meeting.id, outcome: "held" });
  expect(early.status).toBe(400);
  expect(visibleText(await early.text())).toContain("This meeting has not taken place yet.");
  const unknown = await post(page, { intent: "outcome", booking: meeting.id, outcome: "maybe" });
  expect(unknown.status).toBe(400);
  expect(visibleText(await unknown.text())).toContain("Choose held or no-show.");

  const cancelled = await post(`${page}?confirm=cancel`, { intent: "cancel", booking: meeting.id, reason: "Unwell" });
  expect(cancelled.status).toBe(303);
  expect(cancelled.headers.get("location")).toBe(page);
  expect(await statusOf(meeting.id)).toBe("cancelled");
});
