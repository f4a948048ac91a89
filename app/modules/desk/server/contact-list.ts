import { and, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { ContactListView } from "#app/lib/admin/views";
import type { Database } from "#server/db/client";
import { contactMatches, searchedText } from "#app/modules/desk/server/desk-search";
import { adminUsers, companies, contacts, leads } from "#server/db/schema";

export const contactPageSize = 25;

/** People, most recently heard from first; the desk's one search finds them by name, address or company. */
export async function listContacts(db: Database, q: string, requestedPage: number): Promise<ContactListView> {
  const conditions: Array<SQL | undefined> = [isNull(contacts.mergedInto)];
  const search = searchedText(q);
  if (search) conditions.push(contactMatches(search));
  const where = and(...conditions);
  const [total] = await db
    .select({ n: count() })
    .from(contacts)
    .leftJoin(companies, eq(companies.id, contacts.companyId))
    .where(where);
  const n = Number(total?.n ?? 0);
  const pages = Math.max(1, Math.ceil(n / contactPageSize));
  const page = Math.min(Math.max(1, requestedPage), pages);
  const rows = await db
    .select({
      id: contacts.id,
      name: contacts.name,
      email: contacts.email,
      company: companies.name,
      ownerEmail: adminUsers.email,
      ownerName: adminUsers.displayName,
      leadOwners: sql<Array<string> | null>`(
        select array_agg(distinct u.display_name order by u.display_name) from ${leads} l
        join ${adminUsers} u on u.id = l.owner_id
        where l.contact_id = ${contacts.id} and l.erased_at is null)`,
      lastLeadAt: contacts.lastLeadAt,
      leads: sql<number>`(select count(*) from ${leads} where ${leads.contactId} = ${contacts.id} and ${leads.erasedAt} is null)`,
    })
    .from(contacts)
    .leftJoin(companies, eq(companies.id, contacts.companyId))
    .leftJoin(adminUsers, eq(adminUsers.id, contacts.ownerId))
    .where(where)
    .orderBy(desc(contacts.lastLeadAt), desc(contacts.id))
    .limit(contactPageSize)
    .offset((page - 1) * contactPageSize);
  return {
    q: search,
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      company: row.company ?? "",
      ownerEmail: row.ownerEmail ?? "",
      ownerName: row.ownerName ?? "",
      leadOwners: row.leadOwners ?? [],
      lastLeadAt: row.lastLeadAt.toISOString(),
      leads: Number(row.leads),
    })),
    total: n,
    page,
    pages,
  };
}
