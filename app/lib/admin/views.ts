import type { WebhookFormat } from "./webhook-formats";
import type { SlotTimes } from "#app/lib/slot-times";
import type { LeadRow } from "./lead-columns";
import type { LeadSourceView } from "#app/modules/analytics";
import type { MeetingOutcome } from "#app/modules/meetings";

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
  /** The signed-in member's open leads with a next step due today or earlier. */
  nextSteps: {
    overdue: number;
    dueToday: number;
    leads: Array<{ id: string; type: string; name: string; on: string; task: string; overdue: boolean }>;
  };
  /** From arrival to the first stage change or note by staff, for leads received in the last 7 days. */
  firstContact: { leads: number; medianMinutes: number | null; p90Minutes: number | null };
  /** Meetings started in the chart's 30 days: held, no-shows, and confirmed ones not marked yet. */
  meetings: { held: number; noShow: number; unmarked: number };
};

export type LeadListView = {
  /** The kind the inbox is narrowed to, or null for every kind. */
  kind: { type: string; slug: string; label: string; plural: string } | null;
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
  /** The actor as colleagues read them (their display name); an owner change's details carry `fromName` and `toName`. */
  actorName: string;
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
  /** The host who takes the meeting (docs/product.md#hosts), by the name visitors read; none without hosts. */
  host: string | null;
  hostId: string | null;
  /** A confirmed meeting that has started: staff can mark it held or no-show (docs/product.md#after-the-meeting). */
  outcomeMarkable: boolean;
  outcome: MeetingOutcome | null;
  outcomeAt: string | null;
  outcomeBy: string | null;
};

export type LeadDetailView = {
  lead: LeadRow & { updatedAt: string };
  kind: { type: string; slug: string; label: string; plural: string };
  fields: Array<{ label: string; text: string; long: boolean }>;
  received: { business: string; businessTimeZone: string; visitor: string | null; visitorTimeZone: string | null };
  booking: BookingView | null;
  timeline: Array<TimelineEntry>;
  emails: Array<{ id: string; kind: string; recipient: string; status: string; createdAt: string }>;
  /** Where the visitor came from (docs/product.md#analytics). */
  source: LeadSourceView;
};

/** A calendar feed's address, who made it and when; `mine`: the viewer made it, so may revoke it. */
export type CalendarFeedView = { id: string; url: string; createdBy: string; created: string; mine: boolean };

export type AppointmentDay = { date: string; label: string; bookings: Array<BookingView> };
export type AppointmentsView = {
  timeZone: string;
  from: string;
  to: string;
  days: Array<AppointmentDay>;
  showCancelled: boolean;
  /** Closed days from today on: no meeting can be booked on them. */
  closedDays: Array<{ date: string; label: string; reason: string }>;
  /** The team calendar's subscription addresses not revoked (docs/product.md#calendar-feed). */
  calendarFeeds: Array<CalendarFeedView>;
  /** Every host, paused ones too (the filter), by the name visitors read (docs/product.md#hosts). */
  hosts: Array<{ id: string; name: string; active: boolean }>;
  /** The host filter: a host's staff id, `none` for the meetings without a host, or null for all. */
  hostFilter: string | null;
};

/** A member of staff on the hosts page: their host settings, or the defaults a new host starts with. */
export type HostMemberView = {
  staffId: string;
  email: string;
  /** The member of staff's name as colleagues read it (a host's `displayName` is the one visitors read). */
  name: string;
  isHost: boolean;
  active: boolean;
  displayName: string;
  timeZone: string;
  meetingUrl: string;
  meetingPhone: string;
  /** Monday first; empty times are a day off. */
  week: Array<{ day: number; name: string; start: string; end: string }>;
  daysOff: Array<{ date: string; label: string }>;
  upcomingMeetings: number;
  /** The host's own calendar feeds (docs/product.md#calendar-feed). */
  feeds: Array<CalendarFeedView>;
};

export type HostsView = { businessTimeZone: string; members: Array<HostMemberView>; timeZones: Array<string> };

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

/** One day's or one kind's mail figures (docs/email.md#the-numbers). */
export type MailFigures = { sent: number; delivered: number; deferred: number; bounced: number; complained: number };

export type MailNumbersView = {
  /** The business-time-zone days counted, oldest first (YYYY-MM-DD). */
  days: Array<{ day: string } & MailFigures>;
  kinds: Array<{ kind: string } & MailFigures>;
  totals: MailFigures;
  /** Complaints over emails sent in the period; null when nothing was sent. */
  complaintRate: number | null;
  /** The bulk-sender ceiling of Gmail and Yahoo (0.3%). */
  complaintLine: number;
  overComplaintLine: boolean;
};

export type SuppressionRow = {
  id: string;
  /** Null for an erased person's row, which keeps the address only as a salted hash. */
  email: string | null;
  reason: string;
  detail: string;
  source: string;
  createdAt: string;
};

export type OutboxView = {
  tab: "emails" | "webhooks" | "suppressions";
  state: "all" | "pending" | "sent" | "failed" | "suppressed";
  counts: Record<"pending" | "sent" | "failed" | "suppressed", number>;
  webhookCounts: Record<"pending" | "sent" | "failed" | "suppressed", number>;
  numbers: MailNumbersView;
  suppressions: Array<SuppressionRow>;
  suppressionCount: number;
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
  format: WebhookFormat;
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
  actorName: string;
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

/** One thing in a contact's timeline: a lead, an appointment, an email, or something staff did. */
export type ContactTimelineItem = { id: string; at: string } & (
  | {
      type: "lead";
      leadId: string;
      kindSlug: string;
      title: string;
      fields: Array<{ label: string; text: string; long: boolean }>;
      status: string;
      spam: boolean;
    }
  | { type: "appointment"; leadId: string | null; slotStart: string; status: string }
  | { type: "email"; emailId: string; subject: string; recipient: string; status: string }
  | { type: "staff"; leadId: string | null; about: string; entry: TimelineEntry }
);

export type ContactView = {
  id: string;
  email: string;
  name: string;
  /** Every name and phone number the person's leads gave, first seen first. */
  names: Array<string>;
  phones: Array<string>;
  company: { id: string; name: string; domain: string | null } | null;
  ownerId: string | null;
  ownerEmail: string;
  /** The person's owner as colleagues read them, or "". */
  ownerName: string;
  /** Who owns the person's leads (names, each once): someone may own a lead of a person without an owner. */
  leadOwners: Array<string>;
  /** Contacts merged into this one (their addresses are this person's too). */
  merged: Array<{ id: string; email: string }>;
  /** Set when the address asked for was merged into this contact. */
  arrivedFrom: { id: string; email: string } | null;
  leads: Array<{ id: string; type: string; status: string; createdAt: string; ownerName: string }>;
  /** Where the person first came from: the source of their first lead (null without leads). */
  firstSource: (LeadSourceView & { leadId: string; type: string; at: string }) | null;
  /** Newest first. */
  timeline: Array<ContactTimelineItem>;
};

export type ContactListView = {
  q: string;
  rows: Array<{
    id: string;
    name: string;
    email: string;
    company: string;
    ownerEmail: string;
    /** The person's owner's name, or "". */
    ownerName: string;
    /** The names of whoever owns the person's leads, each once. */
    leadOwners: Array<string>;
    lastLeadAt: string;
    leads: number;
  }>;
  total: number;
  page: number;
  pages: number;
};

/** A stretch of an excerpt: a match of the search (shown marked) or the text around it. */
export type ExcerptPiece = { text: string; match: boolean };

export type DeskSearchView = {
  q: string;
  contacts: Array<{ id: string; name: string; email: string; company: string }>;
  companies: Array<{ id: string; name: string; domain: string | null; people: number }>;
  /** `excerpt`: what the lead says around the matches, in pieces (a match is shown in <mark>, never as markup). */
  leads: Array<{
    id: string;
    type: string;
    name: string;
    status: string;
    createdAt: string;
    excerpt: Array<ExcerptPiece>;
  }>;
};

/** A member of staff as the desk lists them: the owners to choose from, who takes leads in turn. */
export type StaffMember = { id: string; email: string; name: string; takesLeads: boolean };
