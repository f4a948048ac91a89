import { and, eq, isNull } from "drizzle-orm";
import { leadSearchText } from "#app/lib/admin/lead-fields";
import { leadKindByType } from "#app/lib/leads/lead-kinds";
import { inTransaction, type Database } from "#server/db/client";
import { leads } from "#server/db/schema";

/**
 * Fills what search reads for leads stored before it existed, a batch per transaction; run when
 * the server starts (a no-op once done: new leads get theirs as they arrive). Erased leads stay empty.
 */
export async function fillSearchText(db: Database, batchSize = 500): Promise<number> {
  let filled = 0;
  for (;;) {
    const done = await inTransaction(db, async (tx) => {
      const batch = await tx
        .select({ id: leads.id, type: leads.type, name: leads.name, email: leads.email, payload: leads.payload })
        .from(leads)
        .where(and(isNull(leads.searchText), isNull(leads.erasedAt)))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      for (const lead of batch) {
        const payload = (lead.payload ?? {}) as Record<string, unknown>;
        const searchText = leadSearchText(leadKindByType(lead.type), { ...lead, payload });
        await tx.update(leads).set({ searchText }).where(eq(leads.id, lead.id));
      }
      return batch.length;
    });
    filled += done;
    if (done < batchSize) return filled;
  }
}
