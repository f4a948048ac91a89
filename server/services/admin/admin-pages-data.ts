import type {
  AppointmentsView,
  HostsView,
  AuditEntryView,
  ContactListView,
  DeskSearchView,
  DashboardView,
  LeadDetailView,
  LeadListView,
} from "#app/lib/admin/views";
import type { StageNames } from "#app/lib/admin/stages";
import { reportRangeOf } from "#app/modules/analytics";
import type { AnalyticsReportView } from "#app/modules/analytics";
import { todayIn } from "#app/lib/booking-slots";
import { parseLeadListQuery } from "#app/schemas/admin";
import type { Clock } from "#server/clock";
import { publicUrlOf, type Config } from "#server/config";
import type { Database } from "#server/db/client";
import type { Logger } from "#server/logger";
import { listContacts, dashboardView, navCounts, searchDesk, stageNamesOf, leadDetail } from "#app/modules/desk/server";
import { sqlEventStore, type EventStore } from "#app/modules/analytics/server";
import { withRecentFigures, analyticsReport } from "#app/modules/analytics/server";
import { appointmentsView, hostsView } from "#app/modules/meetings/server";
import { findDraft, type FormDraft } from "./form-drafts";
import { setupLinkUsable, auditEntry, listAudit, listStaff } from "#app/modules/staff/server";
import { listSavedViews, type SavedView, boardLeads, listKind, listLeads, type Board } from "#app/modules/desk/server";
import type { Staff, StaffMember } from "#app/modules/staff/server";

/**
 * What the admin pages' loaders read, through React Router's load context. Every method takes the
 * signed-in staff member the gate found; pages never reach the database another way.
 */
export type AdminPagesData = {
  timeZone: string;
  nav: (
    staff: Staff,
  ) => Promise<{ email: string; newByType: Record<string, number>; failed: number; stageNames: StageNames }>;
  dashboard: (staff: Staff) => Promise<DashboardView>;
  leadList: (staff: Staff, params: URLSearchParams) => Promise<LeadListView>;
  board: (staff: Staff, params: URLSearchParams) => Promise<Board>;
  contacts: (staff: Staff, params: URLSearchParams) => Promise<ContactListView>;
  /** Every staff account: the owners to choose from. */
  staff: () => Promise<Array<StaffMember>>;
  /** The signed-in member's own name as colleagues read it (the account page). */
  stageNames: () => Promise<StageNames>;
  savedViews: (staff: Staff) => Promise<Array<SavedView>>;
  search: (staff: Staff, q: string) => Promise<DeskSearchView>;
  lead: (staff: Staff, id: string) => Promise<LeadDetailView | null>;
  /** Whether a first-account setup link still works (the setup page is open to everyone). */
  setupLinkUsable: (token: string) => Promise<boolean>;
  /** What the staff member typed into a form on `path` when their session had ended (kept an hour), or null. */
  draft: (staff: Staff, id: string, path: string) => Promise<FormDraft | null>;
  appointments: (staff: Staff, params: URLSearchParams) => Promise<AppointmentsView>;
  hosts: (staff: Staff) => Promise<HostsView>;
  auditEntry: (staff: Staff, id: string) => Promise<AuditEntryView | null>;
  audit: (staff: Staff, page: number) => Promise<{ entries: Array<AuditEntryView>; total: number; pageSize: number }>;
  /** The analytics report of the range the address asks for (`range`, or `from` and `to`). */
  analytics: (staff: Staff, params: URLSearchParams) => Promise<AnalyticsReportView>;
};

export function createAdminPagesData(deps: {
  db: Database;
  config: Config;
  logger: Logger;
  clock: Clock;
  /** The process's event store, so today's figures include what it has queued; made here when absent. */
  events?: EventStore;
}): AdminPagesData {
  const { db, config, logger, clock: now } = deps;
  const timeZone = config.bookingTimeZone;
  let events: EventStore | undefined;
  return {
    timeZone,
    nav: async (staff) => ({ email: staff.email, ...(await navCounts(db)), stageNames: await stageNamesOf(db) }),
    dashboard: (staff) => dashboardView(db, timeZone, now(), staff.userId),
    leadList: async (staff, params) => {
      const query = parseLeadListQuery(params);
      const kind = listKind(query);
      const list = await listLeads(db, query, { staffId: staff.userId, timeZone, now: now() });
      return {
        kind: kind ? { type: kind.type, slug: kind.slug, label: kind.label, plural: kind.plural } : null,
        ...list,
        timeZone,
      };
    },
    board: (staff, params) =>
      boardLeads(db, parseLeadListQuery(params), { staffId: staff.userId, timeZone, now: now() }),
    staff: () => listStaff(db),
    stageNames: () => stageNamesOf(db),
    savedViews: (staff) => listSavedViews(db, staff),
    search: (_staff, q) => searchDesk(db, q),
    contacts: (_staff, params) => listContacts(db, params.get("q") ?? "", Number(params.get("page")) || 1),
    lead: (_staff, id) => leadDetail(db, id, timeZone, now()),
    draft: (staff, id, path) => findDraft(db, staff.userId, id, path, now()),
    setupLinkUsable: (token) => setupLinkUsable(db, token, now()),
    appointments: (staff, params) =>
      appointmentsView(db, timeZone, now(), {
        from: params.get("from") ?? undefined,
        showCancelled: params.get("cancelled") === "show",
        publicUrl: publicUrlOf(config),
        host: params.get("host") ?? undefined,
        staffEmail: staff.email,
      }),
    hosts: (staff) =>
      hostsView(db, {
        businessTimeZone: timeZone,
        publicUrl: publicUrlOf(config),
        now: now(),
        staffEmail: staff.email,
      }),
    auditEntry: (_staff, id) => auditEntry(db, id),
    audit: async (_staff, page) => ({ ...(await listAudit(db, page)), pageSize: 50 }),
    analytics: (_staff, params) => {
      events ??= withRecentFigures(deps.events ?? sqlEventStore(db, logger));
      const at = now();
      return analyticsReport(db, events, { range: reportRangeOf(params, todayIn(timeZone, at)), timeZone, now: at });
    },
  };
}
