import { z } from "zod";
import { honeypotSchema } from "./honeypot";

export const registrationDomains = [
  { value: "technology", label: "Technology" },
  { value: "finance", label: "Finance" },
  { value: "healthcare", label: "Healthcare" },
  { value: "retail", label: "Retail & E-commerce" },
  { value: "manufacturing", label: "Manufacturing" },
  { value: "education", label: "Education" },
  { value: "consulting", label: "Consulting" },
  { value: "other", label: "Other" },
] as const;

const domainValues = registrationDomains.map((d) => d.value) as [string, ...Array<string>];

/** POST /api/gitex/submit: the trade-event registration (messages end with a period). */
export const gitexRegistrationSchema = z.strictObject({
  name: z
    .string({ error: "Name must be at least 2 characters." })
    .trim()
    .min(2, "Name must be at least 2 characters.")
    .max(100, "Name must be at most 100 characters."),
  email: z
    .string({ error: "Please enter a valid email address." })
    .trim()
    .max(254, "Please enter a valid email address.")
    .pipe(z.email("Please enter a valid email address.")),
  phone: z
    .string({ error: "Phone number must be text." })
    .trim()
    .max(30, "Phone number must be at most 30 characters.")
    .optional(),
  company: z
    .string({ error: "Company name is required." })
    .trim()
    .min(2, "Company name is required.")
    .max(120, "Company name must be at most 120 characters."),
  domain: z
    .string({ error: "Please select a domain." })
    .min(1, "Please select a domain.")
    .refine((value) => domainValues.includes(value), "Please select a domain."),
  website: honeypotSchema,
});
export type GitexRegistration = z.infer<typeof gitexRegistrationSchema>;
