import { z } from "./zod";
import { emailAddress, isOneLine, oneLineMessage } from "./fields";
import { honeypotSchema } from "./honeypot";

/** POST /api/qa/submit: a question for the panel; all three fields are required. */
export const panelQuestionSchema = z.strictObject({
  name: z
    .string({ error: "Please enter your name." })
    .trim()
    .min(1, "Please enter your name.")
    .max(100, "Name must be at most 100 characters.")
    .refine(isOneLine, oneLineMessage("Name")),
  email: emailAddress(),
  question: z
    .string({ error: "Please enter your question." })
    .trim()
    .min(1, "Please enter your question.")
    .max(2000, "Questions can be at most 2000 characters."),
  website: honeypotSchema,
});
export type PanelQuestion = z.infer<typeof panelQuestionSchema>;
