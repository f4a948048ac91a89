import type { Locator, Page } from "playwright-core";
import { defaultMinNoticeHours } from "#app/lib/booking-slots";

export type SlotState = { time: string; label: string; startUtc: string; available: boolean };
export type DayState = { date: string; slots: Array<SlotState> };

/** The server's view of the booking window right now. */
export async function fetchAvailability(baseUrl: string): Promise<{ timeZone: string; days: Array<DayState> }> {
  const response = await fetch(`${baseUrl}/api/appointments/availability`);
  if (!response.ok) throw new Error(`availability answered ${response.status}`);
  return (await response.json()) as { timeZone: string; days: Array<DayState> };
}

/** Longer than any test takes between reading the availability and acting on it. */
const testMarginMs = 10 * 60_000;

/**
 * The server's availability, with only the days whose slots cannot change state while a test
 * runs: a slot within the minimum notice of now becomes unbookable on the hour, so a day with a
 * slot that close (today, mostly) is left out.
 */
export async function stableAvailability(baseUrl: string): Promise<{ timeZone: string; days: Array<DayState> }> {
  const threshold = Date.now() + defaultMinNoticeHours * 3_600_000 + testMarginMs;
  const reply = await fetchAvailability(baseUrl);
  return {
    ...reply,
    days: reply.days.filter((day) => day.slots.every((slot) => Date.parse(slot.startUtc) > threshold)),
  };
}

/**
 * Opens the booking dialog the way a visitor would: the header button, or the mobile menu's. It
 * returns once the calendar shows the server's answer rather than the weekly rules.
 */
export async function openBookingDialog(page: Page, via: "header" | "mobile-menu" = "header"): Promise<Locator> {
  if (via === "header") {
    await page.locator("header").getByRole("button", { name: "Request Demo" }).click();
  } else {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Request Demo" }).click();
  }
  const dialog = page.getByRole("dialog").filter({ has: page.getByText("Step 1 of 3") });
  await dialog.waitFor();
  await dialog.locator('[aria-busy="false"]').waitFor();
  return page.getByRole("dialog");
}

export async function dialogHeading(dialog: Locator): Promise<{ title: string; description: string }> {
  const [title, description] = await Promise.all([
    dialog.getByRole("heading").first().textContent(),
    dialog.locator("p[id]").first().textContent(),
  ]);
  return { title: title ?? "", description: description ?? "" };
}

/** Waits for the step whose title is `title` (after the 300 ms auto-advance, say). */
export async function waitForStep(dialog: Locator, title: string): Promise<void> {
  await dialog.getByRole("heading", { name: title, exact: true }).waitFor();
}

/** The calendar day button of a 'yyyy-MM-dd' date, paging to the next month when needed. */
export async function dayButton(dialog: Locator, date: string): Promise<Locator> {
  const day = dialog.locator(`td[data-day="${date}"] button`);
  for (let page = 0; page < 2 && (await day.count()) === 0; page++) {
    await dialog.getByRole("button", { name: /next month/i }).click();
  }
  return day;
}

/**
 * Every date the calendar offers, in order: the month it opens on, then the next one when it can
 * page there (it pages back afterwards).
 */
export async function offeredDays(dialog: Locator): Promise<Array<string>> {
  const offered = await enabledDays(dialog);
  const nextMonth = dialog.getByRole("button", { name: /next month/i });
  if ((await nextMonth.getAttribute("aria-disabled")) === "true") return offered;
  await nextMonth.click();
  offered.push(...(await enabledDays(dialog)));
  await dialog.getByRole("button", { name: /previous month/i }).click();
  return offered;
}

/** Dates the visible month offers, in order. */
async function enabledDays(dialog: Locator): Promise<Array<string>> {
  return dialog
    .locator("td[data-day]:not([data-disabled]):not([data-hidden]):not([data-outside])")
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute("data-day") ?? ""));
}

export async function pickDateAndTime(dialog: Locator, date: string, label: string): Promise<void> {
  await (await dayButton(dialog, date)).click();
  await waitForStep(dialog, "Choose a Time");
  await slotButton(dialog, label).click();
  await waitForStep(dialog, "Your Contact Information");
}

/** A slot of the time grid by its business-zone label ('9:00 AM'). */
export function slotButton(dialog: Locator, label: string): Locator {
  return dialog
    .locator("ul button")
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });
}

export async function slotStates(dialog: Locator): Promise<Array<{ text: string; disabled: boolean }>> {
  await dialog.locator("ul button").first().waitFor();
  return dialog
    .locator("ul button")
    .evaluateAll((buttons) =>
      buttons.map((button) => ({ text: button.textContent ?? "", disabled: (button as HTMLButtonElement).disabled })),
    );
}

export async function fillContact(
  dialog: Locator,
  values: { name: string; email: string; phone?: string; company?: string; message?: string },
): Promise<void> {
  await dialog.getByLabel("Full Name", { exact: true }).fill(values.name);
  await dialog.getByLabel("Email Address", { exact: true }).fill(values.email);
  await dialog.getByLabel("Phone (optional)", { exact: true }).fill(values.phone ?? "");
  await dialog.getByLabel("Company Name", { exact: true }).fill(values.company ?? "");
  await dialog.getByLabel("Additional Information (optional)", { exact: true }).fill(values.message ?? "");
}
