import { and, count, eq, gte, lt } from "drizzle-orm";
import { addCalendarDays, isBookableDate, slotsOn, slotStart, weekdayName } from "#app/lib/booking-slots";
import type { Database } from "#server/db/client";
import { bookings } from "#server/db/schema";
import { closedDatesBetween } from "./closed-days";

export type AvailableSlot = { time: string; label: string; startUtc: string; available: boolean };
export type AvailableDay = { date: string; weekday: string; slots: Array<AvailableSlot> };
export type Availability = { timeZone: string; days: Array<AvailableDay> };

/**
 * Every bookable day between `from` and `to` (inclusive) with each slot's state: a slot is
 * unavailable once it starts within the minimum notice (by `now`), on a closed day, or when it holds
 * `capacity` confirmed bookings.
 */
export async function getAvailability(
  db: Database,
  options: { from: string; to: string; timeZone: string; capacity: number; minNoticeHours: number; now: Date },
): Promise<Availability> {
  const { now } = options;
  const dates: Array<string> = [];
  for (let date = options.from; date <= options.to; date = addCalendarDays(date, 1)) {
    if (isBookableDate(date, options.timeZone, now)) dates.push(date);
  }
  if (dates.length === 0) return { timeZone: options.timeZone, days: [] };

  const rangeStart = slotStart(dates[0], 0, options.timeZone);
  const rangeEnd = slotStart(addCalendarDays(dates[dates.length - 1], 1), 0, options.timeZone);
  const taken = await db
    .select({ slotStart: bookings.slotStart, booked: count() })
    .from(bookings)
    .where(and(eq(bookings.status, "confirmed"), gte(bookings.slotStart, rangeStart), lt(bookings.slotStart, rangeEnd)))
    .groupBy(bookings.slotStart);
  const bookedAt = new Map(taken.map((t) => [t.slotStart.getTime(), Number(t.booked)]));
  const closed = await closedDatesBetween(db, dates[0], dates[dates.length - 1]);
  const earliest = now.getTime() + options.minNoticeHours * 3_600_000;

  return {
    timeZone: options.timeZone,
    days: dates.map((date) => ({
      date,
      weekday: weekdayName(date),
      slots: slotsOn(date, options.timeZone, now).map((slot) => ({
        time: slot.time,
        label: slot.label,
        startUtc: slot.startUtc,
        available:
          !slot.started &&
          !closed.has(date) &&
          Date.parse(slot.startUtc) >= earliest &&
          (bookedAt.get(Date.parse(slot.startUtc)) ?? 0) < options.capacity,
      })),
    })),
  };
}
