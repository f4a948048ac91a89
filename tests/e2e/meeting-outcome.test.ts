import path from "node:path";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { addCalendarDays, slotStart, todayIn } from "#app/lib/booking-slots";
import { useAdminSite } from "#tests/support/admin-site";
import { projectRoot } from "#tests/support/app-server";
import { businessZone } from "#tests/support/bookings";
import { storePastMeeting } from "#tests/support/past-meetings";

// After the meeting (docs/product.md#after-the-meeting), in Chromium against the built site: staff
// mark one meeting held and another a no-show from the lead page, and the dashboard counts them.
const yesterday = addCalendarDays(todayIn(businessZone), -1);
const meetings = {
  held: { name: "Amara Osei", email: "amara@osei-logistics.example", company: "Osei Logistics", hour: 10 },
  absent: { name: "Bastian Vogel", email: "bastian@vogel-werk.example", company: "Vogel Werk", hour: 11 },
  unmarked: { name: "Chiara Russo", email: "chiara@russo-data.example", company: "Russo Data", hour: 14 },
};

// Meetings of yesterday, stored before the server starts.
const site = useAdminSite({
  async stored(db) {
    for (const meeting of Object.values(meetings))
      await storePastMeeting(db, {
        ...meeting,
        start: slotStart(yesterday, meeting.hour, businessZone),
        timeZone: businessZone,
      });
  },
});

const appointmentCard = (page: Page) =>
  page.locator("section", { has: page.getByRole("heading", { name: "Appointment", exact: true }) });
const stageBadge = (page: Page) =>
  page
    .locator("header", { has: page.getByRole("heading", { level: 1 }) })
    .locator(".badge")
    .first();

async function openLeadFromCalendar(page: Page, name: string): Promise<void> {
  await page.goto(`${site.server.url}/admin/appointments?from=${yesterday}`);
  await page.getByRole("link", { name }).click();
  await page.getByRole("heading", { level: 1, name }).waitFor();
}

test("staff mark one meeting held and one a no-show on the lead page; the calendar and the dashboard show it", async () => {
  const { page } = await site.signedIn();

  // Yesterday's meetings on the calendar, none marked yet.
  await page.goto(`${site.server.url}/admin/appointments?from=${yesterday}`);
  const calendarRow = (name: string) => page.getByRole("listitem").filter({ hasText: name });
  for (const { name } of Object.values(meetings))
    expect(await calendarRow(name).getByText("Not marked", { exact: true }).count()).toBe(1);

  // Held: the lead, still New, becomes Contacted, and the card says who marked it when.
  await openLeadFromCalendar(page, meetings.held.name);
  expect(await stageBadge(page).textContent()).toBe("New");
  const card = appointmentCard(page);
  await card.getByRole("heading", { name: "After the meeting" }).waitFor();
  expect(await card.getByRole("button", { name: "Move appointment" }).count()).toBe(0);
  await card.getByRole("button", { name: "Held", exact: true }).click();
  await page.getByText("The meeting is marked as held.").waitFor();
  expect(await stageBadge(page).textContent()).toBe("Contacted");
  expect(await card.getByText(/^Held · marked by Morgan on \d+ \w+ \d{4}, \d\d:\d\d$/).count()).toBe(1);
  expect(await card.getByRole("button", { name: "Held", exact: true }).isDisabled()).toBe(true);
  await page.getByText("Morgan marked the meeting as held").waitFor();
  await page.getByText("Morgan moved it from New to Contacted").waitFor();
  const shots = path.join(projectRoot, "screenshots");
  await card.screenshot({ path: path.join(shots, "admin-meeting-outcome-1280.png") });

  // No-show: the stage stays New.
  await openLeadFromCalendar(page, meetings.absent.name);
  await appointmentCard(page).getByRole("button", { name: "No-show", exact: true }).click();
  await page.getByText("The meeting is marked as a no-show.").waitFor();
  expect(await stageBadge(page).textContent()).toBe("New");
  expect(
    await appointmentCard(page)
      .getByText(/^No-show · marked by Morgan on /)
      .count(),
  ).toBe(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await appointmentCard(page).screenshot({ path: path.join(shots, "admin-meeting-outcome-390.png") });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The calendar: each meeting's outcome beside it.
  await page.goto(`${site.server.url}/admin/appointments?from=${yesterday}`);
  expect(await calendarRow(meetings.held.name).getByText("Held", { exact: true }).count()).toBe(1);
  expect(await calendarRow(meetings.absent.name).getByText("No-show", { exact: true }).count()).toBe(1);
  expect(await calendarRow(meetings.unmarked.name).getByText("Not marked", { exact: true }).count()).toBe(1);

  // The dashboard's meetings of the last 30 days, and the way to the one not marked.
  await page.goto(`${site.server.url}/admin/dashboard`);
  const figures = page.locator("section", { has: page.getByRole("heading", { name: "Meetings", exact: true }) });
  const figure = async (label: string) =>
    (await figures
      .locator("dl > div", { has: page.getByText(label, { exact: true }) })
      .locator("dd")
      .textContent()) ?? "";
  expect([await figure("Held"), await figure("No-shows"), await figure("Not marked")]).toEqual(["1", "1", "1"]);
  await figures.getByRole("link", { name: "Find it on the appointment calendar" }).click();
  await page.waitForURL(/\/admin\/appointments\?from=/);
  await calendarRow(meetings.unmarked.name).getByText("Not marked", { exact: true }).waitFor();
});
