import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { useAdminSite } from "#tests/support/admin-site";
import { dayButton, offeredDays, openBookingDialog, stableAvailability } from "#tests/support/e2e-booking";
import { openAsVisitor } from "#tests/support/e2e-forms";

// Closed days kept by staff on the appointment calendar page (docs/product.md#booking-rules) and the
// team's calendar feed (docs/product.md#calendar-feed), in Chromium.
const site = useAdminSite();

test("a day staff close is disabled in the visitor's booking calendar like a weekend; a holiday file closes its dates too", async () => {
  const { days } = await stableAvailability(site.server.url);
  const open = days.filter((day) => day.slots.some((slot) => slot.available)).map((day) => day.date);
  // Days near the start of the window (the calendar may show them on its second month).
  const [closedByHand, closedByFile] = [open[1], open[2]];
  if (!closedByHand || !closedByFile) throw new Error("not enough open days in the window");

  const { page: desk } = await site.signedIn("/admin/appointments");
  await desk.fill("#closed-day-date", closedByHand);
  await desk.fill("#closed-day-reason", "Office move");
  await desk.getByRole("button", { name: "Close this day" }).click();
  await desk.getByText("The day is closed: no meeting can be booked on it.").waitFor();
  const compact = closedByFile.replaceAll("-", "");
  const file = path.join(tmpdir(), `holidays-${compact}.ics`);
  writeFileSync(
    file,
    `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:${compact}\r\nSUMMARY:Founders' Day\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
  );
  await desk.setInputFiles("#closed-day-calendar", file);
  await desk.getByRole("button", { name: "Import", exact: true }).click();
  await desk.getByText("The calendar's dates are closed: no meeting can be booked on them.").waitFor();
  await desk.getByText("Office move").waitFor();
  await desk.getByText("Founders' Day").waitFor();

  const { page } = await openAsVisitor(site, "/");
  const dialog = await openBookingDialog(page);
  const enabled = await offeredDays(dialog);
  expect(enabled).not.toContain(closedByHand);
  expect(enabled).not.toContain(closedByFile);
  expect(enabled).toContain(open[0]);
  expect(await (await dayButton(dialog, closedByHand)).isDisabled()).toBe(true);
});

test("the calendar feed address made on the page serves the team's meetings, and answers 404 once revoked", async () => {
  const { page: desk } = await site.signedIn("/admin/appointments");
  await desk.getByRole("button", { name: "New feed address" }).click();
  await desk.getByText("A new calendar feed address is below.").waitFor();
  const address = (await desk.locator("code", { hasText: "/calendar/" }).first().textContent()) ?? "";
  const feedPath = new URL(address).pathname;
  const feed = await fetch(site.server.url + feedPath);
  expect(feed.status).toBe(200);
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");
  await desk.getByRole("button", { name: "Revoke" }).first().click();
  await desk.getByText("The calendar feed address was revoked").waitFor();
  expect((await fetch(site.server.url + feedPath)).status).toBe(404);
});
