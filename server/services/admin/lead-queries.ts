import { and, asc, count, desc, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import { addCalendarDays, parseIsoDate, slotStart } from "#app/lib/booking-slots";
import { stages } from "#app/lib/admin/stages";
import type { LeadRow } from "#app/lib/admin/lead-columns";
import type { LeadKind } from "#app/lib/leads/lead-kinds";
import { leadPageSize, type LeadListQuery } from "#app/schemas/admin";
import type { Database } from "#server/db/client";
import { leads } from "#server/db/schema";

export type LeadList = { rows: Array<LeadRow>; total: number; page: number; pages: number };

/** `%`, `_` and `\` typed into the search box are matched as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function dayStart(date: string, timeZone: string): Date | null {
  return parseIsoDate(date) ? slotStart(date, 0, timeZone) : null;
}

/** `or payload->>'key' in (...)` for every option whose label contains the search text. */
function optionMatches(kind: LeadKind, q: string): SQL {
  const needle = q.toLowerCase();
  const parts = kind.fields.flatMap((field) => {
    const values = (field.options ?? [])
      .filter((option) => option.label.toLowerCase().includes(needle))
      .map((option) => option.value);
    return values.length
      ? [
          sql` or ${leads.payload}->>${field.key} in (${sql.join(
            values.map((value) => sql`${value}`),
            sql`, `,
          )})`,
        ]
      : [];
  });
  return sql.join(parts, sql``);
}

/** The WHERE of a list: kind, not erased, spam choice, status, received dates (business zone), search. */
export function leadListWhere(kind: LeadKind, query: LeadListQuery, timeZone: string): SQL {
  const conditions: Array<SQL | undefined> = [eq(leads.type, kind.type), isNull(leads.erasedAt)];
  if (query.spam === "hide") conditions.push(eq(leads.spam, false));
  if (query.spam === "only") conditions.push(eq(leads.spam, true));
  if (query.status !== "all") conditions.push(eq(leads.status, query.status));
  const from = query.from ? dayStart(query.from, timeZone) : null;
  if (from) conditions.push(gte(leads.createdAt, from));
  const to = query.to && parseIsoDate(query.to) ? dayStart(addCalendarDays(query.to, 1), timeZone) : null;
  if (to) conditions.push(lt(leads.createdAt, to));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      // The payload's values only, never its keys: "company" must not find every talent request. A
      // choice is also found by the words the form showed for it ("Machine learning").
      sql`(${leads.name} ilike ${pattern} or ${leads.email} ilike ${pattern} or exists (select 1 from jsonb_each_text(${leads.payload}) as field where field.value ilike ${pattern})${optionMatches(kind, query.q)})`,
    );
  }
  return and(...conditions) as SQL;
}

function leadListOrder(query: LeadListQuery): Array<SQL> {
  const direction = query.dir === "asc" ? asc : desc;
  const statusRank = sql`array_position(array[${sql.join(
    stages.map((stage) => sql`${stage}`),
    sql`, `,
  )}]::text[], ${leads.status})`;
  const key =
    query.sort === "name"
      ? sql`lower(${leads.name})`
      : query.sort === "email"
        ? sql`lower(${leads.email})`
        : query.sort === "status"
          ? statusRank
          : sql`${leads.createdAt}`;
  return [direction(key), direction(leads.id)];
}

export function toLeadRow(row: typeof leads.$inferSelect): LeadRow {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    name: row.name,
    email: row.email,
    spam: row.spam,
    createdAt: row.createdAt.toISOString(),
    payload: (row.payload ?? {}) as Record<string, unknown>,
  };
}

/** One page of a kind's list, filtered, searched and sorted by the database. */
export async function listLeads(
  db: Database,
  kind: LeadKind,
  query: LeadListQuery,
  timeZone: string,
): Promise<LeadList> {
  const where = leadListWhere(kind, query, timeZone);
  const [total] = await db.select({ n: count() }).from(leads).where(where);
  const n = Number(total?.n ?? 0);
  const pages = Math.max(1, Math.ceil(n / leadPageSize));
  const page = Math.min(query.page, pages);
  const rows = await db
    .select()
    .from(leads)
    .where(where)
    .orderBy(...leadListOrder(query))
    .limit(leadPageSize)
    .offset((page - 1) * leadPageSize);
  return { rows: rows.map(toLeadRow), total: n, page, pages };
}

/** Most rows one export may hold; the list's filters narrow anything larger. */
export const maxExportRows = 50_000;

/** Every row of the list (all its pages), in the list's order: what the CSV export holds. */
export async function allListedLeads(
  db: Database,
  kind: LeadKind,
  query: LeadListQuery,
  timeZone: string,
): Promise<Array<LeadRow>> {
  const rows = await db
    .select()
    .from(leads)
    .where(leadListWhere(kind, query, timeZone))
    .orderBy(...leadListOrder(query))
    .limit(maxExportRows);
  return rows.map(toLeadRow);
}
