import { leadKindBySlug } from "#app/lib/leads/lead-kinds";
import type {
  AppointmentsView,
  AuditEntryView,
  DashboardView,
  LeadDetailView,
  LeadListView,
  OutboxMessageView,
  OutboxView,
  PersonalDataView,
  SessionView,
  WebhookEndpointView,
} from "#app/lib/admin/views";
import { parseLeadListQuery } from "#app/schemas/admin";
import type { Clock } from "#server/clock";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import type { Logger } from "#server/logger";
import { listWebhookEndpoints } from "#server/services/webhooks/endpoints";
import { appointmentsView } from "./appointments";
import { findDraft, type FormDraft } from "./form-drafts";
import { setupLinkUsable } from "./setup-link";
import { auditEntry, listAudit, recordAudit } from "./audit";
import { dashboardView, navCounts } from "./dashboard";
import { leadDetail } from "./lead-detail";
import { listLeads } from "./lead-queries";
import { outboxMessage, outboxView } from "./outbox-admin";
import { findPersonalData, mailDirOf } from "./personal-data";
import { listSessions, type Staff } from "./sessions";

/**
 * What the admin pages' loaders read, through React Router's load context. Every method takes the
 * signed-in staff member the gate found; pages never reach the database another way.
 */
export type AdminPagesData = {
  timeZone: string;
  /** Whether webhook endpoints on private addresses are accepted (shown on the webhooks page). */
  webhookAllowPrivate: boolean;
  nav: (staff: Staff) => Promise<{ email: string; newByType: Record<string, number>; failed: number }>;
  dashboard: (staff: Staff) => Promise<DashboardView>;
  leadList: (staff: Staff, slug: string, params: URLSearchParams) => Promise<LeadListView | null>;
  lead: (staff: Staff, id: string) => Promise<LeadDetailView | null>;
  /** Whether a first-account setup link still works (the setup page is open to everyone). */
  setupLinkUsable: (token: string) => Promise<boolean>;
  /** What was typed into a form on `path` when the session had ended (kept an hour), or null. */
  draft: (staff: Staff, id: string, path: string) => Promise<FormDraft | null>;
  appointments: (staff: Staff, params: URLSearchParams) => Promise<AppointmentsView>;
  outbox: (staff: Staff, params: URLSearchParams) => Promise<OutboxView>;
  outboxMessage: (staff: Staff, id: string) => Promise<OutboxMessageView | null>;
  webhooks: (staff: Staff) => Promise<Array<WebhookEndpointView>>;
  /** Finding a person's data is itself written to the audit log. */
  personalData: (staff: Staff, email: string) => Promise<PersonalDataView>;
  auditEntry: (staff: Staff, id: string) => Promise<AuditEntryView | null>;
  audit: (staff: Staff, page: number) => Promise<{ entries: Array<AuditEntryView>; total: number; pageSize: number }>;
  sessions: (staff: Staff) => Promise<Array<SessionView>>;
};

export function createAdminPagesData(deps: {
  db: Database;
  config: Config;
  logger: Logger;
  clock: Clock;
}): AdminPagesData {
  const { db, config, logger, clock: now } = deps;
  const timeZone = config.bookingTimeZone;
  return {
    timeZone,
    webhookAllowPrivate: config.webhookAllowPrivate,
    nav: async (staff) => ({ email: staff.email, ...(await navCounts(db)) }),
    dashboard: () => dashboardView(db, timeZone, now()),
    leadList: async (_staff, slug, params) => {
      const kind = leadKindBySlug(slug);
      if (!kind) return null;
      const list = await listLeads(db, kind, parseLeadListQuery(params), timeZone);
      return { kind: { type: kind.type, slug: kind.slug, label: kind.label, plural: kind.plural }, ...list, timeZone };
    },
    lead: (_staff, id) => leadDetail(db, id, timeZone, now()),
    draft: (_staff, id, path) => findDraft(db, id, path, now()),
    setupLinkUsable: (token) => setupLinkUsable(db, token, now()),
    appointments: (_staff, params) =>
      appointmentsView(db, timeZone, now(), {
        from: params.get("from") ?? undefined,
        showCancelled: params.get("cancelled") === "show",
      }),
    outbox: (_staff, params) => outboxView(db, params),
    outboxMessage: (_staff, id) => outboxMessage(db, id),
    webhooks: () => listWebhookEndpoints(db),
    personalData: async (staff, email) => {
      const view = await findPersonalData(db, email, mailDirOf(config), now());
      await recordAudit(db, staff, now(), "personal-data.found", {
        subject: `email:${logger.hash(email)}`,
        details: { records: view.total },
      });
      return view;
    },
    auditEntry: (_staff, id) => auditEntry(db, id),
    audit: async (_staff, page) => ({ ...(await listAudit(db, page)), pageSize: 50 }),
    sessions: (staff) => listSessions(db, staff, now()),
  };
}
