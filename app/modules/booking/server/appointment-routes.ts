import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  bookingWindow,
  checkSlot,
  isSupportedDate,
  slotMessages,
  unsupportedDateMessage,
} from "#app/lib/booking-slots";
import { appointmentSchema } from "#app/modules/booking/schemas/appointment";
import { resolveSession } from "#server/services/admin/sessions";
import { getAvailability } from "#app/modules/booking/server/availability";
import { BookingLimitError } from "#app/modules/booking/server/booking-limits";
import { isClosedDate } from "#app/modules/booking/server/closed-days";
import { scheduleBooking, SlotTakenError } from "#app/modules/booking/server/schedule";
import { bookingSettings } from "#app/modules/booking/server/settings";
import { readSessionCookie } from "#server/http/admin/session-cookie";
import type { AppServices } from "#server/http/app-services";
import { HttpError } from "#server/http/errors";
import { submissionHandler } from "#server/http/submission-handler";
import { parseWith } from "#server/http/validation";

/** Longest range one availability call may ask for, in days (inclusive). */
export const maxAvailabilityDays = 31;

const calendarDate = (field: string) =>
  z
    .string({ error: unsupportedDateMessage(field) })
    .refine((v) => isSupportedDate(v), unsupportedDateMessage(field))
    .optional();

const availabilityQuery = z
  .strictObject({ from: calendarDate("from"), to: calendarDate("to") })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "to must not be before from.", path: ["to"] })
  .refine(
    (q) => {
      if (!q.from || !q.to) return true;
      const days = (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 + 1;
      return days <= maxAvailabilityDays;
    },
    { message: `Ask for at most ${maxAvailabilityDays} days at a time.`, path: ["to"] },
  );

export function appointmentRoutes(services: AppServices): Hono {
  const routes = new Hono();
  const settings = bookingSettings(services.config);

  /** The slot a request names, by every rule that needs no database; else a 400 naming the field. */
  function requireSlot(date: string, time: string) {
    const slot = checkSlot(date, time, settings.businessTimeZone, services.clock(), settings.minNoticeHours);
    if (!slot.ok) throw new HttpError(400, slot.message, { [slot.field]: [slot.message] });
    return slot;
  }

  routes.get("/availability", async (c) => {
    const query = parseWith(availabilityQuery, c.req.query());
    const now = services.clock();
    const window = bookingWindow(settings.businessTimeZone, now);
    const availability = await getAvailability(services.db, settings, {
      from: query.from ?? window.first,
      to: query.to ?? window.last,
      now,
    });
    c.header("Cache-Control", "no-store");
    return c.json(availability);
  });

  /** The booking of a signed-in member of staff (through the same dialog) is not limited per person. */
  async function isStaff(c: Context): Promise<boolean> {
    const token = readSessionCookie(c);
    return token ? (await resolveSession(services.db, token, services.clock())) !== null : false;
  }

  routes.post("/schedule", async (c, next) => {
    const byStaff = await isStaff(c);
    return submissionHandler(services, {
      scope: "appointments-schedule",
      schema: appointmentSchema,
      check: (data) => requireSlot(data.date, data.time),
      write: async (tx, submission) => {
        const slot = requireSlot(submission.data.date, submission.data.time);
        // Read in the booking's transaction: a day closed a moment ago is closed for this booking.
        if (await isClosedDate(tx, submission.data.date)) {
          throw new HttpError(400, slotMessages.closed, { date: [slotMessages.closed] });
        }
        try {
          return await scheduleBooking(tx, settings, submission, slot.startUtc, byStaff);
        } catch (error) {
          if (error instanceof SlotTakenError || error instanceof BookingLimitError) {
            throw new HttpError(409, error.message);
          }
          throw error;
        }
      },
    })(c, next);
  });
  return routes;
}
