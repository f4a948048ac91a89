import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import * as hostsPage from "#app/modules/meetings/desk/hosts";
import { adminUsers, calendarFeeds, hostDaysOff, hosts } from "#server/db/schema";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { visibleText } from "#tests/support/admin-pages";
import { useApiHarness } from "#tests/support/api-app";
import { deskPages, flashOf, followFlash } from "#tests/support/desk-pages";

// The hosts page's forms post to the page itself (docs/product.md#hosts), each naming its member
// of staff: their settings, days off and own feed addresses.
const h = useApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "100000" }, pages: deskPages({ "/admin/hosts": hostsPage }) });
let cookie = "";
let hostId = "";

beforeAll(async () => {
  cookie = await signInAs(h, await createStaff(h.database.db, "desk.hosts@example.com"));
  await createStaff(h.database.db, "anna.host@example.com");
  const [user] = await h.database.db.select().from(adminUsers).where(eq(adminUsers.email, "anna.host@example.com"));
  hostId = user?.id ?? "";
});

const post = (fields: Record<string, string | Array<string>>) => asStaff(h, cookie).postForm("/admin/hosts", fields);

const week = Object.fromEntries(
  [1, 2, 3, 4, 5].flatMap((d) => [
    [`start${d}`, "09:00"],
    [`end${d}`, "17:00"],
  ]),
);
const settings = (changes: Record<string, string> = {}) => ({
  intent: "save-host",
  staff: hostId,
  displayName: "Anna",
  timeZone: "Europe/Berlin",
  meetingUrl: "https://meet.example.com/anna",
  meetingPhone: "",
  active: "on",
  ...week,
  ...changes,
});
const hostRow = async () => (await h.database.db.select().from(hosts).where(eq(hosts.staffId, hostId)))[0];

test("refused settings come back with every field as typed and the problem beside each; nobody becomes a host", async () => {
  const refused = await post(settings({ displayName: "", meetingUrl: "ftp://files.example/anna", start2: "08:30" }));
  expect(refused.status).toBe(400);
  expect(flashOf(refused)).toBeNull();
  const html = await refused.text();
  const text = visibleText(html);
  expect(text).toContain("Some fields are missing or invalid. Please check them and try again.");
  expect(text).toContain("Give the name visitors see, on one line of at most 80 characters.");
  expect(text).toContain("Enter an http:// or https:// address of at most 500 characters, or leave it empty.");
  expect(html).toMatch(
    new RegExp(`id="name-${hostId}"[^>]*aria-invalid="true"[^>]*aria-describedby="name-error-${hostId}"`),
  );
  expect(html).toMatch(new RegExp(`id="url-${hostId}"[^>]*aria-invalid="true"`));
  expect(html).toContain('value="ftp://files.example/anna"');
  expect(html).toContain('value="08:30"');
  // The form of a member who is not a host yet is open, so what was typed is in view.
  expect(html).toMatch(/<details class="group" open="">/);
  expect(await hostRow()).toBeUndefined();

  const hours = await post(settings({ start3: "18:00", end3: "09:00" }));
  expect(hours.status).toBe(400);
  expect(visibleText(await hours.text())).toContain(
    "Each working day needs a start and an end, the start before the end (an end of 00:00 is midnight). Leave both empty for a day off.",
  );
  expect(await hostRow()).toBeUndefined();
});

test("saved settings: back to the member's card with the sentence once; the host is stored", async () => {
  const posted = await post(settings());
  expect(posted.status).toBe(303);
  const { location, page } = await followFlash(h, cookie, posted);
  expect(location).toBe(`/admin/hosts#host-${hostId}`);
  expect(visibleText(await page.text())).toContain(
    "The host's settings are saved. The booking calendar follows them from now on.",
  );
  expect(await hostRow()).toMatchObject({ displayName: "Anna", timeZone: "Europe/Berlin", active: true });
  const unknown = await post(settings({ staff: "00000000-0000-4000-8000-000000000000" }));
  expect(unknown.status).toBe(404);
  expect(visibleText(await unknown.text())).toContain("That item no longer exists.");
});

test("a day off is added and removed from the card; an impossible date is refused beside the field", async () => {
  const refused = await post({ intent: "add-day-off", staff: hostId, date: "2030-02-30" });
  expect(refused.status).toBe(400);
  const html = await refused.text();
  expect(html).toMatch(new RegExp(`id="day-off-${hostId}"[^>]*aria-invalid="true"`));
  expect(visibleText(html)).toContain("Give the day off as a date.");
  expect(await h.database.db.select().from(hostDaysOff)).toEqual([]);

  const added = await post({ intent: "add-day-off", staff: hostId, date: "2030-06-03" });
  const { location, page } = await followFlash(h, cookie, added);
  expect(location).toBe(`/admin/hosts#host-${hostId}`);
  expect(visibleText(await page.text())).toContain("The day off is saved: this host takes no meeting on it.");
  expect(
    await h.database.db.select({ staffId: hostDaysOff.staffId, date: hostDaysOff.date }).from(hostDaysOff),
  ).toEqual([{ staffId: hostId, date: "2030-06-03" }]);

  const removed = await post({ intent: "remove-day-off", staff: hostId, date: "2030-06-03" });
  expect(visibleText(await (await followFlash(h, cookie, removed)).page.text())).toContain("The day off is removed.");
  expect(await h.database.db.select().from(hostDaysOff)).toEqual([]);
  const again = await post({ intent: "remove-day-off", staff: hostId, date: "2030-06-03" });
  expect(again.status).toBe(404);
  const notADay = await post({ intent: "remove-day-off", staff: hostId, date: "soon" });
  expect(notADay.status).toBe(404);
});

test("a host's own feed address is made from their card; a member who is not a host has none", async () => {
  const made = await post({ intent: "new-host-feed", staff: hostId });
  const { location, page } = await followFlash(h, cookie, made);
  expect(location).toBe(`/admin/hosts#host-${hostId}`);
  const html = await page.text();
  expect(visibleText(html)).toContain("A new calendar feed address is below. Subscribe to it in your calendar app.");
  const [feed] = await h.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.hostId, hostId));
  expect(html).toContain(`/calendar/${feed?.token}.ics`);

  const [me] = await h.database.db.select().from(adminUsers).where(eq(adminUsers.email, "desk.hosts@example.com"));
  const notHost = await post({ intent: "new-host-feed", staff: me?.id ?? "" });
  expect(notHost.status).toBe(404);
  expect(visibleText(await notHost.text())).toContain("That item no longer exists.");

  const revoked = await post({ intent: "revoke-feed", feed: feed?.id ?? "" });
  expect(visibleText(await (await followFlash(h, cookie, revoked)).page.text())).toContain(
    "The calendar feed address was revoked",
  );
});

test("the page's forms post to the page itself", async () => {
  const html = await (await asStaff(h, cookie).get("/admin/hosts")).text();
  expect(html).not.toContain("/api/admin");
  expect(html).toContain(`name="staff" value="${hostId}"`);
});

test("a member of staff without a name (made by a script) is headed by their address, with their badge", async () => {
  await createStaff(h.database.db, "nameless@example.com");
  await h.database.db.update(adminUsers).set({ displayName: "" }).where(eq(adminUsers.email, "nameless@example.com"));
  const page = await asStaff(h, cookie).get("/admin/hosts");
  const text = visibleText(await page.text());
  expect(text).toMatch(/nameless@example\.com\s+nameless@example\.com · Takes no meetings\.\s+Not a host/);
});
