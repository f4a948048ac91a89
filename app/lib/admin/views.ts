import type { SlotTimes } from "#app/lib/slot-times";
import type { LeadRow } from "./lead-columns";

/**
 * The shapes the admin pages read. The server's admin services build them; the pages and their
 * components only ever see these (plain data, times as ISO strings).
 */
export type KindCounts = {
  type: string;
  slug: string;
  plural: string;
  today: number;
  week: number;
  month: number;
  new: number;
};

export type DashboardView = {
  timeZone: string;
  today: string;
  kinds: Array<KindCounts>;
  /** The last 30 days in the business zone, oldest first. */
  days: Array<{ date: string; total: number; byType: Record<string, number> }>;
  attention: {
    newLeads: number;
    oldestNewAt: string | null;
    failedEmails: number;
    failedWebhooks: number;
    appointmentsToday: number;
  };
};

export type LeadListView = {
  kind: { type: string; slug: string; label: string; plural: string };
  rows: Array<LeadRow>;
  total: number;
  page: number;
  pages: number;
  timeZone: string;
};

export type TimelineEntry = {
  id: string;
  at: string;
  actorEmail: string;
  action: string;
  details: Record<string, unknown>;
};

export type BookingView = SlotTimes & {
  id: string;
  leadId: string | null;
  status: string;
  name: string;
  email: string;
  company: string;
  cancellable: boolean;
};

export type LeadDetailView = {
  lead: LeadRow & { updatedAt: string; lostReason: string | null; lostNote: string };
  kind: { type: string; slug: string; label: string; plural: string };
  fields: Array<{ label: string; text: string; long: boolean }>;
  received: { business: string; businessTimeZone: string; visitor: string | null; visitorTimeZone: string | null };
  booking: BookingView | null;
  timeline: Array<TimelineEntry>;
  emails: Array<{ id: string; kind: string; recipient: string; status: string; createdAt: string }>;
};

export type AppointmentDay = { date: string; label: string; bookings: Array<BookingView> };
export type AppointmentsView = {
  timeZone: string;
  from: string;
  to: string;
  days: Array<AppointmentDay>;
  showCancelled: boolean;
};

export type OutboxEmailRow = {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
  leadId: string | null;
};

export type WebhookDeliveryRow = {
  id: string;
  endpointUrl: string;
  leadId: string;
  eventType: string;
  status: string;
  attempts: number;
  lastError: string | null;
  lastStatusCode: number | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
};

export type OutboxView = {
  tab: "emails" | "webhooks";
  state: "all" | "pending" | "sent" | "failed";
  counts: Record<"pending" | "sent" | "failed", number>;
  webhookCounts: Record<"pending" | "sent" | "failed", number>;
  emails: Array<OutboxEmailRow>;
  deliveries: Array<WebhookDeliveryRow>;
  page: number;
  pages: number;
};

export type OutboxMessageView = OutboxEmailRow & {
  messageId: string;
  html: string;
  text: string;
  attachments: Array<string>;
};

export type WebhookEndpointView = {
  id: string;
  url: string;
  secret: string;
  kinds: Array<string>;
  description: string;
  active: boolean;
  createdAt: string;
  counts: Record<"pending" | "sent" | "failed", number>;
};

export type PersonalDataSection = {
  name: string;
  label: string;
  count: number;
  records: Array<Record<string, unknown>>;
};
export type PersonalDataView = { email: string; sections: Array<PersonalDataSection>; total: number };

export type AuditEntryView = {
  id: string;
  at: string;
  actorEmail: string;
  action: string;
  leadId: string | null;
  subject: string | null;
  details: Record<string, unknown>;
};

export type SessionView = {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  userAgent: string;
  current: boolean;
};
