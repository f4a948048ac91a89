import { z } from "#app/schemas/zod";
import { companyName, emailAddress, optionalPhone, personName, timeZoneName } from "#app/schemas/fields";
import { honeypotSchema } from "#app/schemas/honeypot";

export const notProvided = "Not provided";

/**
 * POST /api/appointments/schedule. docs/product.md's messages (no final period).
 * `company` has a minimum of 1 but is optional, so the form sends 'Not provided' when empty;
 * `timeZone` is the visitor's IANA zone, sent by the browser beside docs/product.md's fields.
 */
export const appointmentSchema = z.strictObject({
  name: personName({ period: false }),
  email: emailAddress({ period: false }),
  company: companyName("Company name is required", { period: false }, 1).optional(),
  phone: optionalPhone({ period: false }),
  date: z
    .string({ error: "Please select a date for your appointment" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Please select a date for your appointment"),
  time: z.string({ error: "Please select a time slot" }).regex(/^([01]\d|2[0-3]):00$/, "Please select a time slot"),
  message: z.string().max(2000, "Additional information must be at most 2000 characters").optional(),
  timeZone: timeZoneName.optional(),
  website: honeypotSchema,
});
export type AppointmentRequest = z.infer<typeof appointmentSchema>;
