import { slotDurationMinutes, timeInZone } from "#app/lib/booking-slots";

/** The part of a visitor's own day in which a meeting needs no remark (docs/product.md#booking-dialog). */
export const wakingHours = { from: 7, to: 21 } as const;

/** Hours and minutes of an instant on a zone's 24-hour clock. */
function minutesIntoDay(instant: Date, timeZone: string): number {
  const [hours = 0, minutes = 0] = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(instant)
    .split(":")
    .map(Number);
  return hours * 60 + minutes;
}

/**
 * One sentence for a visitor whose chosen meeting falls, in part or whole, outside 07:00-21:00 in
 * their own zone (a 9:00 AM slot in Asia/Kolkata is 10:30 PM in New York); null when it does not,
 * or when their zone is not known.
 */
export function outsideWakingHoursNote(startUtc: string, visitorZone: string | null): string | null {
  if (!visitorZone) return null;
  const start = new Date(startUtc);
  const from = minutesIntoDay(start, visitorZone);
  if (from >= wakingHours.from * 60 && from + slotDurationMinutes <= wakingHours.to * 60) return null;
  return `Please note: in your time zone (${visitorZone}) this meeting is at ${timeInZone(start, visitorZone, { withDay: true })}, outside usual working hours.`;
}
