import { beforeAll, expect, test } from "vitest";
import { auditEvents } from "#server/db/schema";
import { listClosedDays } from "#app/modules/booking/server/closed-days";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { testOrigin, useApiHarness } from "#tests/support/api-app";

// Staff keep the closed days on the appointment calendar (docs/product.md#booking-rules): one at a
// time, or a calendar file of holidays; each change is audited, and the booking calendar follows.
const h = useApiHarness();
let cookie = "";
beforeAll(async () => {
  cookie = await signInAs(h, await createStaff(h.database.db));
});

const holidays = [
  "BEGIN:VCALENDAR",
  "BEGIN:VEVENT",
  "DTSTART;VALUE=DATE:20300102",
  "SUMMARY:New Year holiday",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART;VALUE=DATE:20300415",
  "DTEND;VALUE=DATE:20300417",
  "SUMMARY:Spring festival",
  "END:VEVENT",
  "END:VCALENDAR",
].join("\r\n");

const closedFrom = (date: string) => listClosedDays(h.database.db, date);

function upload(calendar: string, filename = "holidays.ics") {
  const form = new FormData();
  form.set("returnTo", "/admin/appointments");
  form.set("calendar", new File([calendar], filename, { type: "text/calendar" }));
  return h.request("/api/admin/closed-days/import", {
    method: "POST",
    headers: { cookie, origin: testOrigin },
    body: form,
  });
}

test("a day closed from the page's form is listed with its reason, audited, and reopened by its button", async () => {
  const staff = asStaff(h, cookie);
  const closed = await staff.postForm("/api/admin/closed-days", {
    date: "2030-03-05",
    reason: "Office move",
    returnTo: "/admin/appointments",
  });
  expect(closed.status).toBe(303);
  expect(closed.headers.get("location")).toBe("/admin/appointments?notice=closed-day-added");
  expect(await closedFrom("2030-03-01")).toEqual([{ date: "2030-03-05", reason: "Office move" }]);

  const reopened = await staff.postForm("/api/admin/closed-days/2030-03-05/reopen", {
    returnTo: "/admin/appointments",
  });
  expect(reopened.headers.get("location")).toBe("/admin/appointments?notice=closed-day-reopened");
  expect(await closedFrom("2030-03-01")).toEqual([]);
  const actions = (await h.database.db.select({ action: auditEvents.action }).from(auditEvents)).map((a) => a.action);
  expect(actions).toEqual(expect.arrayContaining(["closed-day.added", "closed-day.reopened"]));
});

test("a calendar file's events close their dates (several days for a long event), listed with their titles", async () => {
  const response = await upload(holidays);
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe("/admin/appointments?notice=closed-days-imported");
  expect(await closedFrom("2030-01-01")).toEqual([
    { date: "2030-01-02", reason: "New Year holiday" },
    { date: "2030-04-15", reason: "Spring festival" },
    { date: "2030-04-16", reason: "Spring festival" },
  ]);
  // Importing the same file again changes nothing.
  const again = await asStaff(h, cookie).postJson("/api/admin/closed-days/import", { calendar: holidays });
  expect(await again.json()).toEqual({ dates: 3, added: 0 });
});

test("bad input: no date, an impossible date, a file with no event, a stranger; nothing is closed", async () => {
  const staff = asStaff(h, cookie);
  expect((await staff.postJson("/api/admin/closed-days", {})).status).toBe(400);
  expect((await staff.postJson("/api/admin/closed-days", { date: "2030-02-30" })).status).toBe(400);
  const notCalendar = await upload("<html>a web page</html>", "page.html");
  expect(notCalendar.headers.get("location")).toBe("/admin/appointments?error=no-calendar-dates");
  expect((await staff.postJson("/api/admin/closed-days/2031-01-01/reopen", {})).status).toBe(404);
  const stranger = await h.postJson("/api/admin/closed-days", { date: "2030-03-06" }, { origin: testOrigin });
  expect([302, 401, 403]).toContain(stranger.status);
  expect(await closedFrom("2031-01-01")).toEqual([]);
  expect((await closedFrom("2030-03-06")).some((day) => day.date === "2030-03-06")).toBe(false);
});
