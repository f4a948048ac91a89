import { randomBytes } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { withoutControlCharacters } from "#app/lib/admin/lead-fields";
import type { DeskSearchView, ExcerptPiece } from "#app/lib/admin/views";
import { rowsOf, type Database } from "#server/db/client";
import { likePattern } from "#server/db/like-pattern";
import { companies, contacts, leads } from "#server/db/schema";

const perSection = 10;
/** How many of the newest matching leads are ranked: enough to be relevant, few enough to be quick. */
const recentMatches = 200;

/**
 * A search as typed, made ready for every place the desk searches: trimmed, spaces folded, control
 * characters dropped as they are when indexed (and PostgreSQL cannot compare text holding NUL), at
 * most 200 characters.
 */
export function searchedText(typed: string): string {
  return withoutControlCharacters(typed).trim().replace(/\s+/g, " ").slice(0, 200);
}

/**
 * What one search matches in words: its words as typed, as the start of a word, or as a close
 * spelling of a name people or companies have (`desk_search_words`, migration 0024); null (no
 * match by words) when no word is long enough.
 */
function searchWords(text: string): SQL {
  return sql`(select desk_search_words(${text}))`;
}

/**
 * A lead the search finds (docs/product.md#the-sales-desk): its values (`search_text`, never a
 * field's name) match the words, a name's typo forgiven, or hold the text anywhere. The stored
 * `search_vector` and the trigram index answer each half.
 */
export function leadMatches(typed: string): SQL {
  const text = searchedText(typed);
  return sql`(${leads.searchVector} @@ ${searchWords(text)} or ${leads.searchText} ilike ${likePattern(text)})`;
}

/**
 * The companies the search finds: by the words of their name (a typo forgiven), or the text
 * anywhere in their name or domain.
 */
function companyCandidates(text: string): SQL {
  const pattern = likePattern(text);
  return sql`select id from companies
    where name_vector @@ ${searchWords(text)} or name ilike ${pattern} or domain ilike ${pattern}`;
}

export function companyMatches(typed: string): SQL {
  return sql`${companies.id} in (${companyCandidates(searchedText(typed))})`;
}

/**
 * A person the search finds: by the words of their name (a typo forgiven), the text anywhere in
 * their name or address, or their company found so. Each way is its own indexed lookup: one OR
 * across them would read every contact.
 */
export function contactMatches(typed: string): SQL {
  const text = searchedText(typed);
  const pattern = likePattern(text);
  return sql`${contacts.id} in (
    select id from contacts where name_vector @@ ${searchWords(text)}
    union select id from contacts where name ilike ${pattern}
    union select id from contacts where email_key ilike ${pattern}
    union select id from contacts where company_id in (${companyCandidates(text)}))`;
}

/**
 * The marks PostgreSQL puts around each match in an excerpt, made for one search: random, so no
 * text a visitor wrote can hold them and fake a match; the excerpt is split at them into pieces.
 */
function excerptMarks() {
  const nonce = randomBytes(16).toString("hex");
  const start = `mk${nonce}s`;
  const end = `mk${nonce}e`;
  return {
    start,
    end,
    pieces(excerpt: string): Array<ExcerptPiece> {
      // "a<start>b<end>c" splits at the start marks into "a" and "b<end>c": each piece after a
      // start mark is the match up to its end mark, then plain text.
      const [before = "", ...marked] = excerpt.split(start);
      const pieces: Array<ExcerptPiece> = [{ text: before, match: false }];
      for (const piece of marked) {
        const [match = "", ...rest] = piece.split(end);
        pieces.push({ text: match, match: true }, { text: rest.join(""), match: false });
      }
      return pieces.filter((piece) => piece.text !== "");
    },
  };
}

/**
 * One search box across the desk (docs/product.md#the-sales-desk). People and companies are found
 * by name, address or company, a typo allowed (each word's closest spellings among the names' words); leads by any value they
 * hold (PostgreSQL full-text search on `search_text`, a partial word too), the best of the recent
 * ones first, with the match marked in an excerpt. Values only: `search_text` never holds a field's name.
 */
export async function searchDesk(db: Database, typed: string): Promise<DeskSearchView> {
  const q = searchedText(typed);
  if (!q) return { q, contacts: [], companies: [], leads: [] };
  const lower = q.toLowerCase();
  const contactRows = rowsOf<{ id: string; name: string; email: string; company: string | null; rank: number }>(
    await db.execute(sql`
      select ${contacts.id}, ${contacts.name}, ${contacts.email}, co.name as company,
             greatest(word_similarity(${lower}, lower(${contacts.name})), word_similarity(${lower}, ${contacts.emailKey}),
                      coalesce(word_similarity(${lower}, lower(co.name)), 0)) as rank
      from ${contacts}
      left join ${companies} co on co.id = ${contacts.companyId}
      where ${contacts.mergedInto} is null and ${contactMatches(q)}
      order by rank desc, ${contacts.lastLeadAt} desc
      limit ${perSection}`),
  );
  const companyRows = rowsOf<{
    id: string;
    name: string;
    domain: string | null;
    people: number | string;
    rank: number;
  }>(
    await db.execute(sql`
      select ${companies.id}, ${companies.name}, ${companies.domain}, word_similarity(${lower}, lower(${companies.name})) as rank,
             (select count(*) from contacts c where c.company_id = ${companies.id} and c.merged_into is null) as people
      from ${companies}
      where ${companyMatches(q)}
      order by rank desc, ${companies.name}
      limit ${perSection}`),
  );
  // Leads: the newest matches (a common word matches thousands), the best of those ranked first,
  // and only those ten excerpted. The excerpt's marks are made for this search alone (below).
  const marks = excerptMarks();
  const leadRows = rowsOf<{
    id: string;
    type: string;
    name: string;
    status: string;
    created_at: string | Date;
    excerpt: string;
  }>(
    await db.execute(sql`
      with query as (select ${searchWords(q)} as words),
      recent as (
        select ${leads.id}, ${leads.type}, ${leads.name}, ${leads.status}, ${leads.createdAt}, ${leads.searchText}, ${leads.searchVector}
        from ${leads}
        where ${leads.erasedAt} is null and not ${leads.spam} and ${leadMatches(q)}
        order by ${leads.createdAt} desc
        limit ${recentMatches}
      ), best as (
        select * from recent
        order by ts_rank(search_vector, coalesce((select words from query), ''::tsquery)) desc, created_at desc
        limit ${perSection}
      )
      select id, type, name, status, created_at,
             ts_headline('simple', search_text, coalesce((select words from query), ''::tsquery),
               ${`StartSel=${marks.start},StopSel=${marks.end},MaxWords=18,MinWords=6,MaxFragments=2,FragmentDelimiter= … `}) as excerpt
      from best
      order by ts_rank(search_vector, coalesce((select words from query), ''::tsquery)) desc, created_at desc`),
  );
  return {
    q,
    contacts: contactRows.map((row) => ({ id: row.id, name: row.name, email: row.email, company: row.company ?? "" })),
    companies: companyRows.map((row) => ({
      id: row.id,
      name: row.name,
      domain: row.domain,
      people: Number(row.people),
    })),
    leads: leadRows.map((row) => ({
      id: row.id,
      type: row.type,
      name: row.name,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      excerpt: marks.pieces(row.excerpt),
    })),
  };
}
