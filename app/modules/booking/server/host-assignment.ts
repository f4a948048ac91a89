import { and, eq, gt } from "drizzle-orm";
import { inTransaction, type Database } from "#server/db/client";
import { bookings, hosts } from "#server/db/schema";
import { queueEmails } from "#app/modules/mail/server";
import { recordAudit } from "#app/modules/staff/server";
import { isUuid } from "#app/lib/uuid";
import type { Staff } from "#app/modules/staff/server";
import { hostAssignedEmails } from "./booking-emails";
import { bookingFactsOf } from "./booking-facts";
import { loadOccupancy, lockBookingDecisions, noteAssignment } from "./occupancy-store";
import { dropReminders, meetingReminders } from "./reminders";
import type { BookingSettings } from "./settings";
import { freeHosts } from "./slot-occupancy";

/** Why a meeting cannot be given that host; the desk words each (app/modules/meetings/server/appointment-actions.ts). */
export type HostAssignmentRefusal =
  "meeting-not-hostable" | "meeting-has-host" | "not-a-host" | "host-paused" | "host-busy";

export type HostAssignment =
  { assigned: true; hostId: string } | { assigned: false; status: 400 | 404 | 409; refusal: HostAssignmentRefusal };

/**
 * Gives a host to an upcoming meeting that has none: one booked before hosts were set up
 * (docs/product.md#hosts). The host must be active and free at its time by the same rules as a
 * booking (their hours, days off, no clashing meeting), decided under the booking lock. The booking
 * takes the next SEQUENCE: the host is invited, the visitor gets the updated invitation, sales is
 * told, the team's reminders go to the host from now on, and it is audited. Nothing changes when
 * it is refused.
 */
export async function assignHost(
  db: Database,
  settings: BookingSettings,
  bookingId: string,
  hostId: string,
  staff: Staff,
  now: Date,
): Promise<HostAssignment> {
  const refuse = (status: 400 | 404 | 409, refusal: HostAssignmentRefusal) =>
    ({ assigned: false, status, refusal }) as const;
  if (!isUuid(hostId)) return refuse(400, "not-a-host");
  if (!isUuid(bookingId)) return refuse(404, "meeting-not-hostable");
  return inTransaction(db, async (tx) => {
    await lockBookingDecisions(tx);
    const [row] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, "confirmed"), gt(bookings.slotStart, now)))
      .for("update");
    if (!row) return refuse(404, "meeting-not-hostable");
    if (row.hostId) return refuse(409, "meeting-has-host");
    const [host] = await tx
      .select({ active: hosts.active, name: hosts.displayName })
      .from(hosts)
      .where(eq(hosts.staffId, hostId));
    if (!host) return refuse(400, "not-a-host");
    if (!host.active) return refuse(409, "host-paused");
    const occupancy = await loadOccupancy(tx, settings, row.slotStart, row.slotStart);
    if (!freeHosts(occupancy, row.slotStart, row.id).hosts.some((free) => free.id === hostId)) {
      return refuse(409, "host-busy");
    }
    const given = { ...row, hostId, seat: null, sequence: row.sequence + 1 };
    await tx.update(bookings).set({ hostId, seat: null, sequence: given.sequence }).where(eq(bookings.id, row.id));
    await noteAssignment(tx, hostId, now);
    const before = await bookingFactsOf(tx, settings, row);
    const after = await bookingFactsOf(tx, settings, given);
    await dropReminders(tx, row.id);
    await queueEmails(
      tx,
      [...hostAssignedEmails(before, after, settings), ...meetingReminders(after, settings, now, { visitor: true })],
      now,
    );
    await recordAudit(tx, staff, now, "appointment.host-assigned", {
      leadId: row.leadId ?? undefined,
      subject: `booking:${row.id}`,
      details: { host: hostId, hostName: host.name },
    });
    return { assigned: true, hostId };
  });
}
