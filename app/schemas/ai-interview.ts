import { z } from "./zod";
import { emailAddress, isOneLine, oneLineMessage, personName } from "./fields";
import { honeypotSchema } from "./honeypot";

export const interviewRoles = [
  { value: "ai-engineer", label: "AI Engineer" },
  { value: "data-scientist", label: "Data Scientist" },
  { value: "ml-engineer", label: "ML Engineer" },
  { value: "python-developer", label: "Python Developer" },
  { value: "full-stack", label: "Full Stack Developer" },
  { value: "other", label: "Other" },
] as const;

export const experienceLevels = [
  { value: "0-2", label: "0-2 years" },
  { value: "3-5", label: "3-5 years" },
  { value: "6-10", label: "6-10 years" },
  { value: "10+", label: "10+ years" },
] as const;

const roleValues = interviewRoles.map((r) => r.value) as [string, ...Array<string>];
const experienceValues = experienceLevels.map((e) => e.value) as [string, ...Array<string>];

/** POST /api/ai-interview: docs/product.md's fields and messages (these end with a period). */
export const aiInterviewSchema = z.strictObject({
  name: personName(),
  email: emailAddress(),
  phone: z
    .string({ error: "Please enter a valid phone number." })
    .trim()
    .min(6, "Please enter a valid phone number.")
    .max(30, "Please enter a valid phone number.")
    .refine(isOneLine, oneLineMessage("Phone number")),
  role: z.enum(roleValues, { error: "Please select a job role." }),
  experience: z.enum(experienceValues, { error: "Please select your experience level." }),
  website: honeypotSchema,
});
export type AiInterviewRequest = z.infer<typeof aiInterviewSchema>;
