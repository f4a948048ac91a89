import { z } from "zod";
import { consentChoices } from "#app/features/consent/consent-policy";

export { consentChoices, cookiePolicyVersion, type ConsentChoice } from "#app/features/consent/consent-policy";

export const consentRecordSchema = z.strictObject({
  choice: z.enum(consentChoices, { error: "Choose essential or all." }),
  policyVersion: z.string().trim().min(1).max(32),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;
