import type { LeadListView } from "#app/lib/admin/views";
import { parseLeadListQuery } from "#app/schemas/admin";
import type { DeskServices } from "#server/services/admin/desk-services";
import type { Staff } from "#app/modules/staff/server";
import { listContacts } from "./contact-list";
import { dashboardView, navCounts } from "./dashboard";
import { searchDesk } from "./desk-search";
import { stageNamesOf } from "./desk-settings";
import { leadDetail } from "./lead-detail";
import { boardLeads, listKind, listLeads } from "./lead-queries";

/**
 * What the desk's own pages read, each from the services a desk page's loader has: the menu's
 * figures, the dashboard, the inbox and board as the address narrows them, the contacts, the
 * search and one lead.
 */

/** The menu beside every desk page: who is signed in, the new leads per kind, failed sends, the stages' names. */
export async function deskNav(desk: DeskServices, staff: Staff) {
  return { email: staff.email, ...(await navCounts(desk.db)), stageNames: await stageNamesOf(desk.db) };
}

export function dashboardPage(desk: DeskServices, staff: Staff) {
  return dashboardView(desk.db, desk.config.bookingTimeZone, desk.clock(), staff.userId);
}

/** The inbox (or one kind's list) as the address narrows it. */
export async function inboxPage(desk: DeskServices, staff: Staff, params: URLSearchParams): Promise<LeadListView> {
  const timeZone = desk.config.bookingTimeZone;
  const query = parseLeadListQuery(params);
  const kind = listKind(query);
  const list = await listLeads(desk.db, query, { staffId: staff.userId, timeZone, now: desk.clock() });
  return {
    kind: kind ? { type: kind.type, slug: kind.slug, label: kind.label, plural: kind.plural } : null,
    ...list,
    timeZone,
  };
}

/** The board: the inbox's leads as the address narrows them, in a column per stage. */
export function boardPage(desk: DeskServices, staff: Staff, params: URLSearchParams) {
  const timeZone = desk.config.bookingTimeZone;
  return boardLeads(desk.db, parseLeadListQuery(params), { staffId: staff.userId, timeZone, now: desk.clock() });
}

/** The contacts list: the address's search and page. */
export function contactsPage(desk: DeskServices, params: URLSearchParams) {
  return listContacts(desk.db, params.get("q") ?? "", Number(params.get("page")) || 1);
}

export function searchPage(desk: DeskServices, q: string) {
  return searchDesk(desk.db, q);
}

/** One lead with everything its page shows, or null when there is none by that id. */
export function leadPage(desk: DeskServices, id: string) {
  return leadDetail(desk.db, id, desk.config.bookingTimeZone, desk.clock());
}
