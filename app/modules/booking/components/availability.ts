import { z } from "#app/schemas/zod";
import { getJson } from "#app/lib/api";
import { bookableDates, bookingWindow, defaultBookingTimeZone, slotsOn } from "#app/lib/booking-slots";

/** One bookable hour of a day as the time grid shows it. */
export type SlotView = { time: string; label: string; startUtc: string; available: boolean };

export type Availability = {
  /** The business zone every date and label is in. */
  timeZone: string;
  /** Bookable dates ('yyyy-MM-dd') and their slots. */
  days: ReadonlyMap<string, ReadonlyArray<SlotView>>;
  /** 'rules' when the server could not be asked: every slot that has not started looks free. */
  source: "server" | "rules";
};

// GET /api/appointments/availability?from&to: the days of the range, each slot with its
// business-zone label, UTC start and whether it can still be booked.
const availabilityReply = z.object({
  timeZone: z.string().min(1),
  days: z.array(
    z.object({
      date: z.string(),
      slots: z.array(z.object({ time: z.string(), label: z.string(), startUtc: z.string(), available: z.boolean() })),
    }),
  ),
});

/** The slots by the weekly rules alone, for when the availability call is not answered. */
export function rulesAvailability(timeZone: string = defaultBookingTimeZone, now: Date = new Date()): Availability {
  const days = new Map<string, ReadonlyArray<SlotView>>();
  for (const date of bookableDates(timeZone, now)) {
    days.set(
      date,
      slotsOn(date, timeZone, now).map((slot) => ({
        time: slot.time,
        label: slot.label,
        startUtc: slot.startUtc,
        available: !slot.started,
      })),
    );
  }
  return { timeZone, days, source: "rules" };
}

/** The server's answer, with slots that have started since it was computed turned off too. */
export function availabilityFromReply(reply: unknown, now: Date = new Date()): Availability | null {
  const parsed = availabilityReply.safeParse(reply);
  if (!parsed.success) return null;
  const days = new Map<string, ReadonlyArray<SlotView>>();
  for (const day of parsed.data.days) {
    days.set(
      day.date,
      day.slots.map((slot) => ({ ...slot, available: slot.available && Date.parse(slot.startUtc) > now.getTime() })),
    );
  }
  return { timeZone: parsed.data.timeZone, days, source: "server" };
}

/** Asks the server which slots of the booking window are free; falls back to the rules. */
export async function loadAvailability(now: Date = new Date()): Promise<Availability> {
  const { first, last } = bookingWindow(defaultBookingTimeZone, now);
  try {
    const reply = await getJson(`/api/appointments/availability?from=${first}&to=${last}`);
    return availabilityFromReply(reply, now) ?? rulesAvailability(defaultBookingTimeZone, now);
  } catch {
    return rulesAvailability(defaultBookingTimeZone, now);
  }
}

export function hasOpenSlot(availability: Availability, date: string): boolean {
  return availability.days.get(date)?.some((slot) => slot.available) ?? false;
}

/** 'India Standard Time (Asia/Kolkata)': the zone's long name at an instant, and its IANA id. */
export function describeZone(timeZone: string, instant: Date = new Date()): string {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "long" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
}
