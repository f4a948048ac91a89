import { and, eq, isNull } from "drizzle-orm";
import type { MeetingOutcome } from "#app/modules/meetings/lib/meeting-outcomes";
import { inTransaction, type Database } from "#server/db/client";
import { bookings, leads } from "#server/db/schema";
import { recordAudit } from "#app/modules/staff/server";
import { isUuid } from "#app/lib/uuid";
import { changeLeadStatuses } from "#app/modules/leads/server";
import type { Staff } from "#app/modules/staff/server";

export type OutcomeRefusal = "not-found" | "meeting-not-started" | "meeting-cancelled";

export type OutcomeResult =
  | {
      marked: true;
      /** False when the meeting already had this outcome: nothing was written. */
      changed: boolean;
      outcome: MeetingOutcome;
      outcomeAt: Date;
      outcomeBy: string;
      /** The lead's stage afterwards; null for a booking without a lead. */
      stage: string | null;
    }
  | { marked: false; status: 400 | 404 | 409; refusal: OutcomeRefusal };

/**
 * A meeting held is at least a first conversation: a lead still at New moves to Contacted by the
 * desk's own stage change (timeline entry, first contact). Any other stage is left as it is, so a
 * lead never moves back and Won or Lost stay ended (docs/product.md#after-the-meeting).
 */
async function contactedAfterMeeting(tx: Database, staff: Staff, now: Date, leadId: string): Promise<string | null> {
  const [lead] = await tx
    .select({ status: leads.status })
    .from(leads)
    .where(and(eq(leads.id, leadId), isNull(leads.erasedAt)))
    .for("update");
  if (!lead) return null;
  if (lead.status !== "new") return lead.status;
  await changeLeadStatuses(tx, staff, now, [leadId], { status: "contacted", lostNote: "" });
  return "contacted";
}

async function stageOf(tx: Database, leadId: string | null): Promise<string | null> {
  if (!leadId) return null;
  const [lead] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId));
  return lead?.status ?? null;
}

/**
 * Records what became of a confirmed meeting once it has started (docs/product.md#after-the-meeting):
 * held or no-show, by whom and when, in one transaction with its audit entry and, for a meeting
 * held, the lead's move to Contacted. A later mark replaces the earlier one and is audited too.
 */
export async function markMeetingOutcome(
  db: Database,
  bookingId: string,
  outcome: MeetingOutcome,
  staff: Staff,
  now: Date,
): Promise<OutcomeResult> {
  if (!isUuid(bookingId)) return { marked: false, status: 404, refusal: "not-found" };
  return inTransaction(db, async (tx): Promise<OutcomeResult> => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!row || row.status === "erased") return { marked: false, status: 404, refusal: "not-found" };
    if (row.status !== "confirmed") return { marked: false, status: 409, refusal: "meeting-cancelled" };
    if (row.slotStart.getTime() > now.getTime()) return { marked: false, status: 400, refusal: "meeting-not-started" };
    if (row.outcome === outcome) {
      return {
        marked: true,
        changed: false,
        outcome,
        outcomeAt: row.outcomeAt ?? now,
        outcomeBy: row.outcomeBy ?? "",
        stage: await stageOf(tx, row.leadId),
      };
    }
    await tx.update(bookings).set({ outcome, outcomeAt: now, outcomeBy: staff.email }).where(eq(bookings.id, row.id));
    await recordAudit(tx, staff, now, `appointment.${outcome}`, {
      leadId: row.leadId ?? undefined,
      subject: `booking:${row.id}`,
      details: { from: row.outcome, to: outcome, startUtc: row.slotStart.toISOString() },
    });
    const stage =
      outcome === "held" && row.leadId
        ? await contactedAfterMeeting(tx, staff, now, row.leadId)
        : await stageOf(tx, row.leadId);
    return { marked: true, changed: true, outcome, outcomeAt: now, outcomeBy: staff.email, stage };
  });
}
