import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { inTransaction, type Database } from "#server/db/client";
import { leads, newsletterSubscribers, outboxEmails } from "#server/db/schema";

export const unconfirmedRetentionDays = 30;

/**
 * Forgets sign-ups nobody confirmed within 30 days of the last request: the subscriber row, its
 * "newsletter" leads and their emails. Nothing of an address whose owner never said yes is kept.
 */
export async function pruneUnconfirmedSubscribers(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - unconfirmedRetentionDays * 24 * 60 * 60 * 1000);
  return inTransaction(db, async (tx) => {
    const pruned = await tx
      .delete(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.status, "pending"), lt(newsletterSubscribers.lastRequestedAt, cutoff)))
      .returning({ email: newsletterSubscribers.email });
    if (pruned.length === 0) return 0;
    const emails = pruned.map((row) => row.email.toLowerCase());
    const prunedLeads = await tx
      .delete(leads)
      .where(and(eq(leads.type, "newsletter"), inArray(sql`lower(${leads.email})`, emails)))
      .returning({ id: leads.id });
    if (prunedLeads.length > 0) {
      await tx.delete(outboxEmails).where(
        inArray(
          outboxEmails.leadId,
          prunedLeads.map((lead) => lead.id),
        ),
      );
    }
    return pruned.length;
  });
}
