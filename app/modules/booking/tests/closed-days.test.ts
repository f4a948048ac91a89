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

/** A calendar file's text, as a script sends it: JSON (`calendar`), never an uploaded form. */
function upload(calendar: string) {
  return asStaff(h, cookie).postJson("/api/admin/closed-days/import", { calendar });
}

test("a day closed by the admin API is listed with its reason, audited, and reopened", async () => {
  const staff = asStaff(h, cookie);
  const closed = await staff.postJson("/api/admin/closed-days", { date: "2030-03-05", reason: "Office move" });
  expect(closed.status).toBe(200);
  expect(await closed.json()).toEqual({ date: "2030-03-05", closed: true });
  expect(await closedFrom("2030-03-01")).toEqual([{ date: "2030-03-05", reason: "Office move" }]);

  const reopened = await staff.postForm("/api/admin/closed-days/2030-03-05/reopen", {});
  expect(await reopened.json()).toEqual({ date: "2030-03-05", closed: false });
  expect(await closedFrom("2030-03-01")).toEqual([]);
  const actions = (await h.database.db.select({ action: auditEvents.action }).from(auditEvents)).map((a) => a.action);
  expect(actions).toEqual(expect.arrayContaining(["closed-day.added", "closed-day.reopened"]));
});

test("a calendar file's events close their dates (several days for a long event), listed with their titles", async () => {
  const response = await upload(holidays);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ dates: 3, added: 3 });
  expect(await closedFrom("2030-01-01")).toEqual([
    { date: "2030-01-02", reason: "New Year holiday" },
    { date: "2030-04-15", reason: "Spring festival" },
    { date: "2030-04-16", reason: "Spring festival" },
  ]);
  // Importing the same file again changes nothing.
  expect(await (await upload(holidays)).json()).toEqual({ dates: 3, added: 0 });
  // A file uploaded as a form is for the page's own action.
  const form = new FormData();
  form.set("calendar", new File([holidays], "holidays.ics", { type: "text/calendar" }));
  const uploaded = await h.request("/api/admin/closed-days/import", {
    method: "POST",
    headers: { cookie, origin: testOrigin },
    body: form,
  });
  expect(uploaded.status).toBe(415);
});

test("bad input: no date, an impossible date, a file with no event, a stranger; nothing is closed", async () => {
  const staff = asStaff(h, cookie);
  expect((await staff.postJson("/api/admin/closed-days", {})).status).toBe(400);
  expect((await staff.postJson("/api/admin/closed-days", { date: "2030-02-30" })).status).toBe(400);
  const notCalendar = await upload("<html>a web page</html>");
  expect(notCalendar.status).toBe(400);
  expect(await notCalendar.json()).toEqual({
    message: "The file holds no event with a date. Choose a calendar file (.ics) of the days you are closed.",
  });
  expect((await staff.postJson("/api/admin/closed-days/2031-01-01/reopen", {})).status).toBe(404);
  const stranger = await h.postJson("/api/admin/closed-days", { date: "2030-03-06" }, { origin: testOrigin });
  expect([302, 401, 403]).toContain(stranger.status);
  expect(await closedFrom("2031-01-01")).toEqual([]);
  expect((await closedFrom("2030-03-06")).some((day) => day.date === "2030-03-06")).toBe(false);
});
