import { afterAll, beforeAll, expect, test } from "vitest";
import { startAppServer, type RunningServer } from "#tests/support/app-server";
import { appointmentBody, futureSlots, type BookingReply } from "#tests/support/bookings";
import { ensureBuilt } from "#tests/support/ensure-build";

let server: RunningServer;
beforeAll(async () => {
  ensureBuilt();
  server = await startAppServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

async function book(
  slotIndex: number,
  email: string,
): Promise<BookingReply & { slot: { date: string; time: string } }> {
  const slot = futureSlots()[slotIndex];
  const response = await fetch(`${server.url}/api/appointments/schedule`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify(appointmentBody(slot, { email, name: "Dana <Script> Lee" })),
  });
  expect(response.status).toBe(201);
  return { ...((await response.json()) as BookingReply), slot };
}

const cancelForm = (origin: string) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { "content-type": "application/x-www-form-urlencoded", origin },
  body: "intent=cancel",
});

test("the manage page shows the booking in both zones, asks to confirm, cancels by POST and frees the slot", async () => {
  const booking = await book(3, "page@example.com");
  expect(booking.manageUrl.startsWith(`${server.url}/appointments/`)).toBe(true);

  const page = await fetch(booking.manageUrl);
  expect(page.status).toBe(200);
  expect(page.headers.get("cache-control")).toBe("no-store");
  const html = await page.text();
  expect(html).toContain('name="robots" content="noindex, nofollow"');
  expect(html).toContain("Confirmed");
  expect(html).toContain("GMT+5:30");
  expect(html).toContain("Asia/Kolkata");
  expect(html).toContain("America/New_York");
  expect(html).toContain("Dana &lt;Script&gt; Lee");
  expect(html).toContain("Cancel appointment");
  expect(html).not.toContain("Yes, cancel appointment");

  const confirm = await (await fetch(`${booking.manageUrl}?confirm`)).text();
  expect(confirm).toContain("Cancel this appointment?");
  expect(confirm).toContain("Yes, cancel appointment");

  // React Router's own CSRF check answers 400 before our action's 403 check is reached.
  const forged = await fetch(booking.manageUrl, cancelForm("https://evil.example"));
  expect([400, 403]).toContain(forged.status);
  expect(await (await fetch(booking.manageUrl)).text()).toContain("Confirmed");

  const cancelled = await fetch(booking.manageUrl, cancelForm(server.url));
  expect(cancelled.status).toBe(302);
  expect(cancelled.headers.get("location")).toBe(new URL(booking.manageUrl).pathname);
  const after = await (await fetch(booking.manageUrl)).text();
  expect(after).toContain("Appointment cancelled");
  expect(after).not.toContain("Yes, cancel appointment");

  const availability = (await (
    await fetch(`${server.url}/api/appointments/availability?from=${booking.slot.date}&to=${booking.slot.date}`)
  ).json()) as {
    days: Array<{ slots: Array<{ time: string; available: boolean }> }>;
  };
  expect(availability.days[0]?.slots.find((s) => s.time === booking.slot.time)?.available).toBe(true);
});

test("an unknown token shows the 404 page", async () => {
  const response = await fetch(`${server.url}/appointments/${"x".repeat(43)}`);
  expect(response.status).toBe(404);
  expect(await response.text()).toContain("404 Page Not Found");
});

test("booking pages are not in the sitemap", async () => {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).toContain("<urlset");
  expect(sitemap).not.toContain("/appointments");
});
