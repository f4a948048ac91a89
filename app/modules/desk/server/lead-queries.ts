import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from "drizzle-orm";
import { addCalendarDays, parseIsoDate, slotStart, todayIn } from "#app/lib/booking-slots";
import type { LeadRow } from "#app/lib/admin/lead-columns";
import { openStages, stages, type Stage } from "#app/lib/admin/stages";
import { leadKindBySlug, type LeadKind } from "#app/lib/leads/lead-kinds";
import { leadPageSize, type LeadListQuery } from "#app/schemas/admin";
import type { Database } from "#server/db/client";
import { adminUsers, companies, contacts, leads } from "#server/db/schema";
import { leadMatches, searchedText } from "./desk-search";

export type LeadList = { rows: Array<LeadRow>; total: number; page: number; pages: number };

/** Who is looking and when: "mine" and "due today" depend on them. */
export type ListViewer = { staffId: string; timeZone: string; now: Date };

function dayStart(date: string, timeZone: string): Date | null {
  return parseIsoDate(date) ? slotStart(date, 0, timeZone) : null;
}

/** The kind a list is narrowed to, or null for every kind. */
export function listKind(query: LeadListQuery): LeadKind | null {
  return query.kind === "all" ? null : leadKindBySlug(query.kind);
}

/**
 * The WHERE of the inbox: kind, not erased, spam choice, stage, owner, follow-up due, received
 * dates (business zone), search.
 */
export function leadListWhere(query: LeadListQuery, viewer: ListViewer): SQL {
  const kind = listKind(query);
  const conditions: Array<SQL | undefined> = [isNull(leads.erasedAt)];
  if (kind) conditions.push(eq(leads.type, kind.type));
  if (query.spam === "hide") conditions.push(eq(leads.spam, false));
  if (query.spam === "only") conditions.push(eq(leads.spam, true));
  if (query.status === "open") conditions.push(inArray(leads.status, [...openStages]));
  else if (query.status !== "all") conditions.push(eq(leads.status, query.status));
  if (query.owner === "mine") conditions.push(eq(leads.ownerId, viewer.staffId));
  else if (query.owner === "unassigned") conditions.push(isNull(leads.ownerId));
  else if (query.owner !== "any") conditions.push(eq(leads.ownerId, query.owner));
  if (query.due === "due") {
    conditions.push(lte(leads.followUpOn, todayIn(viewer.timeZone, viewer.now)));
    conditions.push(inArray(leads.status, [...openStages]));
  }
  const from = query.from ? dayStart(query.from, viewer.timeZone) : null;
  if (from) conditions.push(gte(leads.createdAt, from));
  const to = query.to && parseIsoDate(query.to) ? dayStart(addCalendarDays(query.to, 1), viewer.timeZone) : null;
  if (to) conditions.push(lt(leads.createdAt, to));
  // The desk's one search: the lead's values only, never its fields' names ("company" must not
  // find every talent request), a choice also by the words the form showed for it.
  if (searchedText(query.q)) conditions.push(leadMatches(query.q));
  return and(...conditions) as SQL;
}

function leadListOrder(query: LeadListQuery): Array<SQL> {
  const direction = query.dir === "asc" ? asc : desc;
  const stageRank = sql`array_position(array[${sql.join(
    stages.map((stage) => sql`${stage}`),
    sql`, `,
  )}]::text[], ${leads.status})`;
  const key =
    query.sort === "name"
      ? sql`lower(${leads.name})`
      : query.sort === "email"
        ? sql`lower(${leads.email})`
        : query.sort === "status"
          ? stageRank
          : sql`${leads.createdAt}`;
  return [direction(key), direction(leads.id)];
}

/** The columns a list row reads: the lead, its owner's address and name, and its contact's company. */
const listColumns = {
  lead: leads,
  ownerEmail: adminUsers.email,
  ownerName: adminUsers.displayName,
  company: companies.name,
};

type ListedRow = {
  lead: typeof leads.$inferSelect;
  ownerEmail: string | null;
  ownerName: string | null;
  company: string | null;
};

export function toLeadRow({ lead, ownerEmail, ownerName, company }: ListedRow): LeadRow {
  return {
    id: lead.id,
    type: lead.type,
    status: lead.status,
    name: lead.name,
    email: lead.email,
    spam: lead.spam,
    createdAt: lead.createdAt.toISOString(),
    payload: (lead.payload ?? {}) as Record<string, unknown>,
    contactId: lead.contactId,
    company: company ?? "",
    ownerId: lead.ownerId,
    ownerEmail: ownerEmail ?? "",
    ownerName: ownerName ?? "",
    followUpOn: lead.followUpOn,
    followUpTask: lead.followUpTask,
    channel: lead.channel,
    source: lead.source,
    campaign: lead.campaign,
    attribution: lead.attribution,
    lostReason: lead.lostReason,
    lostNote: lead.lostNote,
    firstContactedAt: lead.firstContactedAt?.toISOString() ?? null,
  };
}

/** Leads with their owner and company: the inbox, its export and a lead page read them so. */
export function listedLeads(db: Database) {
  return db
    .select(listColumns)
    .from(leads)
    .leftJoin(adminUsers, eq(adminUsers.id, leads.ownerId))
    .leftJoin(contacts, eq(contacts.id, leads.contactId))
    .leftJoin(companies, eq(companies.id, contacts.companyId));
}

/** One page of the inbox, filtered, searched and sorted by the database. */
export async function listLeads(db: Database, query: LeadListQuery, viewer: ListViewer): Promise<LeadList> {
  const where = leadListWhere(query, viewer);
  const [total] = await db.select({ n: count() }).from(leads).where(where);
  const n = Number(total?.n ?? 0);
  const pages = Math.max(1, Math.ceil(n / leadPageSize));
  const page = Math.min(query.page, pages);
  const rows = await listedLeads(db)
    .where(where)
    .orderBy(...leadListOrder(query))
    .limit(leadPageSize)
    .offset((page - 1) * leadPageSize);
  return { rows: rows.map(toLeadRow), total: n, page, pages };
}

/** Most rows one export may hold; the list's filters narrow anything larger. */
export const maxExportRows = 50_000;

/** Every row of the list (all its pages), in the list's order: what the CSV export holds. */
export async function allListedLeads(db: Database, query: LeadListQuery, viewer: ListViewer): Promise<Array<LeadRow>> {
  const rows = await listedLeads(db)
    .where(leadListWhere(query, viewer))
    .orderBy(...leadListOrder(query))
    .limit(maxExportRows);
  return rows.map(toLeadRow);
}

/** Cards shown per column of the board; the column's count says how many there are in all. */
export const boardColumnSize = 30;

export type Board = Array<{ stage: Stage; total: number; rows: Array<LeadRow> }>;

/** The board: the inbox's filters (its stage filter aside), one column per stage, newest first. */
export async function boardLeads(db: Database, query: LeadListQuery, viewer: ListViewer): Promise<Board> {
  return Promise.all(
    stages.map(async (stage) => {
      const where = leadListWhere({ ...query, status: stage }, viewer);
      const [total] = await db.select({ n: count() }).from(leads).where(where);
      const rows = await listedLeads(db)
        .where(where)
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(boardColumnSize);
      return { stage, total: Number(total?.n ?? 0), rows: rows.map(toLeadRow) };
    }),
  );
}

/** A page's end, to start the next page after: the last lead's arrival and id. */
export function encodeCursor(row: { createdAt: string; id: string }): string {
  return Buffer.from(`${row.createdAt}|${row.id}`).toString("base64url");
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const createdAt = new Date(at ?? "");
  return id && /^[0-9a-f-]{36}$/i.test(id) && !Number.isNaN(createdAt.getTime()) ? { createdAt, id } : null;
}

/**
 * The inbox for integrations: newest first, `limit` at a time, each page starting after the
 * cursor of the one before, so pages hold together while new leads arrive. An unreadable cursor
 * is refused (null) rather than starting over.
 */
export async function leadsAfterCursor(
  db: Database,
  query: LeadListQuery,
  viewer: ListViewer,
  cursor: string,
  limit: number,
): Promise<{ rows: Array<LeadRow>; nextCursor: string | null } | null> {
  const after = cursor ? decodeCursor(cursor) : null;
  if (cursor && !after) return null;
  const where = and(
    leadListWhere(query, viewer),
    after ? sql`(${leads.createdAt}, ${leads.id}) < (${after.createdAt}, ${after.id})` : undefined,
  );
  const rows = (
    await listedLeads(db)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(limit + 1)
  ).map(toLeadRow);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
