import { sql } from "drizzle-orm";
import type { DeskSearchView } from "#app/lib/admin/views";
import { rowsOf, type Database } from "#server/db/client";
import { likePattern } from "#server/db/like-pattern";

/** Marks around a match in a lead's excerpt: characters no visitor text holds (the form refuses control characters). */
export const matchStart = "\u0002";
export const matchEnd = "\u0003";

const perSection = 10;
/** How many of the newest matching leads are ranked: enough to be relevant, few enough to be quick. */
const recentMatches = 200;

/** How many known words one typed word may stand for (its closest spellings). */
const spellingsPerWord = 6;

/**
 * The text-search query for names: each typed word, as typed (a prefix too) or as one of the
 * closest words of any name (`search_words`, trigram similarity); every typed word must match.
 * Null when no word is long enough to look up.
 */
async function nameQuery(db: Database, lower: string): Promise<string | null> {
  const words = [...new Set(lower.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 2))].slice(0, 6);
  if (words.length === 0) return null;
  const rows = rowsOf<{ typed: string; word: string }>(
    await db.execute(sql`
      select typed, found.word from unnest(array[${sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) as typed
      cross join lateral (
        select word from search_words where word % typed
        order by similarity(word, typed) desc limit ${spellingsPerWord}
      ) as found`),
  );
  const lexeme = (word: string) => `'${word.replaceAll("'", "''")}'`;
  return words
    .map((typed) => {
      const spellings = rows.filter((row) => row.typed === typed).map((row) => lexeme(row.word));
      return `(${[`${lexeme(typed)}:*`, ...spellings].join(" | ")})`;
    })
    .join(" & ");
}

/**
 * One search box across the desk (docs/product.md#the-sales-desk). People and companies are found
 * by name, address or company, a typo allowed (each word's closest spellings among the names' words); leads by any value they
 * hold (PostgreSQL full-text search on `search_text`, a partial word too), the best of the recent
 * ones first, with the match marked in an excerpt. Values only: `search_text` never holds a field's name.
 */
export async function searchDesk(db: Database, text: string): Promise<DeskSearchView> {
  const q = text.trim().replace(/\s+/g, " ").replaceAll("\u0000", "").slice(0, 200);
  if (!q) return { q, contacts: [], companies: [], leads: [] };
  const pattern = likePattern(q);
  const lower = q.toLowerCase();

  const names = await nameQuery(db, lower);
  // Each way of matching a person is its own indexed lookup: the words of their name (or their
  // company's), a part of their address. One OR across them would read every contact.
  const contacts = rowsOf<{ id: string; name: string; email: string; company: string | null; rank: number }>(
    await db.execute(sql`
      with matched_companies as (
        select id from companies where ${names ? sql`name_vector @@ ${names}::tsquery or` : sql``} domain ilike ${pattern}
      ), candidates as (
        select id from contacts where email_key ilike ${pattern}
        ${names ? sql`union select id from contacts where name_vector @@ ${names}::tsquery` : sql``}
        union select c.id from contacts c join matched_companies m on m.id = c.company_id
      )
      select c.id, c.name, c.email, co.name as company,
             greatest(word_similarity(${lower}, lower(c.name)), word_similarity(${lower}, c.email_key),
                      coalesce(word_similarity(${lower}, lower(co.name)), 0)) as rank
      from candidates
      join contacts c on c.id = candidates.id
      left join companies co on co.id = c.company_id
      where c.merged_into is null
      order by rank desc, c.last_lead_at desc
      limit ${perSection}`),
  );
  const companies = rowsOf<{ id: string; name: string; domain: string | null; people: number | string; rank: number }>(
    await db.execute(sql`
      select co.id, co.name, co.domain, word_similarity(${lower}, lower(co.name)) as rank,
             (select count(*) from contacts c where c.company_id = co.id and c.merged_into is null) as people
      from companies co
      where ${names ? sql`co.name_vector @@ ${names}::tsquery or` : sql``} co.domain ilike ${pattern}
      order by rank desc, co.name
      limit ${perSection}`),
  );
  // Leads: the newest matches (the stored `search_vector` and the trigram index find them; a
  // common word matches thousands), the best of those ranked first, and only those ten excerpted.
  const leads = rowsOf<{
    id: string;
    type: string;
    name: string;
    status: string;
    created_at: string | Date;
    excerpt: string;
  }>(
    await db.execute(sql`
      with query as (select plainto_tsquery('simple', ${q}) as words),
      recent as (
        select l.id, l.type, l.name, l.status, l.created_at, l.search_text, l.search_vector
        from leads l
        where l.erased_at is null and not l.spam
          and (l.search_vector @@ (select words from query) or l.search_text ilike ${pattern})
        order by l.created_at desc
        limit ${recentMatches}
      ), best as (
        select * from recent
        order by ts_rank(search_vector, (select words from query)) desc, created_at desc
        limit ${perSection}
      )
      select id, type, name, status, created_at,
             ts_headline('simple', search_text, (select words from query),
               ${`StartSel=${matchStart},StopSel=${matchEnd},MaxWords=18,MinWords=6,MaxFragments=2,FragmentDelimiter= … `}) as excerpt
      from best
      order by ts_rank(search_vector, (select words from query)) desc, created_at desc`),
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
