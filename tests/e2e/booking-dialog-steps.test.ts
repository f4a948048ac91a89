import { format } from "date-fns";
import { expect, test } from "vitest";
import {
  bookableDates,
  checkSlot,
  defaultBookingTimeZone,
  defaultMinNoticeHours,
  slotsOn,
} from "#app/lib/booking-slots";
import { openAsVisitor } from "#tests/support/e2e-forms";
import {
  dayButton,
  dialogHeading,
  offeredDays,
  openBookingDialog,
  slotButton,
  slotStates,
  stableAvailability,
  waitForStep,
} from "#tests/support/e2e-booking";
import { useSite } from "#tests/support/site";

const site = useSite();

/**
 * Bookable dates that still have a slot the server would take: not started and at least the
 * minimum notice away (docs/product.md#booking-rules). Late in the business day, today has none.
 */
function openDates(): Array<string> {
  const now = new Date();
  return bookableDates(defaultBookingTimeZone, now).filter((date) =>
    slotsOn(date, defaultBookingTimeZone, now).some(
      (slot) => checkSlot(date, slot.time, defaultBookingTimeZone, now, defaultMinNoticeHours).ok,
    ),
  );
}

const localDate = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y, m - 1, d);
};

test("no calendar code in any page's first load: the dialog arrives when Request Demo is pressed", async () => {
  for (const path of ["/", "/gitex", "/blog"]) {
    const html = await (await fetch(site.server.url + path)).text();
    const scripts = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]))];
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      const code = await (await fetch(site.server.url + script)).text();
      // react-day-picker's class-name keys and the dialog's own texts live only in the lazy chunk.
      expect(code, `${path} loads ${script}`).not.toMatch(/day_button|Choose a Time|Your Contact Information/);
    }
  }
});

test("a Request Demo pressed before the page's scripts have run still opens the dialog once they have", async () => {
  // Every script waits, as on a slow phone: the visitor presses the prerendered button first.
  const { page, releaseScripts } = await openAsVisitor(site, "/", { holdScripts: /\.js$/ });
  await page.locator("header").getByRole("button", { name: "Request Demo" }).click();
  expect(await page.getByRole("dialog").count()).toBe(0);
  await releaseScripts();
  await page
    .getByRole("dialog")
    .filter({ has: page.getByText("Step 1 of 3") })
    .waitFor();
  // The click counted once: neither lost nor also replayed by React.
  expect(await page.getByRole("dialog").count()).toBe(1);
});

test("step 1: weekdays from today to 28 days ahead, nothing in the past or within the notice, weekends never; Cancel closes", async () => {
  const { page } = await openAsVisitor(site, "/");
  const before = openDates();
  const dialog = await openBookingDialog(page);
  expect(await dialogHeading(dialog)).toEqual({
    title: "Schedule an Appointment",
    description: "Select a weekday in the next 4 weeks for your initial consultation",
  });
  await dialog.getByText("Step 1 of 3").waitFor();

  // The dialog asked the server between these two moments; an hour passing in between can take
  // today's last slot inside the notice, so the dates of either moment are right.
  const offered = await offeredDays(dialog);
  const after = openDates();
  expect([before, after]).toContainEqual(offered);
  for (const date of offered) expect([0, 6]).not.toContain(localDate(date).getDay());
  // Nothing beyond the window: it ends in the month the calendar opens on or the next.
  const nextMonth = dialog.getByRole("button", { name: /next month/i });
  if ((await nextMonth.getAttribute("aria-disabled")) !== "true") await nextMonth.click();
  expect(await nextMonth.getAttribute("aria-disabled")).toBe("true");

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.waitFor({ state: "detached" });
});

test("the time grid is the server's availability in the business zone, and a visitor there gets no remark about the time", async () => {
  const { page } = await openAsVisitor(site, "/");
  const dialog = await openBookingDialog(page);
  const availability = await stableAvailability(site.server.url);
  const day = availability.days.find((d) => d.slots.some((slot) => slot.available));
  if (!day) throw new Error("no free slot in the window");

  await (await dayButton(dialog, day.date)).click();
  await waitForStep(dialog, "Choose a Time");
  expect(await dialogHeading(dialog)).toEqual({
    title: "Choose a Time",
    description: `Available appointment times for ${format(localDate(day.date), "EEEE, MMMM d")}`,
  });
  await dialog.getByText("Times shown in India Standard Time (Asia/Kolkata)").waitFor();
  expect(await dialog.getByText(/your time/).count()).toBe(0);
  const fridays = localDate(day.date).getDay() === 5;
  const labels = ["9:00 AM", "10:00 AM", "11:00 AM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"].slice(
    0,
    fridays ? 6 : 7,
  );
  expect(await slotStates(dialog)).toEqual(
    day.slots.map((slot, index) => ({ text: labels[index], disabled: !slot.available })),
  );

  const slot = day.slots.find((s) => s.available);
  if (!slot) throw new Error("no free slot");
  await slotButton(dialog, slot.label).click();
  await waitForStep(dialog, "Your Contact Information");
  // The browser's zone is the business zone's here: nothing to remark about the time.
  expect(await dialog.getByText(/^Please note:/).count()).toBe(0);
});

test("a visitor in New York choosing 9:00 AM (10:30 PM or 11:30 PM their time) is told so in one sentence before confirming", async () => {
  const { page } = await openAsVisitor(site, "/", { timezoneId: "America/New_York" });
  const dialog = await openBookingDialog(page);
  const availability = await stableAvailability(site.server.url);
  const day = availability.days.find((d) => d.slots.some((slot) => slot.label === "9:00 AM" && slot.available));
  if (!day) throw new Error("no free 9:00 AM slot in the window");
  await (await dayButton(dialog, day.date)).click();
  await waitForStep(dialog, "Choose a Time");
  await slotButton(dialog, "9:00 AM").click();
  await waitForStep(dialog, "Your Contact Information");
  await dialog
    .getByText(
      /^Please note: in your time zone \(America\/New_York\) this meeting is at \w{3}, \w{3} \d{1,2}, 1[01]:30 PM, outside usual working hours\.$/,
    )
    .waitFor();
  expect(await dialog.getByRole("button", { name: "Schedule Meeting" }).isEnabled()).toBe(true);
});

test("at 390 px the mobile menu's Request Demo opens the dialog, and every step fits the screen", async () => {
  const { page } = await openAsVisitor(site, "/", { width: 390, height: 844 });
  const dialog = await openBookingDialog(page, "mobile-menu");
  const fits = async () => {
    const box = await dialog.boundingBox();
    return box !== null && box.x >= 0 && box.x + box.width <= 390 && box.y >= 0 && box.y + box.height <= 844;
  };
  await expect.poll(fits).toBe(true);
  const availability = await stableAvailability(site.server.url);
  const day = availability.days.find((d) => d.slots.some((slot) => slot.available));
  const slot = day?.slots.find((s) => s.available);
  if (!day || !slot) throw new Error("no free slot in the window");
  await (await dayButton(dialog, day.date)).click();
  await waitForStep(dialog, "Choose a Time");
  await expect.poll(fits).toBe(true);
  await slotButton(dialog, slot.label).click();
  await waitForStep(dialog, "Your Contact Information");
  await expect.poll(fits).toBe(true);
  expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});
