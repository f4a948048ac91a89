import { z } from "zod";
import { isSupportedDate } from "#app/lib/booking-slots";
import { calendarDate, isOneLine } from "#app/schemas/fields";
import { closeDates, closedDaysFromIcs, reopenDate } from "#app/modules/booking/server";
import { recordAudit } from "#app/modules/staff/server";
import { deskDone, deskRefusal, formRefusal, type DeskServices } from "#server/services/admin/desk-services";
import type { Staff } from "#app/modules/staff/server";

// Not strict: a page's form also carries its intent.
export const closedDayInput = z.object({
  date: calendarDate("Give the day to close."),
  reason: z
    .string()
    .trim()
    .max(200, { error: "Keep the reason to one line of at most 200 characters." })
    .refine(isOneLine, { error: "Keep the reason to one line of at most 200 characters." })
    .default(""),
});

/** Closes a day for bookings (docs/product.md#booking-rules). */
export async function closeDayFromDesk(desk: DeskServices, staff: Staff, fields: Record<string, unknown>) {
  const parsed = closedDayInput.safeParse(fields);
  if (!parsed.success)
    return formRefusal(parsed.error, "date", "Some fields are missing or invalid. Please check them and try again.");
  const { date, reason } = parsed.data;
  await closeDates(desk.db, [{ date, reason }]);
  await recordAudit(desk.db, staff, desk.clock(), "closed-day.added", { subject: `date:${date}`, details: { reason } });
  return deskDone("The day is closed: no meeting can be booked on it.", { data: { date, closed: true } });
}

/** Closes every date of a calendar file (.ics) of holidays, its event's title as the reason. */
export async function importClosedDays(desk: DeskServices, staff: Staff, fields: Record<string, unknown>) {
  const days = closedDaysFromIcs(typeof fields.calendar === "string" ? fields.calendar : "");
  if (days.length === 0) {
    const message = "The file holds no event with a date. Choose a calendar file (.ics) of the days you are closed.";
    return deskRefusal(400, message, { calendar: message });
  }
  const added = await closeDates(desk.db, days);
  await recordAudit(desk.db, staff, desk.clock(), "closed-day.imported", {
    subject: `dates:${days[0]?.date}..${days.at(-1)?.date}`,
    details: { added },
  });
  return deskDone("The calendar's dates are closed: no meeting can be booked on them.", {
    data: { dates: days.length, added },
  });
}

/** Opens a closed day for bookings again. */
export async function reopenDayFromDesk(desk: DeskServices, staff: Staff, date: unknown) {
  if (typeof date !== "string" || !isSupportedDate(date) || !(await reopenDate(desk.db, date)))
    return deskRefusal(404, "That item no longer exists.");
  await recordAudit(desk.db, staff, desk.clock(), "closed-day.reopened", { subject: `date:${date}` });
  return deskDone("The day is open for bookings again.", { data: { date, closed: false } });
}
