import path from "node:path";
import { format } from "date-fns";
import { expect, test } from "vitest";
import { nextPost, openAsVisitor, slowDown, visibleToast } from "#tests/support/e2e-forms";
import {
  dayButton,
  fillContact,
  openBookingDialog,
  pickDateAndTime,
  slotButton,
  stableAvailability,
  waitForStep,
  type DayState,
  type SlotState,
} from "#tests/support/e2e-booking";
import { addressesOf, readEmlFolder, waitFor } from "#tests/support/mail";
import { useSite } from "#tests/support/site";

const site = useSite({}, { ownServer: true });

const localDate = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y, m - 1, d);
};

/**
 * A free slot, counting from the start (or the end) of the window, so tests do not share one, on
 * a day no slot of which can fall inside the notice while the test runs. Its day keeps another
 * free slot, so the day can still be chosen once the slot is booked.
 */
async function freeSlot(from: "start" | "end"): Promise<{ day: DayState; slot: SlotState }> {
  const { days } = await stableAvailability(site.server.url);
  const ordered = from === "start" ? days : [...days].reverse();
  for (const day of ordered) {
    const open = day.slots.filter((s) => s.available);
    const slot = from === "start" ? open[0] : open.at(-1);
    if (slot && open.length >= 2) return { day, slot };
  }
  throw new Error("no day in the window with two free slots");
}

test("a booking: 'Processing...', the exact body, the success toast, the dialog closes and the slot is then taken", async () => {
  const { day, slot } = await freeSlot("start");
  const { page } = await openAsVisitor(site, "/");
  let dialog = await openBookingDialog(page);
  await pickDateAndTime(dialog, day.date, slot.label);
  await fillContact(dialog, {
    name: "Meera Iyer",
    email: "meera@iyer.example",
    company: "Iyer Analytics",
    message: "Three ML engineers by January",
  });

  await slowDown(page, "/api/appointments/schedule", 700);
  const request = nextPost(page, "/api/appointments/schedule");
  await dialog.getByRole("button", { name: "Schedule Meeting" }).click();
  const sending = dialog.getByRole("button", { name: "Processing..." });
  await sending.waitFor();
  await expect.poll(() => sending.isDisabled()).toBe(true);
  expect((await request).postDataJSON()).toEqual({
    name: "Meera Iyer",
    email: "meera@iyer.example",
    company: "Iyer Analytics",
    phone: "Not provided",
    date: day.date,
    time: slot.time,
    message: "Three ML engineers by January",
    // Chromium reports India's zone by its older ICU name; the body carries whatever the browser says.
    timeZone: await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    website: "",
  });
  expect(await visibleToast(page)).toEqual({
    title: "Appointment scheduled!",
    // The visitor is in the business zone here: their time is the slot's, with the zone's name.
    description: `We'll see you on ${format(localDate(day.date), "MMMM dd, yyyy")} at ${slot.label} GMT+5:30.`,
    variant: "default",
  });
  await page.getByRole("dialog").waitFor({ state: "detached" });

  dialog = await openBookingDialog(page);
  await waitForStep(dialog, "Schedule an Appointment");
  await (await dayButton(dialog, day.date)).click();
  await waitForStep(dialog, "Choose a Time");
  await expect.poll(() => slotButton(dialog, slot.label).isDisabled()).toBe(true);
});

test("a second booking of the same slot fails with the destructive toast, stays on step 3, and the slot is then disabled", async () => {
  const { day, slot } = await freeSlot("end");
  const first = await openAsVisitor(site, "/");
  // The second visitor's booking is refused with 409 Conflict, which Chromium logs.
  const second = await openAsVisitor(site, "/", { expectProblems: [409] });
  const firstDialog = await openBookingDialog(first.page);
  const secondDialog = await openBookingDialog(second.page);
  // Both visitors see the slot free and choose it.
  await pickDateAndTime(firstDialog, day.date, slot.label);
  await pickDateAndTime(secondDialog, day.date, slot.label);
  await fillContact(firstDialog, {
    name: "Arjun Mehta",
    email: "arjun@mehta.example",
    company: "Mehta Labs",
    phone: "+91 90000 00001",
  });
  await fillContact(secondDialog, { name: "Sara Khan", email: "sara@khan.example", company: "Khan Retail" });

  await firstDialog.getByRole("button", { name: "Schedule Meeting" }).click();
  expect((await visibleToast(first.page)).title).toBe("Appointment scheduled!");

  const reply = second.page.waitForResponse((response) => response.url().endsWith("/api/appointments/schedule"));
  const refetched = second.page.waitForRequest((request) => request.url().includes("/api/appointments/availability"));
  await secondDialog.getByRole("button", { name: "Schedule Meeting" }).click();
  const answer = await reply;
  expect(answer.status()).toBe(409);
  const { message } = (await answer.json()) as { message: string };
  expect(message.length).toBeGreaterThan(0);
  expect(await visibleToast(second.page)).toEqual({
    title: "Something went wrong",
    description: message,
    variant: "destructive",
  });
  await refetched;
  await waitForStep(secondDialog, "Your Contact Information");
  expect(await secondDialog.getByLabel("Full Name", { exact: true }).inputValue()).toBe("Sara Khan");

  await secondDialog.getByRole("button", { name: "Back" }).click();
  await waitForStep(secondDialog, "Choose a Time");
  await expect.poll(() => slotButton(secondDialog, slot.label).isDisabled()).toBe(true);
});

test("booking a time the same email already holds (a second device): success without the link, which arrives by email", async () => {
  const { day, slot } = await freeSlot("end");
  const laptop = await openAsVisitor(site, "/");
  const phone = await openAsVisitor(site, "/");
  const laptopDialog = await openBookingDialog(laptop.page);
  const phoneDialog = await openBookingDialog(phone.page);
  // The phone's grid was loaded before the laptop booked, so it still offers the time.
  await pickDateAndTime(laptopDialog, day.date, slot.label);
  await pickDateAndTime(phoneDialog, day.date, slot.label);
  const contact = { name: "Kavya Rao", email: "kavya@rao.example", company: "Rao Systems" };
  await fillContact(laptopDialog, contact);
  await fillContact(phoneDialog, { ...contact, email: "Kavya@Rao.example" });

  await laptopDialog.getByRole("button", { name: "Schedule Meeting" }).click();
  expect((await visibleToast(laptop.page)).title).toBe("Appointment scheduled!");

  const reply = phone.page.waitForResponse((response) => response.url().endsWith("/api/appointments/schedule"));
  await phoneDialog.getByRole("button", { name: "Schedule Meeting" }).click();
  const answer = await reply;
  expect(answer.status()).toBe(200);
  expect(Object.keys((await answer.json()) as object)).not.toContain("manageUrl");
  expect(await visibleToast(phone.page)).toEqual({
    title: "Appointment scheduled!",
    description:
      `We'll see you on ${format(localDate(day.date), "MMMM dd, yyyy")} at ${slot.label} GMT+5:30. ` +
      "This time was already booked with your email address; the link to view or cancel it has been sent to that address.",
    variant: "default",
  });
  await phone.page.getByRole("dialog").waitFor({ state: "detached" });

  const linkEmail = await waitFor(
    async () =>
      (await readEmlFolder(path.join(site.server.dataDir, "mail"))).find(
        (mail) => addressesOf(mail.to).includes("kavya@rao.example") && /already booked/.test(mail.text ?? ""),
      ),
    15_000,
    "the manage-link email",
  );
  expect(linkEmail.text).toMatch(new RegExp(`${site.server.url}/appointments/[A-Za-z0-9_-]{43}`));
});
