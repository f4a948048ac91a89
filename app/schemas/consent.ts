import { z } from "./zod";
import { consentChoices } from "#app/lib/consent-policy";

export { consentChoices, cookiePolicyVersion, type ConsentChoice } from "#app/lib/consent-policy";

export const consentRecordSchema = z.strictObject({
  choice: z.enum(consentChoices, { error: "Choose essential or all." }),
  policyVersion: z.string().trim().min(1).max(32),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;
