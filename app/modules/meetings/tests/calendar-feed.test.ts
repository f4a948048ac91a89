import ical from "node-ical";
import { beforeAll, expect, test } from "vitest";
import { systemClock } from "#server/clock";
import { createBookingManager, bookingSettings } from "#app/modules/booking/server";
import { loader as appointmentsPage } from "#app/modules/meetings/desk/appointments";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { renderAdminPage } from "#tests/support/admin-pages";
import { useApiHarness } from "#tests/support/api-app";
import { appointmentBody, takeSlot, type BookingReply } from "#tests/support/bookings";
import { freshIp } from "#tests/support/leads";

// The team's calendar feed (docs/product.md#calendar-feed): a secret address a calendar app
// subscribes to, made and revoked by staff on the appointment calendar page.
const meetingUrl = "https://meet.example.com/northwind";
const h = useApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "100000", BOOKING_MEETING_URL: meetingUrl } });
let cookie = "";
beforeAll(async () => {
  cookie = await signInAs(h, await createStaff(h.database.db, "calendar.owner@example.com"));
});

async function book(email: string, company: string): Promise<BookingReply> {
  const response = await h.postJson("/api/appointments/schedule", appointmentBody(takeSlot(), { email, company }), {
    "x-forwarded-for": freshIp(),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as BookingReply;
}

async function newFeed(): Promise<{ id: string; path: string }> {
  const made = await asStaff(h, cookie).postJson("/api/admin/calendar-feeds", {});
  expect(made.status).toBe(200);
  const { id, url } = (await made.json()) as { id: string; url: string };
  expect(url).toMatch(/^http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  return { id, path: new URL(url).pathname };
}

function events(ics: string) {
  return Object.values(ical.sync.parseICS(ics)).filter((item) => item?.type === "VEVENT") as Array<ical.VEvent>;
}

test("the feed lists the team's meetings with the invitation's UID, the place and the visitor; a cancelled one as CANCELLED", async () => {
  const kept = await book("kept@example.com", "Kept Industries");
  const dropped = await book("dropped@example.com", "Dropped Ltd");
  await createBookingManager({ db: h.database.db, settings: bookingSettings(h.config), clock: systemClock }).cancel(
    dropped.manageUrl.split("/").pop() ?? "",
  );
  const { path } = await newFeed();
  const response = await h.request(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const body = await response.text();
  // A published calendar, not an invitation to accept.
  expect(body).toContain("METHOD:PUBLISH");
  expect(body).not.toContain("METHOD:REQUEST");
  const all = events(body);
  const keptEvent = all.find((event) => event.uid === `${kept.id}@www.northwind-talent.example`);
  expect(keptEvent?.summary).toBe("Consultation: Priya Sharma (Kept Industries)");
  expect(keptEvent?.start.toISOString()).toBe(kept.startUtc);
  expect((keptEvent?.end?.getTime() ?? 0) - (keptEvent?.start.getTime() ?? 0)).toBe(3_600_000);
  expect(keptEvent?.location).toBe(meetingUrl);
  expect(keptEvent?.description).toContain("kept@example.com");
  expect(String(keptEvent?.status)).toBe("CONFIRMED");
  const droppedEvent = all.find((event) => event.uid === `${dropped.id}@www.northwind-talent.example`);
  expect(String(droppedEvent?.status)).toBe("CANCELLED");
  expect(Number(droppedEvent?.sequence)).toBe(1);
});

test("a revoked feed, an unknown token and a malformed address answer 404", async () => {
  const feed = await newFeed();
  const path = feed.path;
  const staff = asStaff(h, cookie);
  expect((await h.request(path)).status).toBe(200);
  expect((await staff.postJson(`/api/admin/calendar-feeds/${feed.id}/revoke`, {})).status).toBe(200);
  expect((await h.request(path)).status).toBe(404);
  expect((await h.request(`/calendar/${"A".repeat(43)}.ics`)).status).toBe(404);
  expect((await h.request("/calendar/short.ics")).status).toBe(404);
  expect((await h.request(`${path.replace(".ics", "")}`)).status).toBe(404);
  expect((await staff.postJson(`/api/admin/calendar-feeds/${feed.id}/revoke`, {})).status).toBe(404);
  expect((await staff.postJson("/api/admin/calendar-feeds/not-an-id/revoke", {})).status).toBe(404);
  // Strangers cannot make one.
  expect([302, 401, 403]).toContain((await h.postJson("/api/admin/calendar-feeds", {})).status);
});

test("only the member of staff who made a feed can revoke it: others are refused, see who made it and get no Revoke button", async () => {
  const feed = await newFeed();
  const colleagueEmail = await createStaff(h.database.db, "colleague.feeds@example.com");
  const colleague = asStaff(h, await signInAs(h, colleagueEmail));
  const refused = await colleague.postJson(`/api/admin/calendar-feeds/${feed.id}/revoke`, {});
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    "Only the member of staff who made this feed address can revoke it. Ask them, or make a new address of your own.",
  );
  expect((await h.request(feed.path)).status).toBe(200);

  const theirs = await renderAdminPage(h, colleagueEmail, appointmentsPage, "/admin/appointments");
  expect(theirs.html).not.toContain(`name="feed" value="${feed.id}"`);
  expect(theirs.text).toContain("Only Calendar Owner can revoke it.");
  const mine = await renderAdminPage(h, "calendar.owner@example.com", appointmentsPage, "/admin/appointments");
  expect(mine.html).toContain(`name="feed" value="${feed.id}"`);

  expect((await asStaff(h, cookie).postJson(`/api/admin/calendar-feeds/${feed.id}/revoke`, {})).status).toBe(200);
  expect((await h.request(feed.path)).status).toBe(404);
});
