import { sql } from "drizzle-orm";
import type { DeskSearchView } from "#app/lib/admin/views";
import { rowsOf, type Database } from "#server/db/client";
import { likePattern } from "#server/db/like-pattern";

/** Marks around a match in a lead's excerpt: characters no visitor text holds (the form refuses control characters). */
export const matchStart = "\u0002";
export const matchEnd = "\u0003";

const perSection = 10;

/**
 * One search box across the desk (docs/product.md#the-sales-desk). People and companies are found
 * by name, address or company, a typo allowed (trigram word similarity); leads by any value they
 * hold (PostgreSQL full-text search on `search_text`, a partial word too), ranked, with the match
 * marked in an excerpt. Values only: `search_text` never holds a field's name.
 */
export async function searchDesk(db: Database, text: string): Promise<DeskSearchView> {
  const q = text.trim().replace(/\s+/g, " ").replaceAll("\u0000", "").slice(0, 200);
  if (!q) return { q, contacts: [], companies: [], leads: [] };
  const pattern = likePattern(q);
  const lower = q.toLowerCase();

  const contacts = rowsOf<{ id: string; name: string; email: string; company: string | null; rank: number }>(
    await db.execute(sql`
      select c.id, c.name, c.email, co.name as company,
             greatest(word_similarity(${lower}, lower(c.name)), word_similarity(${lower}, c.email_key),
                      coalesce(word_similarity(${lower}, lower(co.name)), 0)) as rank
      from contacts c left join companies co on co.id = c.company_id
      where c.merged_into is null
        and (${lower} <% c.name or c.name ilike ${pattern} or c.email_key ilike ${pattern}
             or c.company_id in (select id from companies where ${lower} <% name or name ilike ${pattern}))
      order by rank desc, c.last_lead_at desc
      limit ${perSection}`),
  );
  const companies = rowsOf<{ id: string; name: string; domain: string | null; people: number | string; rank: number }>(
    await db.execute(sql`
      select co.id, co.name, co.domain, word_similarity(${lower}, lower(co.name)) as rank,
             (select count(*) from contacts c where c.company_id = co.id and c.merged_into is null) as people
      from companies co
      where ${lower} <% co.name or co.name ilike ${pattern} or co.domain ilike ${pattern}
      order by rank desc, co.name
      limit ${perSection}`),
  );
  const leads = rowsOf<{
    id: string;
    type: string;
    name: string;
    status: string;
    created_at: string | Date;
    excerpt: string;
  }>(
    await db.execute(sql`
      with query as (select plainto_tsquery('simple', ${q}) as words)
      select l.id, l.type, l.name, l.status, l.created_at,
             ts_headline('simple', l.search_text, (select words from query),
               ${`StartSel=${matchStart},StopSel=${matchEnd},MaxWords=18,MinWords=6,MaxFragments=2,FragmentDelimiter= … `}) as excerpt
      from leads l
      where l.erased_at is null and not l.spam
        and (to_tsvector('simple', coalesce(l.search_text, '')) @@ (select words from query) or l.search_text ilike ${pattern})
      order by ts_rank(to_tsvector('simple', coalesce(l.search_text, '')), (select words from query)) desc, l.created_at desc
      limit ${perSection}`),
  );
  return {
    q,
    contacts: contacts.map((row) => ({ id: row.id, name: row.name, email: row.email, company: row.company ?? "" })),
    companies: companies.map((row) => ({ id: row.id, name: row.name, domain: row.domain, people: Number(row.people) })),
    leads: leads.map((row) => ({
      id: row.id,
      type: row.type,
      name: row.name,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      excerpt: row.excerpt,
    })),
  };
}
