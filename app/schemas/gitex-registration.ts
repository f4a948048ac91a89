import { z } from "./zod";
import { companyName, emailAddress, optionalPhone, personName } from "./fields";
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
  name: personName(),
  email: emailAddress(),
  phone: optionalPhone(),
  company: companyName("Company name is required."),
  domain: z
    .string({ error: "Please select a domain." })
    .min(1, "Please select a domain.")
    .refine((value) => domainValues.includes(value), "Please select a domain."),
  website: honeypotSchema,
});
export type GitexRegistration = z.infer<typeof gitexRegistrationSchema>;
