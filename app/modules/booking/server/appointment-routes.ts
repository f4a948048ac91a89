import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "#app/schemas/zod";
import {
  bookingWindow,
  checkSlot,
  isSupportedDate,
  slotMessages,
  unsupportedDateMessage,
} from "#app/lib/booking-slots";
import { appointmentSchema } from "#app/modules/booking/schemas/appointment";
import { resolveSession, readSessionCookie } from "#app/modules/staff/server";
import { getAvailability } from "#app/modules/booking/server/availability";
import { BookingLimitError } from "#app/modules/booking/server/booking-limits";
import { isClosedDate } from "#app/modules/booking/server/closed-days";
import { scheduleBooking, SlotTakenError } from "#app/modules/booking/server/schedule";
import { availabilityReply, bookingMadeReply, bookingStandsReply } from "#app/modules/booking/server/booking-replies";
import { bookingSettings } from "#app/modules/booking/server/settings";
import type { AppServices } from "#server/http/app-services";
import { HttpError } from "#server/http/errors";
import { apiRouter, jsonContent, strictJsonBody } from "#server/http/openapi/api-router";
import { errorReply, guardReplies, idempotencyKeyHeaders, submissionReplies } from "#server/http/openapi/replies";
import { submit } from "#server/http/submission-handler";

/** Longest range one availability call may ask for, in days (inclusive). */
export const maxAvailabilityDays = 31;

const calendarDate = (field: string, description: string) =>
  z
    .string({ error: unsupportedDateMessage(field) })
    .refine((v) => isSupportedDate(v), unsupportedDateMessage(field))
    .optional()
    .meta({ description, format: "date" });

const availabilityQuery = z
  .strictObject({
    from: calendarDate("from", "First day (default: today in the business zone)."),
    to: calendarDate("to", `Last day, at most ${maxAvailabilityDays} days after \`from\` (default: the window's end).`),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "to must not be before from.", path: ["to"] })
  .refine(
    (q) => {
      if (!q.from || !q.to) return true;
      const days = (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 + 1;
      return days <= maxAvailabilityDays;
    },
    { message: `Ask for at most ${maxAvailabilityDays} days at a time.`, path: ["to"] },
  );

const readAvailability = createRoute({
  method: "get",
  path: "/availability",
  summary: "Bookable days and the state of each slot",
  request: { query: availabilityQuery },
  responses: {
    200: { description: "Days in the range that can be booked.", content: jsonContent(availabilityReply) },
    400: errorReply("Bad range."),
    503: guardReplies[503],
  },
});

const bookSlot = createRoute({
  method: "post",
  path: "/schedule",
  summary: "Book a consultation slot",
  middleware: [strictJsonBody] as const,
  request: {
    headers: idempotencyKeyHeaders,
    body: { required: true, content: jsonContent(appointmentSchema.meta({ id: "AppointmentRequest" })) },
  },
  responses: {
    201: {
      description: "Booked; confirmation with a calendar invitation is queued.",
      content: jsonContent(bookingMadeReply),
    },
    200: {
      description:
        "This email already holds this slot: the booking stands. The reply carries no manage link; the address that booked is emailed it instead (at most once an hour).",
      content: jsonContent(bookingStandsReply),
    },
    409: errorReply(
      "The slot is full: choose another time. Or the address, its company's domain or the client network already holds its limit of upcoming bookings (BOOKING_LIMIT_PER_EMAIL, _PER_DOMAIN, _PER_CLIENT); the message names it.",
    ),
    ...submissionReplies,
  },
});

export function appointmentRoutes(services: AppServices): OpenAPIHono {
  const routes = apiRouter();
  const settings = bookingSettings(services.config);

  /** The slot a request names, by every rule that needs no database; else a 400 naming the field. */
  function requireSlot(date: string, time: string) {
    const slot = checkSlot(date, time, settings.businessTimeZone, services.clock(), settings.minNoticeHours);
    if (!slot.ok) throw new HttpError(400, slot.message, { [slot.field]: [slot.message] });
    return slot;
  }

  routes.openapi(readAvailability, async (c) => {
    const query = c.req.valid("query");
    const now = services.clock();
    const window = bookingWindow(settings.businessTimeZone, now);
    const availability = await getAvailability(services.db, settings, {
      from: query.from ?? window.first,
      to: query.to ?? window.last,
      now,
    });
    c.header("Cache-Control", "no-store");
    return c.json(availability, 200);
  });

  /** The booking of a signed-in member of staff (through the same dialog) is not limited per person. */
  async function isStaff(c: Context): Promise<boolean> {
    const token = readSessionCookie(c);
    return token ? (await resolveSession(services.db, token, services.clock())) !== null : false;
  }

  routes.openapi(bookSlot, async (c) => {
    const byStaff = await isStaff(c);
    const answer = await submit(c, services, c.req.valid("json"), {
      scope: "appointments-schedule",
      idempotencyKey: c.req.valid("header")["idempotency-key"],
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
    });
    return answer.status === 201 ? c.json(answer.body, 201) : c.json(answer.body, 200);
  });
  return routes;
}
