import { useState } from "react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { cdp, page } from "vitest/browser";
import { Toaster } from "#app/components/ui/toaster";
import { AppointmentDialog, autoAdvanceMs } from "#app/modules/booking/components/appointment-dialog";
import { stepTwoDate } from "#app/modules/booking/components/booking-payload";
import { bookableDates, defaultBookingTimeZone, slotsOn } from "#app/lib/booking-slots";
import { field, fieldError, openToast } from "#tests/components/form-helpers";
import { render } from "#tests/components/render";

// The booking dialog's three steps on their own (docs/product.md#booking-dialog), the server's
// availability answered at fetch level, a visitor's own time zone set through the browser's
// debugging channel. A booking through the built site, stored and emailed, is in
// tests/e2e/booking-dialog-submit.test.ts; the grid as the server computes it, the remark a visitor
// far from the business zone gets before confirming, and the first clicks are in
// tests/e2e/booking-dialog-steps.test.ts.

const dialog = page.getByRole("dialog");
const allLabels = ["9:00 AM", "10:00 AM", "11:00 AM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"];

// The last bookable date: every one of its slots is still ahead. Its first slot is taken.
const date = bookableDates(defaultBookingTimeZone).at(-1) ?? "";
const takenLabel = "9:00 AM";
const freeLabel = "10:00 AM";

function availabilityReply() {
  return {
    timeZone: defaultBookingTimeZone,
    days: bookableDates(defaultBookingTimeZone).map((day) => ({
      date: day,
      slots: slotsOn(day, defaultBookingTimeZone).map((slot) => ({
        time: slot.time,
        label: slot.label,
        startUtc: slot.startUtc,
        available: !slot.started && !(day === date && slot.label === takenLabel),
      })),
    })),
  };
}

let requests: Array<string> = [];

beforeEach(() => {
  requests = [];
  vi.spyOn(window, "fetch").mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    requests.push(url);
    if (url.startsWith("/api/appointments/availability")) return Response.json(availabilityReply());
    return Response.json({ error: "not expected here" }, { status: 500 });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function Booking() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Request Demo
      </button>
      <AppointmentDialog open={open} onOpenChange={setOpen} />
      <Toaster />
    </>
  );
}

async function openDialog(): Promise<void> {
  await page.getByRole("button", { name: "Request Demo" }).click();
  await expect.element(dialog.getByText("Step 1 of 3")).toBeVisible();
}

async function waitForStep(title: string): Promise<void> {
  await expect.element(dialog.getByRole("heading", { name: title, exact: true })).toBeVisible();
}

function heading(): { title: string; description: string } {
  const element = dialog.element();
  return {
    title: element.querySelector("h2")?.textContent ?? "",
    description: element.querySelector("h2 + p")?.textContent ?? "",
  };
}

/** The calendar's button for `day`, paging to the next month when it is not shown yet. */
async function dayButton(day: string): Promise<HTMLButtonElement> {
  for (let paged = 0; paged < 2; paged++) {
    const button = dialog.element().querySelector<HTMLButtonElement>(`td[data-day="${day}"] button`);
    if (button) return button;
    await dialog.getByRole("button", { name: /next month/i }).click();
  }
  const button = dialog.element().querySelector<HTMLButtonElement>(`td[data-day="${day}"] button`);
  if (!button) throw new Error(`${day} is not in the calendar`);
  return button;
}

async function chooseDay(day: string): Promise<void> {
  await page.elementLocator(await dayButton(day)).click();
}

function slotButtons(): Array<HTMLButtonElement> {
  return Array.from(dialog.element().querySelectorAll<HTMLButtonElement>("ul button"));
}

function slotButton(label: string): HTMLButtonElement {
  const button = slotButtons().find((b) => (b.textContent ?? "").startsWith(label));
  if (!button) throw new Error(`no ${label} slot`);
  return button;
}

test("steps 2 and 3: the texts, the time grid in the business zone, Back 3→2→1 keeping the choices, and docs/product.md's messages", async () => {
  await render(<Booking />);
  await openDialog();
  expect(heading()).toEqual({
    title: "Schedule an Appointment",
    description: "Select a weekday in the next 4 weeks for your initial consultation",
  });
  expect(requests.some((url) => url.startsWith("/api/appointments/availability?from="))).toBe(true);

  await chooseDay(date);
  await waitForStep("Choose a Time");
  expect(heading()).toEqual({
    title: "Choose a Time",
    description: `Available appointment times for ${stepTwoDate(date)}`,
  });
  await expect.element(dialog.getByText("Times shown in India Standard Time (Asia/Kolkata)")).toBeVisible();
  await expect.poll(() => slotButtons().length).toBeGreaterThan(0);
  const fridays = new Date(`${date}T12:00:00Z`).getUTCDay() === 5;
  expect(
    slotButtons().map((b) => ({ label: allLabels.find((l) => b.textContent?.startsWith(l)), disabled: b.disabled })),
  ).toEqual(allLabels.slice(0, fridays ? 6 : 7).map((label) => ({ label, disabled: label === takenLabel })));
  await expect.element(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();

  // Back to step 1 keeps the chosen day; choosing again comes back to step 2.
  await dialog.getByRole("button", { name: "Back" }).click();
  await waitForStep("Schedule an Appointment");
  await expect.poll(async () => (await dayButton(date)).closest("td")?.getAttribute("aria-selected")).toBe("true");
  await chooseDay(date);
  await waitForStep("Choose a Time");

  await page.elementLocator(slotButton(freeLabel)).click();
  await waitForStep("Your Contact Information");
  expect(heading()).toEqual({
    title: "Your Contact Information",
    description: "Please provide your contact details to complete your appointment",
  });
  await expect.element(dialog.getByText(`${stepTwoDate(date)} at ${freeLabel}`)).toBeVisible();
  const labelsShown = Array.from(dialog.element().querySelectorAll("form label"), (label) => label.textContent);
  expect(labelsShown.slice(0, 5)).toEqual([
    "Full Name",
    "Email Address",
    "Phone (optional)",
    "Company Name",
    "Additional Information (optional)",
  ]);
  await expect
    .element(dialog.getByText("We'll send appointment confirmation to this email", { exact: true }))
    .toBeVisible();
  expect(field(dialog, "Email Address").element().getAttribute("aria-describedby")).toContain(
    "appointments-schedule-email-hint",
  );

  await dialog.getByRole("button", { name: "Schedule Meeting" }).click();
  await expect.poll(() => fieldError(field(dialog, "Full Name"))).toBe("Name must be at least 2 characters");
  expect(fieldError(field(dialog, "Email Address"))).toBe("Please enter a valid email address");
  expect(fieldError(field(dialog, "Company Name"))).toBe("Company name is required");
  expect(fieldError(field(dialog, "Phone (optional)"))).toBeNull();
  expect(fieldError(field(dialog, "Additional Information (optional)"))).toBeNull();
  await field(dialog, "Full Name").fill("A");
  await field(dialog, "Email Address").fill("a@b");
  await dialog.getByRole("button", { name: "Schedule Meeting" }).click();
  await expect.poll(() => fieldError(field(dialog, "Full Name"))).toBe("Name must be at least 2 characters");
  expect(fieldError(field(dialog, "Email Address"))).toBe("Please enter a valid email address");
  expect(requests.filter((url) => url.startsWith("/api/appointments/schedule"))).toEqual([]);

  // Back to step 2 keeps the chosen time.
  await dialog.getByRole("button", { name: "Back" }).click();
  await waitForStep("Choose a Time");
  await expect.poll(() => slotButton(freeLabel).getAttribute("aria-pressed")).toBe("true");
});

test("a pick shows for docs/product.md's pause before the next step comes", async () => {
  await render(<Booking />);
  await openDialog();
  const picked = Date.now();
  await chooseDay(date);
  await expect.poll(async () => (await dayButton(date)).closest("td")?.getAttribute("aria-selected")).toBe("true");
  expect(heading().title).toBe("Schedule an Appointment");
  await waitForStep("Choose a Time");
  expect(Date.now() - picked).toBeGreaterThanOrEqual(autoAdvanceMs);
});

test("closing by the close button or Cancel starts the next visit from step 1 with nothing chosen or typed", async () => {
  await render(<Booking />);
  await openDialog();
  await chooseDay(date);
  await waitForStep("Choose a Time");
  await page.elementLocator(slotButton(freeLabel)).click();
  await waitForStep("Your Contact Information");
  await field(dialog, "Full Name").fill("Meera Iyer");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();

  await openDialog();
  await waitForStep("Schedule an Appointment");
  expect(dialog.element().querySelectorAll('td[aria-selected="true"]').length).toBe(0);
  await chooseDay(date);
  await waitForStep("Choose a Time");
  expect(slotButtons().filter((b) => b.getAttribute("aria-pressed") === "true").length).toBe(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();

  await openDialog();
  await chooseDay(date);
  await waitForStep("Choose a Time");
  await page.elementLocator(slotButton(freeLabel)).click();
  await waitForStep("Your Contact Information");
  await expect.element(field(dialog, "Full Name")).toHaveValue("");
});

test("a failure without a message says 'Failed to schedule appointment'; without the availability service the rules decide", async () => {
  vi.mocked(window.fetch).mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    requests.push(url);
    if (url.startsWith("/api/appointments/availability"))
      return Response.json({ message: "There is no API endpoint at this address." }, { status: 404 });
    return Response.json({}, { status: 500 });
  });
  await render(<Booking />);
  await openDialog();
  await chooseDay(date);
  await waitForStep("Choose a Time");
  const rules = slotsOn(date, defaultBookingTimeZone);
  await expect.poll(() => slotButtons().length).toBe(rules.length);
  expect(
    slotButtons().map((b) => ({ label: allLabels.find((l) => b.textContent?.startsWith(l)), disabled: b.disabled })),
  ).toEqual(rules.map((slot) => ({ label: slot.label, disabled: slot.started })));

  await page.elementLocator(slotButton(freeLabel)).click();
  await waitForStep("Your Contact Information");
  await field(dialog, "Full Name").fill("Ravi Nair");
  await field(dialog, "Email Address").fill("ravi@nair.example");
  await field(dialog, "Company Name").fill("Nair Tech");
  await dialog.getByRole("button", { name: "Schedule Meeting" }).click();
  await expect.poll(() => openToast().title).toBe("Something went wrong");
  expect(openToast()).toEqual({
    title: "Something went wrong",
    description: "Failed to schedule appointment",
    variant: "destructive",
  });
  expect(requests.filter((url) => url.startsWith("/api/appointments/schedule"))).toHaveLength(1);
  await waitForStep("Your Contact Information");
  await expect.element(dialog.getByRole("button", { name: "Schedule Meeting" })).toBeEnabled();
});

test("a visitor in New York sees the business zone named and each slot in their own time; the body carries their zone, the toast their time", async () => {
  const bodies: Array<unknown> = [];
  const day = availabilityReply().days.find((d) => d.date === date);
  const slot = day?.slots.find((s) => s.label === freeLabel);
  if (!day || !slot) throw new Error(`no ${freeLabel} slot on ${date}`);
  vi.mocked(window.fetch).mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    requests.push(url);
    if (url.startsWith("/api/appointments/availability")) return Response.json(availabilityReply());
    bodies.push(JSON.parse(String(init?.body)));
    return Response.json({ startUtc: slot.startUtc, manageUrl: "/appointments/t" }, { status: 201 });
  });
  await cdp().send("Emulation.setTimezoneOverride", { timezoneId: "America/New_York" });
  try {
    await render(<Booking />);
    await openDialog();
    await chooseDay(date);
    await waitForStep("Choose a Time");
    await expect.element(dialog.getByText("Times shown in India Standard Time (Asia/Kolkata)")).toBeVisible();
    await expect
      .element(dialog.getByText(/^Under each slot: your time, Eastern (Standard|Daylight) Time \(America\/New_York\)$/))
      .toBeVisible();
    // Morning slots in India are the evening before in New York, so every slot names its day.
    expect(slotButtons().map((b) => b.textContent)).toEqual(
      day.slots.map((s) => {
        const local = new Date(s.startUtc).toLocaleString("en-US", {
          timeZone: "America/New_York",
          weekday: "short",
          hour: "numeric",
          minute: "2-digit",
        });
        return `${s.label}, your time ${local}`;
      }),
    );
    expect(slotButtons()[0]?.textContent).toMatch(/^9:00 AM, your time \w{3} \d{1,2}:30 (PM|AM)$/);

    await page.elementLocator(slotButton(freeLabel)).click();
    await waitForStep("Your Contact Information");
    await field(dialog, "Full Name").fill("Dana Cole");
    await field(dialog, "Email Address").fill("dana@cole.example");
    await field(dialog, "Company Name").fill("Cole & Partners");
    await dialog.getByRole("button", { name: "Schedule Meeting" }).click();
    await expect.poll(() => openToast().title).toBe("Appointment scheduled!");
    expect(bodies).toEqual([expect.objectContaining({ date, time: slot.time, timeZone: "America/New_York" })]);
    // India's morning is New York's evening before: the toast gives New York's date and time, named.
    const start = new Date(slot.startUtc);
    const inNewYork = (options: Intl.DateTimeFormatOptions) =>
      start.toLocaleString("en-US", { timeZone: "America/New_York", ...options });
    expect(openToast().description).toBe(
      `We'll see you on ${inNewYork({ month: "long", day: "2-digit", year: "numeric" })} at ` +
        `${inNewYork({ hour: "numeric", minute: "2-digit" })} ${/E[SD]T/.exec(inNewYork({ timeZoneName: "short" }))?.[0]}.`,
    );
    expect(openToast().description).not.toContain(slot.label);
  } finally {
    await cdp().send("Emulation.setTimezoneOverride", { timezoneId: "" });
  }
});
