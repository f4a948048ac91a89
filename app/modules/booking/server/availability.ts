import { addCalendarDays, isBookableDate, slotsOn, slotStart, weekdayName } from "#app/lib/booking-slots";
import type { Database } from "#server/db/client";
import { closedDatesBetween } from "./closed-days";
import { loadOccupancy } from "./occupancy-store";
import { hasRoom, type Occupancy } from "./slot-occupancy";
import type { BookingSettings } from "./settings";

export type AvailableSlot = { time: string; label: string; startUtc: string; available: boolean };
export type AvailableDay = { date: string; weekday: string; slots: Array<AvailableSlot> };
export type Availability = { timeZone: string; days: Array<AvailableDay> };

type Rules = Pick<BookingSettings, "businessTimeZone" | "minNoticeHours">;

/**
 * The slots a visitor may book (docs/product.md#booking-rules): each of the dialog's slots on the
 * bookable dates from `from` to `to`, available unless it has started, starts within the minimum
 * notice, falls on a closed day, or has no room (no free host, or without hosts no free seat).
 * Pure, so the rules can be checked against every time zone.
 */
export function freeSlots(
  rules: Rules,
  range: { from: string; to: string; now: Date },
  closed: ReadonlySet<string>,
  occupancy: Occupancy,
): Availability {
  const { now } = range;
  const timeZone = rules.businessTimeZone;
  const earliest = now.getTime() + rules.minNoticeHours * 3_600_000;
  const days: Array<AvailableDay> = [];
  for (let date = range.from; date <= range.to; date = addCalendarDays(date, 1)) {
    if (!isBookableDate(date, timeZone, now)) continue;
    days.push({
      date,
      weekday: weekdayName(date),
      slots: slotsOn(date, timeZone, now).map((slot) => ({
        time: slot.time,
        label: slot.label,
        startUtc: slot.startUtc,
        available:
          !slot.started &&
          !closed.has(date) &&
          Date.parse(slot.startUtc) >= earliest &&
          hasRoom(occupancy, new Date(slot.startUtc)),
      })),
    });
  }
  return { timeZone, days };
}

/** Every bookable day between `from` and `to` (inclusive) with each slot's state, read from the database. */
export async function getAvailability(
  db: Database,
  settings: BookingSettings,
  range: { from: string; to: string; now: Date },
): Promise<Availability> {
  const timeZone = settings.businessTimeZone;
  const empty = { timeZone, days: [] };
  let first: string | undefined;
  let last: string | undefined;
  for (let date = range.from; date <= range.to; date = addCalendarDays(date, 1)) {
    if (!isBookableDate(date, timeZone, range.now)) continue;
    first ??= date;
    last = date;
  }
  if (!first || !last) return empty;
  const occupancy = await loadOccupancy(
    db,
    settings,
    slotStart(first, 0, timeZone),
    slotStart(addCalendarDays(last, 1), 0, timeZone),
  );
  const closed = await closedDatesBetween(db, first, last);
  return freeSlots(settings, { ...range, from: first, to: last }, closed, occupancy);
}
