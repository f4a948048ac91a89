import { z } from "./zod";
import { consentChoices } from "#app/lib/consent-policy";

export { consentChoices, cookiePolicyVersion, type ConsentChoice } from "#app/lib/consent-policy";

export const consentIdMessage = "Send the consent id your browser keeps (a UUID), or none for a first choice.";

export const consentRecordSchema = z.strictObject({
  choice: z.enum(consentChoices, { error: "Choose essential or all." }),
  policyVersion: z.string().trim().min(1).max(32),
  /** The browser's random consent id; a first choice may come without one and is given one. */
  consentId: z.uuid({ error: consentIdMessage }).optional(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;
