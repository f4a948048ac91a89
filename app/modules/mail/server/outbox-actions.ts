import { suppressionAddSchema, suppressionLiftSchema } from "#app/schemas/mail-suppression";
import { recordAudit } from "#app/modules/staff/server";
import { deskDone, deskRefusal, type DeskServices } from "#server/services/admin/desk-services";
import { retryDelivery, retryEmail } from "./outbox-admin";
import type { Staff } from "#app/modules/staff/server";
import { liftByStaff, suppressByStaff } from "./suppressions-admin";

const notRetryable = "Only failed items can be retried.";

/** Sends a failed email again (docs/email.md#outbox): queued now, the worker woken. */
export async function retryFailedEmail(desk: DeskServices, staff: Staff, id: unknown) {
  if (typeof id !== "string" || !(await retryEmail(desk.db, id))) return deskRefusal(409, notRetryable);
  await recordAudit(desk.db, staff, desk.clock(), "email.retried", { subject: `email:${id}` });
  desk.mailQueued?.();
  return deskDone("The email is queued again and will be sent in a moment.");
}

/** Sends a failed webhook delivery again. */
export async function retryFailedDelivery(desk: DeskServices, staff: Staff, id: unknown) {
  if (typeof id !== "string" || !(await retryDelivery(desk.db, id))) return deskRefusal(409, notRetryable);
  await recordAudit(desk.db, staff, desk.clock(), "webhook.retried", { subject: `delivery:${id}` });
  desk.mailQueued?.();
  return deskDone("The delivery is queued again and will be sent in a moment.");
}

/** Puts an address on the suppression list by hand (docs/email.md#suppression-list); audited. */
export async function suppressByHand(desk: DeskServices, staff: Staff, fields: Record<string, unknown>) {
  const parsed = suppressionAddSchema.safeParse(fields);
  if (!parsed.success) {
    const noteWrong = parsed.error.issues.some((issue) => issue.path[0] === "note");
    const emailWrong = parsed.error.issues.some((issue) => issue.path[0] === "email");
    const emailMessage = "Enter the email address to suppress.";
    const noteMessage = "Keep the note on one line, at most 500 characters.";
    return deskRefusal(400, emailWrong ? emailMessage : noteMessage, {
      ...(emailWrong ? { email: emailMessage } : {}),
      ...(noteWrong ? { note: noteMessage } : {}),
    });
  }
  const { email, note } = parsed.data;
  const added = await suppressByStaff(desk.db, staff, desk.clock(), email, note ?? "", desk.logger.hash);
  if (!added)
    return deskRefusal(409, "That address is already suppressed.", { email: "That address is already suppressed." });
  return deskDone("The address is suppressed: no email of any kind goes to it from now on.", {
    data: { email: email.toLowerCase() },
  });
}

/** Takes an address off the suppression list; emails queued from then on go to it again. */
export async function liftByHand(desk: DeskServices, staff: Staff, fields: Record<string, unknown>) {
  const parsed = suppressionLiftSchema.safeParse(fields);
  if (!parsed.success) return deskRefusal(400, "Give the address whose suppression to lift.");
  if (!(await liftByStaff(desk.db, staff, desk.clock(), parsed.data.email, desk.logger.hash)))
    return deskRefusal(404, "That address is not on the suppression list.");
  return deskDone("The suppression is lifted. Emails queued from now on go to that address again.");
}
