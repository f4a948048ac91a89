import { z } from "zod";
import { honeypotSchema } from "./honeypot";

export const notProvided = "Not provided";

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * POST /api/appointments/schedule. The spec's messages (no final period).
 * `company` has a minimum of 1 but is optional, so the form sends 'Not provided' when empty;
 * `timeZone` is the visitor's IANA zone, sent by the browser beside the spec's fields.
 */
export const appointmentSchema = z.strictObject({
  name: z
    .string({ error: "Name must be at least 2 characters" })
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(100, "Name must be at most 100 characters"),
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
  company: z
    .string()
    .trim()
    .min(1, "Company name is required")
    .max(120, "Company name must be at most 120 characters")
    .optional(),
  phone: z.string().trim().max(30, "Phone number must be at most 30 characters").optional(),
  date: z
    .string({ error: "Please select a date for your appointment" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Please select a date for your appointment"),
  time: z.string({ error: "Please select a time slot" }).regex(/^([01]\d|2[0-3]):00$/, "Please select a time slot"),
  message: z.string().max(2000, "Additional information must be at most 2000 characters").optional(),
  timeZone: z.string().max(64).refine(isTimeZone, "Unknown time zone").optional(),
  website: honeypotSchema,
});
export type AppointmentRequest = z.infer<typeof appointmentSchema>;
