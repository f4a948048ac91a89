import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { inTransaction, rowsOf, type Database } from "#server/db/client";
import { companies, contacts, leads } from "#server/db/schema";
import { companyIdentity, emailKey, type CompanyIdentity } from "./identity";

async function companyId(tx: Database, company: CompanyIdentity): Promise<string> {
  // "Do update" (not "do nothing") so the existing row comes back too; it also fills in a domain
  // learnt later.
  const [row] = await tx
    .insert(companies)
    .values(company)
    .onConflictDoUpdate({ target: companies.key, set: { domain: sql`coalesce(${companies.domain}, excluded.domain)` } })
    .returning({ id: companies.id });
  if (!row) throw new Error("company upsert returned no row");
  return row.id;
}

export type LeadPerson = { name: string; email: string; payload: Record<string, unknown>; receivedAt: Date };

/**
 * The contact a lead belongs to, found by its address or made, in the caller's transaction: one
 * statement whose unique key makes concurrent leads from one address share one contact. The
 * newest lead's name is the contact's; a company the form named replaces one guessed from the
 * domain, never the other way round. A contact merged into another answers with that one.
 * Answers the contact and its owner.
 */
export async function contactForLead(tx: Database, lead: LeadPerson): Promise<{ id: string; ownerId: string | null }> {
  const company = companyIdentity(lead.email, lead.payload.company);
  const named = typeof lead.payload.company === "string" && lead.payload.company.trim() !== "";
  const company_id = company ? await companyId(tx, company) : null;
  const [row] = await tx
    .insert(contacts)
    .values({
      emailKey: emailKey(lead.email),
      email: lead.email.trim(),
      name: lead.name,
      companyId: company_id,
      lastLeadAt: lead.receivedAt,
      createdAt: lead.receivedAt,
      updatedAt: lead.receivedAt,
    })
    .onConflictDoUpdate({
      target: contacts.emailKey,
      set: {
        name: sql`case when excluded.last_lead_at >= ${contacts.lastLeadAt} then excluded.name else ${contacts.name} end`,
        companyId: named ? sql`excluded.company_id` : sql`coalesce(${contacts.companyId}, excluded.company_id)`,
        lastLeadAt: sql`greatest(${contacts.lastLeadAt}, excluded.last_lead_at)`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({ id: contacts.id, mergedInto: contacts.mergedInto, ownerId: contacts.ownerId });
  if (!row) throw new Error("contact upsert returned no row");
  if (!row.mergedInto) return { id: row.id, ownerId: row.ownerId };
  const [kept] = await tx.select({ ownerId: contacts.ownerId }).from(contacts).where(eq(contacts.id, row.mergedInto));
  return { id: row.mergedInto, ownerId: kept?.ownerId ?? null };
}

/**
 * The next owner in the round-robin: of the staff marked as taking leads, the one given a lead
 * longest ago (marked given now). Null when nobody takes leads, which turns the round-robin off.
 * SKIP LOCKED lets leads arriving together go to different people.
 */
export async function nextRoundRobinOwner(tx: Database, now: Date): Promise<string | null> {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update admin_users set last_assigned_at = ${now}
      where id = (select id from admin_users where takes_leads
                  order by last_assigned_at nulls first, id limit 1 for update skip locked)
      returning id`),
  );
  return row?.id ?? null;
}

/**
 * Gives every lead stored before contacts existed its contact, oldest first, a batch per
 * transaction; run when the server starts (a no-op once done: new leads get theirs as they arrive).
 */
export async function attachContactsToEarlierLeads(db: Database, batchSize = 500): Promise<number> {
  let attached = 0;
  for (;;) {
    const done = await inTransaction(db, async (tx) => {
      const batch = await tx
        .select({
          id: leads.id,
          name: leads.name,
          email: leads.email,
          payload: leads.payload,
          createdAt: leads.createdAt,
        })
        .from(leads)
        .where(and(isNull(leads.contactId), eq(leads.spam, false), isNull(leads.erasedAt)))
        .orderBy(asc(leads.createdAt))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      for (const lead of batch) {
        const contact = await contactForLead(tx, {
          name: lead.name,
          email: lead.email,
          payload: (lead.payload ?? {}) as Record<string, unknown>,
          receivedAt: lead.createdAt,
        });
        await tx.update(leads).set({ contactId: contact.id }).where(eq(leads.id, lead.id));
      }
      return batch.length;
    });
    attached += done;
    if (done < batchSize) return attached;
  }
}
