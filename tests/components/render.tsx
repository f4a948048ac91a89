import type { ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { expect, vi } from "vitest";
import { page } from "vitest/browser";
import { bookableDates, defaultBookingTimeZone, slotsOn } from "#app/lib/booking-slots";
import { AppointmentDialogProvider } from "#app/modules/booking/ui";

const mounted: Array<{ root: Root; container: HTMLElement }> = [];

/**
 * Renders `ui` into the test page's body inside a router (for its links), as the client would after
 * hydration; unmounted after the test.
 */
export async function render(ui: ReactNode): Promise<HTMLElement> {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(<MemoryRouter>{ui}</MemoryRouter>));
  mounted.push({ root, container });
  return container;
}

/**
 * `render` inside the appointment dialog's provider, which root.tsx wraps every page in, for sections
 * with a button that opens the dialog; the server's availability is answered with every slot free.
 */
export async function renderWithAppointmentDialog(ui: ReactNode): Promise<HTMLElement> {
  const answer = {
    timeZone: defaultBookingTimeZone,
    days: bookableDates(defaultBookingTimeZone).map((day) => ({
      date: day,
      slots: slotsOn(day, defaultBookingTimeZone).map(({ time, label, startUtc, started }) => ({
        time,
        label,
        startUtc,
        available: !started,
      })),
    })),
  };
  const realFetch = window.fetch.bind(window);
  vi.spyOn(window, "fetch").mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    return url.startsWith("/api/appointments/availability") ? Response.json(answer) : realFetch(input, init);
  });
  return render(<AppointmentDialogProvider>{ui}</AppointmentDialogProvider>);
}

/** The appointment dialog is open on its first step. */
export async function expectAppointmentDialog(): Promise<void> {
  await expect
    .element(page.getByRole("dialog").getByRole("heading", { name: "Schedule an Appointment" }))
    .toBeVisible();
}

/** Unmounts what `render` mounted and clears what the sections kept in storage. */
export function cleanup(): void {
  for (const { root, container } of mounted.splice(0)) {
    root.unmount();
    container.remove();
  }
  document.body.innerHTML = "";
  window.localStorage.clear();
  vi.restoreAllMocks();
}
