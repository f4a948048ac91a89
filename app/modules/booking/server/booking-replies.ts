import { z } from "#app/schemas/zod";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ examples: ["2025-03-03"] });
const hourTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):00$/)
  .meta({ examples: ["09:00"] });

const bookingStandsShape = {
  id: z.uuid(),
  date: isoDate.meta({ description: "Calendar date in the business time zone." }),
  time: hourTime.meta({ description: "24-hour start in the business time zone." }),
  startUtc: z.iso.datetime(),
  timeZone: z.string().meta({ description: "The business time zone (IANA)." }),
};

/** A booking that stands: what every booking reply says. */
export const bookingStandsReply = z.strictObject(bookingStandsShape).meta({ id: "BookingStands" });

/** The first reply to a booking adds its manage link. */
export const bookingMadeReply = z
  .strictObject({
    ...bookingStandsShape,
    manageUrl: z.url().meta({ description: "View or cancel the booking." }),
  })
  .meta({ id: "Booking" });

export const availabilityReply = z
  .strictObject({
    timeZone: z.string(),
    days: z.array(
      z.strictObject({
        date: isoDate,
        weekday: z.string().meta({ examples: ["Monday"] }),
        slots: z.array(
          z.strictObject({
            time: hourTime,
            label: z.string().meta({ examples: ["9:00 AM"] }),
            startUtc: z.iso.datetime(),
            available: z.boolean().meta({ description: "False once the slot has started or is full." }),
          }),
        ),
      }),
    ),
  })
  .meta({ id: "Availability" });
