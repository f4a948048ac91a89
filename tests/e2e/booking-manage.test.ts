import path from "node:path";
import { expect, test } from "vitest";
import { formatLongDate } from "#app/lib/booking-slots";
import { appointmentBody, businessZone } from "#tests/support/bookings";
import { fetchAvailability } from "#tests/support/e2e-booking";
import { openAsVisitor } from "#tests/support/e2e-forms";
import { addressesOf, readEmlFolder, waitFor } from "#tests/support/mail";
import { projectRoot } from "#tests/support/app-server";
import { useSite } from "#tests/support/site";

// The manage page reached from the confirmation email (docs/product.md#managing-a-booking).
const site = useSite({}, { ownServer: true });

async function mailTo(address: string, subject: RegExp) {
  return waitFor(
    async () =>
      (await readEmlFolder(path.join(site.server.dataDir, "mail"))).find(
        (mail) => addressesOf(mail.to).includes(address) && subject.test(mail.subject ?? ""),
      ),
    20_000,
    `the email "${subject.source}" to ${address}`,
  );
}

async function isFree(date: string, time: string): Promise<boolean> {
  const { days } = await fetchAvailability(site.server.url);
  return days.find((day) => day.date === date)?.slots.find((slot) => slot.time === time)?.available ?? false;
}

test("the emailed manage link moves the appointment to another free time; only the button's post moves it", async () => {
  const { days } = await fetchAvailability(site.server.url);
  const free = days.flatMap((day) =>
    day.slots.filter((slot) => slot.available).map((slot) => ({ ...slot, date: day.date })),
  );
  const [booked, wanted] = [free.at(-1), free.at(-9)];
  if (!booked || !wanted) throw new Error("not enough free slots in the window");
  const response = await fetch(`${site.server.url}/api/appointments/schedule`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.server.url },
    body: JSON.stringify(appointmentBody(booked, { email: "mover@example.com", timeZone: "Europe/Berlin" })),
  });
  expect(response.status).toBe(201);

  const confirmation = await mailTo("mover@example.com", /^Your consultation with/);
  const link = /http:\/\/127\.0\.0\.1:\d+\/appointments\/[A-Za-z0-9_-]{43}/.exec(confirmation.text ?? "")?.[0];
  if (!link) throw new Error("no manage link in the confirmation");
  const { page } = await openAsVisitor(site, new URL(link).pathname, { width: 390 });
  await page.getByRole("link", { name: "Choose another time" }).click();
  await page.getByRole("heading", { name: "Choose a new time" }).waitFor();
  // Opening the chooser (as a mail scanner following links would) moved nothing.
  expect(await isFree(booked.date, booked.time)).toBe(false);
  await page.screenshot({ path: path.join(projectRoot, "screenshots/appointment-reschedule-390.png"), fullPage: true });

  const day = page.locator("details", {
    has: page.locator("summary", { hasText: formatLongDate(wanted.date, businessZone) }),
  });
  if (!(await day.getAttribute("open"))) await day.locator("summary").click();
  await day.locator("label", { hasText: wanted.label }).first().click();
  await page.getByRole("button", { name: "Move my appointment" }).click();
  await page
    .getByText("Your appointment has moved to the time below. We sent the updated invitation to your email.")
    .waitFor();
  expect(await page.locator(`time[datetime="${new Date(wanted.startUtc).toISOString()}"]`).count()).toBe(1);
  expect(await isFree(booked.date, booked.time)).toBe(true);
  expect(await isFree(wanted.date, wanted.time)).toBe(false);

  const moved = await mailTo("mover@example.com", /^Moved: your consultation/);
  expect(moved.text).toContain("Previously");
  expect(moved.attachments.some((file) => file.content.toString().includes("METHOD:REQUEST"))).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(projectRoot, "screenshots/appointment-moved-1280.png"), fullPage: true });
});

test("the manage page's move refuses a made-up slot, a taken one and a post from another site, and the booking stays", async () => {
  const { days } = await fetchAvailability(site.server.url);
  const free = days.flatMap((day) =>
    day.slots.filter((slot) => slot.available).map((slot) => ({ ...slot, date: day.date })),
  );
  const [mine, theirs] = [free.at(-2), free.at(-3)];
  if (!mine || !theirs) throw new Error("not enough free slots in the window");
  const book = async (slot: { date: string; time: string }, email: string) => {
    const response = await fetch(`${site.server.url}/api/appointments/schedule`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site.server.url },
      body: JSON.stringify(appointmentBody(slot, { email })),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { manageUrl: string };
  };
  const { manageUrl } = await book(mine, "stays-put@example.com");
  await book(theirs, "in-the-way@example.com");
  const move = (slot: string, origin = site.server.url) =>
    fetch(`${site.server.url}${new URL(manageUrl).pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: new URLSearchParams({ intent: "reschedule", slot }).toString(),
    });
  const madeUp = await move("tomorrow at noon");
  expect(madeUp.status).toBe(400);
  expect(await madeUp.text()).toContain("Please choose one of the free times.");
  const taken = await move(`${theirs.date} ${theirs.time}`);
  expect(taken.status).toBe(409);
  expect(await taken.text()).toContain("This time slot has just been booked. Please choose another time.");
  const crossSite = await move(`${theirs.date} ${theirs.time}`, "https://evil.example");
  // Refused before our action runs (the framework turns cross-site posts away) or by it: never a move.
  expect([400, 403]).toContain(crossSite.status);
  expect(await isFree(mine.date, mine.time)).toBe(false);
});
