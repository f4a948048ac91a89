import { isMeetingOutcome } from "#app/modules/meetings/lib/meeting-outcomes";
import { slotTimes } from "#app/lib/slot-times";
import type { BookingView } from "#app/lib/admin/views";
import type { Database } from "#server/db/client";
import { bookings, hosts } from "#server/db/schema";
import type { StaffDirectory } from "#app/modules/staff/server";

/** A booking as the desk shows it; `staff` names who marked its outcome as colleagues read them. */
export function bookingView(
  row: typeof bookings.$inferSelect,
  now: Date,
  host: string | null = null,
  staff: StaffDirectory | null = null,
): BookingView {
  return {
    id: row.id,
    host,
    hostId: row.hostId,
    leadId: row.leadId,
    status: row.status,
    name: row.name,
    email: row.email,
    company: row.company,
    ...slotTimes(row.slotStart, row.businessTimeZone, row.visitorTimeZone),
    cancellable: row.status === "confirmed" && row.slotStart.getTime() > now.getTime(),
    outcomeMarkable: row.status === "confirmed" && row.slotStart.getTime() <= now.getTime(),
    outcome: isMeetingOutcome(row.outcome) ? row.outcome : null,
    outcomeAt: row.outcomeAt?.toISOString() ?? null,
    outcomeBy: row.outcomeBy ? (staff?.byEmail(row.outcomeBy) ?? row.outcomeBy) : null,
  };
}

/** Each host's name as visitors read it, by staff id. */
export async function hostNames(db: Database): Promise<Map<string, string>> {
  const rows = await db.select({ id: hosts.staffId, name: hosts.displayName }).from(hosts);
  return new Map(rows.map((row) => [row.id, row.name]));
}
