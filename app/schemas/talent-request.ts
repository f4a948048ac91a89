import { z } from "./zod";
import { companyName, personName } from "./fields";
import { honeypotSchema } from "./honeypot";

/**
 * The talent categories of /ai-talent-deployment (docs/product.md's ids) and 'not sure', for a visitor who
 * wants advice. The page's catalogue (app/content/talent-categories.ts) uses the same ids.
 */
export const talentCategoryChoices = [
  { value: "machine-learning", label: "Machine Learning Engineers" },
  { value: "data-scientists", label: "Data Scientists" },
  { value: "ai-engineers", label: "AI Engineers" },
  { value: "cloud-architects", label: "Cloud Architects" },
  { value: "not-sure", label: "Not sure yet: advise me" },
] as const;
export type TalentCategoryChoice = (typeof talentCategoryChoices)[number]["value"];
export type TalentCategoryId = Exclude<TalentCategoryChoice, "not-sure">;

export const headcountChoices = [
  { value: "1", label: "1 person" },
  { value: "2-5", label: "2-5 people" },
  { value: "6-10", label: "6-10 people" },
  { value: "11-25", label: "11-25 people" },
  { value: "26+", label: "26 or more" },
] as const;

export const startChoices = [
  { value: "immediately", label: "Immediately (within 24 hours)" },
  { value: "within-a-week", label: "Within a week" },
  { value: "within-a-month", label: "Within a month" },
  { value: "flexible", label: "Flexible" },
] as const;

function valuesOf<T extends ReadonlyArray<{ value: string }>>(
  choices: T,
): [T[number]["value"], ...Array<T[number]["value"]>] {
  return choices.map((choice) => choice.value) as [T[number]["value"], ...Array<T[number]["value"]>];
}

export const talentRequestMessages = {
  name: "Name must be at least 2 characters.",
  email: "Please enter a valid work email address.",
  company: "Company name is required.",
  category: "Please select a talent category.",
  headcount: "Please select how many people you need.",
  start: "Please select when they should start.",
  message: "Your message can be at most 2000 characters.",
} as const;

/** POST /api/talent-requests: a request for AI talent from /ai-talent-deployment (messages end with a period). */
export const talentRequestSchema = z.strictObject({
  name: personName(),
  email: z
    .string({ error: talentRequestMessages.email })
    .trim()
    .max(254, talentRequestMessages.email)
    .pipe(z.email(talentRequestMessages.email)),
  company: companyName(talentRequestMessages.company),
  category: z.enum(valuesOf(talentCategoryChoices), { error: talentRequestMessages.category }),
  headcount: z.enum(valuesOf(headcountChoices), { error: talentRequestMessages.headcount }),
  start: z.enum(valuesOf(startChoices), { error: talentRequestMessages.start }),
  message: z.string({ error: "Your message must be text." }).trim().max(2000, talentRequestMessages.message).optional(),
  website: honeypotSchema,
});
export type TalentRequest = z.infer<typeof talentRequestSchema>;
