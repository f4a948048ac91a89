import { z } from "zod";
import { calendarDate } from "#app/schemas/fields";
import { assignHost, bookingSettings, createBookingManager, moveBooking } from "#app/modules/booking/server";
import { meetingOutcomeSchema } from "#app/modules/meetings/schemas/meeting-outcome";
import { isUuid } from "#app/lib/uuid";
import { deskDone, deskRefusal, formRefusal, type DeskServices } from "#server/services/admin/desk-services";
import type { Staff } from "#app/modules/staff/server";
import { cancelAppointment } from "./appointments";
import { markMeetingOutcome, type OutcomeRefusal } from "./meeting-outcome";

const gone = "That item no longer exists.";

/** Why a meeting cannot be given the chosen host (docs/product.md#hosts). */
const hostRefusals = {
  "meeting-not-hostable": "This meeting cannot be given a host: it was cancelled, has started or does not exist.",
  "meeting-has-host": "This meeting already has a host.",
  "not-a-host": "Choose one of the hosts set up on the Hosts page.",
  "host-paused": "This host is paused and takes no new meetings. Choose an active host.",
  "host-busy":
    "This host is not free at that time (outside their hours, on a day off or in another meeting). Choose another host.",
} as const;

const outcomeRefusals: Record<OutcomeRefusal, string> = {
  "not-found": gone,
  "meeting-not-started": "This meeting has not taken place yet.",
  "meeting-cancelled": "This appointment was cancelled, so it has no outcome to mark.",
};

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * Cancels a booking on staff's word (docs/product.md#admin-pages): the reason goes to the visitor
 * with the cancellation and into the audit log.
 */
export async function cancelFromDesk(
  desk: DeskServices,
  staff: Staff,
  bookingId: unknown,
  fields: Record<string, unknown>,
) {
  const reason = text(fields.reason).trim().slice(0, 500);
  const manager = createBookingManager({
    db: desk.db,
    settings: bookingSettings(desk.config),
    mailQueued: desk.mailQueued,
    clock: desk.clock,
  });
  const outcome = await cancelAppointment(desk.db, manager, staff, desk.clock(), text(bookingId), reason || undefined);
  if (outcome === "not-found") return deskRefusal(404, gone);
  if (outcome === "not-cancellable")
    return deskRefusal(409, "This appointment can no longer be cancelled: it was cancelled already or has started.");
  return deskDone("The appointment was cancelled. The visitor and sales were sent the cancellation.");
}

export const rescheduleInput = z.object({
  date: calendarDate("Give the date to move to."),
  time: z.string({ error: "Choose a time." }).regex(/^\d{2}:\d{2}$/, { error: "Choose a time." }),
});

/** The sentence for a move refused by the booking rules; the rule broken is told beside its field. */
const slotRefused =
  "That time cannot be booked: a weekday slot within the booking window, not within the minimum notice and not on a closed day.";
const invalidInput = "Some fields are missing or invalid. Please check them and try again.";

/** Moves a booking to another slot by every booking rule (docs/product.md#managing-a-booking). */
export async function rescheduleFromDesk(
  desk: DeskServices,
  staff: Staff,
  bookingId: unknown,
  fields: Record<string, unknown>,
) {
  const parsed = rescheduleInput.safeParse(fields);
  if (!parsed.success) return formRefusal(parsed.error, "date", invalidInput);
  if (!isUuid(text(bookingId))) return deskRefusal(400, invalidInput);
  const outcome = await moveBooking(
    desk.db,
    bookingSettings(desk.config),
    { id: text(bookingId) },
    parsed.data,
    desk.clock(),
    staff,
  );
  if (!outcome.moved) {
    if (outcome.status === 404) return deskRefusal(404, gone);
    if (outcome.status === 409) return deskRefusal(409, "That time has just been booked. Please choose another time.");
    return deskRefusal(400, slotRefused, { [outcome.field ?? "date"]: outcome.message });
  }
  desk.mailQueued?.();
  return deskDone("The appointment was moved. The visitor and sales were sent the updated invitation.", {
    data: { moved: true, startUtc: outcome.to.toISOString() },
  });
}

/** Gives a host to a meeting booked before hosts were set up (docs/product.md#hosts). */
export async function giveHostFromDesk(
  desk: DeskServices,
  staff: Staff,
  bookingId: unknown,
  fields: Record<string, unknown>,
) {
  const outcome = await assignHost(
    desk.db,
    bookingSettings(desk.config),
    text(bookingId),
    text(fields.host),
    staff,
    desk.clock(),
  );
  if (!outcome.assigned) {
    const message = hostRefusals[outcome.refusal];
    return deskRefusal(outcome.status, message, outcome.refusal === "not-a-host" ? { host: message } : undefined);
  }
  desk.mailQueued?.();
  return deskDone(
    "The meeting has its host. They were sent the invitation, the visitor the update, and sales was told.",
    { data: { hostId: outcome.hostId } },
  );
}

/** Marks a started meeting held or no-show (docs/product.md#after-the-meeting). */
export async function markOutcomeFromDesk(
  desk: DeskServices,
  staff: Staff,
  bookingId: unknown,
  fields: Record<string, unknown>,
) {
  const parsed = meetingOutcomeSchema.safeParse(fields);
  if (!parsed.success) return deskRefusal(400, "Choose held or no-show.", { outcome: "Choose held or no-show." });
  const { outcome } = parsed.data;
  const result = await markMeetingOutcome(desk.db, text(bookingId), outcome, staff, desk.clock());
  if (!result.marked) return deskRefusal(result.status, outcomeRefusals[result.refusal]);
  return deskDone(outcome === "held" ? "The meeting is marked as held." : "The meeting is marked as a no-show.", {
    data: {
      outcome,
      outcomeAt: result.outcomeAt.toISOString(),
      outcomeBy: result.outcomeBy,
      changed: result.changed,
      stage: result.stage,
    },
  });
}
