import { expect, test } from "vitest";
import { useAdminSite } from "#tests/support/admin-site";
import { appointmentBody } from "#tests/support/bookings";
import { fetchAvailability } from "#tests/support/e2e-booking";

// Hosts (docs/product.md#hosts), set up on the admin's Hosts page in Chromium: the visitor's
// calendar then offers only the slots inside a host's own hours.
const site = useAdminSite();

/** Working hours 08:00-13:00 in Dubai (+4:00) hold the 10:00, 11:00 and 1:00 PM slots of Kolkata (+5:30). */
const insideDubaiHours = ["10:00", "11:00", "13:00"];

test("staff make themselves a host with hours in their own zone: the booking calendar offers only those slots, a booking names them, a day off closes a day", async () => {
  const { page } = await site.signedIn("/admin/hosts");
  const card = page.locator("div[id^=host-]", { hasText: site.staff.email });
  await card.getByText("Set up as a host").click();
  await card.getByLabel("Name shown to visitors").fill("Morgan Lee");
  await card.getByLabel("Time zone").selectOption("Asia/Dubai");
  await card.getByLabel("Video-call link").fill("https://meet.example.com/morgan");
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]) {
    await card.getByLabel(`${day} from`).fill("08:00");
    await card.getByLabel(`${day} until`).fill("13:00");
  }
  await card.getByRole("button", { name: "Make a host" }).click();
  await page.getByText("The host's settings are saved.").waitFor();
  const saved = page.locator("div[id^=host-]", { hasText: "Morgan Lee" });
  await saved.getByText("Takes meetings").waitFor();
  expect(await saved.getByText(`${site.staff.email} · Asia/Dubai · 0 upcoming meetings`).count()).toBe(1);

  const { days } = await fetchAvailability(site.server.url);
  const open = days.filter((day) => day.slots.some((slot) => slot.available));
  expect(open.length).toBeGreaterThan(5);
  for (const day of open.slice(1)) {
    expect(day.slots.filter((slot) => slot.available).map((slot) => slot.time)).toEqual(insideDubaiHours);
  }

  // A booking goes to the host: the calendar names them.
  const slot = open.at(-1)?.slots.find((s) => s.available);
  const booked = await fetch(`${site.server.url}/api/appointments/schedule`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.server.url },
    body: JSON.stringify(
      appointmentBody({ date: open.at(-1)?.date ?? "", time: slot?.time ?? "" }, { email: "guest@example.com" }),
    ),
  });
  expect(booked.status).toBe(201);
  await page.goto(`${site.server.url}/admin/appointments?from=${open.at(-1)?.date}`);
  await page.getByText("Host: Morgan Lee").waitFor();

  await page.goto(`${site.server.url}/admin/hosts`);
  const dayOff = open[2]?.date ?? "";
  await saved.getByLabel("Add a day off").fill(dayOff);
  await saved.getByRole("button", { name: "Add", exact: true }).click();
  await page.getByText("The day off is saved: this host takes no meeting on it.").waitFor();
  const after = await fetchAvailability(site.server.url);
  expect(after.days.find((day) => day.date === dayOff)?.slots.every((slot) => !slot.available)).toBe(true);
});
