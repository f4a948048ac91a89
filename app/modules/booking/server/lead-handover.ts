import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { leads } from "#server/db/schema";
import { recordAudit } from "#app/modules/staff/server";
import type { Staff } from "#app/modules/staff/server";
import type { MeetingHost } from "./occupancy-store";

/**
 * A meeting that went from one host to another takes its lead along when the lead was the first
 * host's (docs/product.md#hosts): whoever meets the visitor follows them up. A lead someone else
 * owns keeps its owner. The change is in the lead's timeline, as any change of owner is.
 */
export async function handLeadToNewHost(
  tx: Database,
  leadId: string | null,
  from: MeetingHost,
  to: MeetingHost,
  staff: Staff | null,
  now: Date,
): Promise<void> {
  if (!leadId) return;
  const moved = await tx
    .update(leads)
    .set({ ownerId: to.staffId, updatedAt: now })
    .where(and(eq(leads.id, leadId), eq(leads.ownerId, from.staffId)))
    .returning({ id: leads.id });
  if (moved.length === 0) return;
  await recordAudit(tx, staff, now, "lead.owner", {
    leadId,
    details: { from: from.email, to: to.email, reason: "host-changed" },
  });
}
