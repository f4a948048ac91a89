import { sql } from "drizzle-orm";
import type { ConsentChoice } from "#app/lib/consent-policy";
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** PostgreSQL's text-search document: written by the database only (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Each cookie choice, kept as proof. `consent_id` is the visitor's random id (kept in their browser
 * beside the choice): every choice made with it, a withdrawal included, is one row.
 */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    consentId: uuid("consent_id").notNull().defaultRandom(),
    choice: text("choice").$type<ConsentChoice>().notNull(),
    policyVersion: text("policy_version").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("consent_records_consent_id_idx").on(t.consentId, t.createdAt)],
);

/**
 * An organisation leads come from: the company a form named, else the domain of a work address
 * (never a public mail provider's). `key` makes it one row: the lower-case name, or the domain.
 */
export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    domain: text("domain"),
    createdAt: createdAt(),
    nameVector: tsvector("name_vector").generatedAlwaysAs(sql`to_tsvector('simple', name)`),
  },
  (t) => [
    uniqueIndex("companies_key_idx").on(t.key),
    index("companies_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("companies_name_vector_idx").using("gin", t.nameVector),
  ],
);

/**
 * Every word of a person's or a company's name (lower case, three letters or more), kept by
 * triggers on `contacts` and `companies` (migration 0017): a misspelt word is looked up in this
 * short list by trigram similarity, then the names holding the words found are read through
 * `name_vector`, instead of comparing the misspelling with every name.
 */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (t) => [
  index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops")),
]);

/**
 * One person: every lead sent from one email address (trimmed, any case; plus-addressing kept
 * apart) belongs to the same contact, found or made in the lead's own transaction. A contact
 * merged into another keeps its row (its address still finds it) with `mergedInto` set: its leads
 * show under the other until the merge is undone.
 */
export const contacts = pgTable(
  "contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    emailKey: text("email_key").notNull(),
    email: text("email").notNull(),
    /** The name on the latest lead. */
    name: text("name").notNull(),
    companyId: uuid("company_id"),
    ownerId: uuid("owner_id"),
    mergedInto: uuid("merged_into"),
    lastLeadAt: timestamp("last_lead_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    nameVector: tsvector("name_vector").generatedAlwaysAs(sql`to_tsvector('simple', name)`),
  },
  (t) => [
    uniqueIndex("contacts_email_key_idx").on(t.emailKey),
    index("contacts_name_vector_idx").using("gin", t.nameVector),
    index("contacts_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("contacts_email_trgm_idx").using("gin", t.emailKey.op("gin_trgm_ops")),
    index("contacts_last_lead_idx").on(t.lastLeadAt, t.id),
    index("contacts_company_idx").on(t.companyId),
    index("contacts_merged_into_idx")
      .on(t.mergedInto)
      .where(sql`merged_into is not null`),
  ],
);

/** Every form submission a visitor sends, whatever its kind. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").notNull(),
    /** The stage (app/lib/admin/stages.ts). */
    status: text("status").notNull().default("new"),
    /** The person (null for spam, and once erased). */
    contactId: uuid("contact_id"),
    ownerId: uuid("owner_id"),
    /** The next step: a day in the business time zone and what to do then. */
    followUpOn: text("follow_up_on"),
    followUpTask: text("follow_up_task").notNull().default(""),
    /** The first stage change or note by staff: time to first contact is measured to it. */
    firstContactedAt: timestamp("first_contacted_at", { withTimezone: true }),
    /** Why a lead was lost: one of a short list, and the staff member's words. */
    lostReason: text("lost_reason"),
    lostNote: text("lost_note").notNull().default(""),
    /**
     * What search reads: the name, the address and every value the visitor sent, with a choice's
     * words as the form showed them; never a field's name. Null until filled (leads stored before it).
     */
    searchText: text("search_text"),
    /** The words of `search_text`, kept by the database so a search need not parse each row again. */
    searchVector: tsvector("search_vector").generatedAlwaysAs(sql`to_tsvector('simple', coalesce(search_text, ''))`),
    name: text("name").notNull(),
    email: text("email").notNull(),
    payload: jsonb("payload").notNull(),
    spam: boolean("spam").notNull().default(false),
    notes: text("notes").notNull().default(""),
    ipHash: text("ip_hash"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff erased the person: the row stays, emptied, so counts per kind and day hold. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /**
     * Where the person came from (docs/product.md#analytics): the first touch's channel, source
     * and campaign ('unknown' when no visit matched), both touches in `attribution`, and the visitor
     * keys that matched, so erasing the person removes their visits too.
     */
    channel: text("channel"),
    source: text("source"),
    campaign: text("campaign"),
    attribution: jsonb("attribution"),
    visitorKeys: text("visitor_keys").array(),
  },
  (t) => [
    index("leads_type_created_idx").on(t.type, t.createdAt),
    index("leads_email_idx").on(sql`lower(${t.email})`),
    index("leads_created_idx").on(t.createdAt, t.id),
    index("leads_contact_idx").on(t.contactId, t.createdAt),
    index("leads_owner_idx").on(t.ownerId, t.createdAt),
    index("leads_follow_up_idx")
      .on(t.followUpOn)
      .where(sql`follow_up_on is not null`),
    index("leads_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("leads_search_vector_idx").using("gin", t.searchVector),
    // The navigation's count of new leads per kind, on every admin page.
    index("leads_new_idx")
      .on(t.type)
      .where(sql`status = 'new' and not spam and erased_at is null`),
  ],
);

/** Emails waiting to be sent; written in the same transaction as the lead or booking they belong to. */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id"),
    bookingId: uuid("booking_id"),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** [{ filename, contentType, content }] with text content (calendar invitations). */
    attachments: jsonb("attachments")
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Extra header lines by name (List-Unsubscribe on newsletter emails). */
    headers: jsonb("headers")
      .notNull()
      .default(sql`'{}'::jsonb`),
    messageId: text("message_id").notNull(),
    /** Sent to an address a visitor typed and nobody verified: counts toward that mailbox's and domain's daily caps. */
    unverifiedRecipient: boolean("unverified_recipient").notNull().default(false),
    /** For an unverified recipient: the mailbox it delivers to (`mailboxOf`), which the cap counts. */
    recipientMailbox: text("recipient_mailbox"),
    /** For an unverified recipient at a company's domain (not a public mail provider's): that domain. */
    recipientDomain: text("recipient_domain"),
    /** For an unverified recipient: when the email goes (a reminder's moment, else when queued), which the caps count by. */
    countsAt: timestamp("counts_at", { withTimezone: true }),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** An email only worth sending before this moment (a meeting's reminder): dropped, not sent, after it. */
    sendBefore: timestamp("send_before", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("outbox_message_id_idx").on(t.messageId),
    // Only pending emails are ever looked for by due time. A partial index keeps that lookup an
    // ordered index scan, which skips the entries of emails already sent without waiting for VACUUM.
    index("outbox_pending_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index("outbox_lead_idx").on(t.leadId),
    index("outbox_booking_idx").on(t.bookingId),
    index("outbox_unverified_mailbox_idx")
      .on(t.recipientMailbox, t.countsAt)
      .where(sql`unverified_recipient`),
    index("outbox_unverified_domain_idx")
      .on(t.recipientDomain, t.countsAt)
      .where(sql`unverified_recipient and recipient_domain is not null`),
  ],
);

/**
 * Addresses that get no email of any kind (docs/email.md#suppression-list): one row per address,
 * lower-cased, with why (`hard-bounce`, `complaint`, `provider-bounce`, `staff`), the SMTP reply or
 * provider event behind it, and who or what added it. Lifting a suppression deletes the row.
 */
export const mailSuppressions = pgTable(
  "mail_suppressions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    reason: text("reason").notNull(),
    detail: text("detail").notNull().default(""),
    /** `smtp`, `postmark`, `mailgun`, `provider` (the generic shape) or the staff member's email. */
    source: text("source").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("mail_suppressions_email_idx").on(t.email)],
);

/**
 * What happened to sent email, for the outbox page's numbers (docs/email.md#the-numbers): a 4xx
 * retry or a 5xx at send time, and the provider's delivered, deferred, bounced and complained events.
 * `kind` is the outbox email's, when the event names its Message-ID.
 */
export const mailEvents = pgTable(
  "mail_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").notNull(),
    email: text("email").notNull(),
    messageId: text("message_id"),
    kind: text("kind"),
    source: text("source").notNull(),
    detail: text("detail").notNull().default(""),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("mail_events_occurred_idx").on(t.occurredAt)],
);

/**
 * Mailgun webhook tokens already accepted (docs/email.md#provider-events): a signed request whose
 * token is here is a replay. Kept longer than a signature's timestamp is accepted, then pruned.
 */
export const mailgunTokens = pgTable("mailgun_tokens", {
  token: text("token").primaryKey(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
});

/**
 * Request token buckets per client and endpoint, shared by every app process: each holds up to the
 * limit and refills evenly over a minute, so no boundary resets it. `allowed` is whether the
 * latest request was let through (a refused one takes no token).
 */
export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  key: text("key").primaryKey(),
  tokens: doublePrecision("tokens").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  allowed: boolean("allowed").notNull().default(true),
});

/** The first answer to a request sent with an Idempotency-Key, replayed on retries. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status").notNull(),
    body: jsonb("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/**
 * A consultation booking. Without hosts, `seat` numbers the bookings of one slot (1..capacity);
 * with hosts, `host_id` says whose meeting it is and `seat` is empty. Either way a partial unique
 * index makes the database itself refuse a double booking.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id"),
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull(),
    seat: integer("seat"),
    /** The member of staff who takes the meeting (docs/product.md#hosts); empty without hosts. */
    hostId: uuid("host_id"),
    businessTimeZone: text("business_time_zone").notNull(),
    visitorTimeZone: text("visitor_time_zone"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    phone: text("phone").notNull(),
    message: text("message").notNull(),
    status: text("status").notNull().default("confirmed"),
    manageToken: text("manage_token").notNull(),
    createdAt: createdAt(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** When a repeated booking request last sent the owner their manage link (at most hourly). */
    manageLinkSentAt: timestamp("manage_link_sent_at", { withTimezone: true }),
    /** The calendar event's SEQUENCE: 0 when booked, one more at each move; a cancellation carries one more still. */
    sequence: integer("sequence").notNull().default(0),
    /** When the meeting was last moved (by the visitor or staff). */
    rescheduledAt: timestamp("rescheduled_at", { withTimezone: true }),
    /** What became of the meeting, marked by staff after it: `held` or `no-show` (docs/product.md#after-the-meeting). */
    outcome: text("outcome"),
    outcomeAt: timestamp("outcome_at", { withTimezone: true }),
    outcomeBy: text("outcome_by"),
  },
  (t) => [
    uniqueIndex("bookings_active_seat_idx")
      .on(t.slotStart, t.seat)
      .where(sql`status = 'confirmed'`),
    uniqueIndex("bookings_active_host_idx")
      .on(t.slotStart, t.hostId)
      .where(sql`status = 'confirmed'`),
    index("bookings_host_slot_idx").on(t.hostId, t.slotStart),
    uniqueIndex("bookings_active_email_idx")
      .on(t.slotStart, sql`lower(${t.email})`)
      .where(sql`status = 'confirmed'`),
    uniqueIndex("bookings_manage_token_idx").on(t.manageToken),
  ],
);

/**
 * A subscription address of the team's calendar (docs/product.md#calendar-feed). The token is kept
 * as it is, not hashed: staff copy the address from the appointment calendar page whenever they set
 * up another calendar app, and it only reads meetings that the database holds anyway.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  id: uuid("id").primaryKey().defaultRandom(),
  token: text("token").notNull().unique(),
  /** Whose meetings the feed lists: one host's, or the whole team's when empty. */
  hostId: uuid("host_id"),
  createdBy: text("created_by").notNull(),
  createdAt: createdAt(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

/**
 * A member of staff who takes consultations (docs/product.md#hosts): when they work, in their own
 * time zone, and how their meetings are joined. `working_hours` holds, for each weekday 0 (Sunday)
 * to 6, the day's spans as `HH:mm` pairs; a day without spans is a day they do not work.
 */
export const hosts = pgTable("hosts", {
  staffId: uuid("staff_id").primaryKey(),
  /** The name visitors read in their emails and calendars. */
  displayName: text("display_name").notNull(),
  timeZone: text("time_zone").notNull(),
  workingHours: jsonb("working_hours").$type<Array<Array<{ start: string; end: string }>>>().notNull(),
  meetingUrl: text("meeting_url"),
  meetingPhone: text("meeting_phone"),
  /** Off: keeps the meetings they have, takes no new ones. */
  active: boolean("active").notNull().default(true),
  /** The round-robin's tie-break: among equally busy hosts, the one given a meeting longest ago is next. */
  lastAssignedAt: timestamp("last_assigned_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** A day a host does not take meetings (leave, a conference), as a date in the host's own zone. */
export const hostDaysOff = pgTable(
  "host_days_off",
  {
    staffId: uuid("staff_id").notNull(),
    date: text("date").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.date] })],
);

/** A date the business is closed (a holiday): no meeting can be booked on it, in the business zone. */
export const closedDays = pgTable("closed_days", {
  /** yyyy-MM-dd in the business zone. */
  date: text("date").primaryKey(),
  reason: text("reason").notNull().default(""),
  createdAt: createdAt(),
});

/** A configured RSS, Atom or JSON feed and what its last fetch told us (validators kept byte for byte). */
export const contentFeeds = pgTable("content_feeds", {
  url: text("url").primaryKey(),
  title: text("title"),
  /** The ETag header exactly as the server sent it, sent back as If-None-Match. */
  etag: text("etag"),
  /** The Last-Modified header exactly as the server sent it, sent back as If-Modified-Since. */
  lastModified: text("last_modified"),
  lastStatus: text("last_status"),
  lastError: text("last_error"),
  lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
  lastChangedAt: timestamp("last_changed_at", { withTimezone: true }),
  itemCount: integer("item_count").notNull().default(0),
  createdAt: createdAt(),
});

/**
 * An article from a feed. The id derives from its canonical address, so the same article from two
 * feeds, or from a feed and the shipped list, is one item.
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: text("id").primaryKey(),
    url: text("url").notNull(),
    feedUrl: text("feed_url").notNull(),
    guid: text("guid"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    tags: jsonb("tags")
      .$type<Array<string>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    publisher: text("publisher"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Hash of what we show; an upsert with the same hash changes nothing. */
    contentHash: text("content_hash").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("content_items_published_idx").on(t.publishedAt), index("content_items_feed_idx").on(t.feedUrl)],
);

/**
 * One row per newsletter address: pending (signed up, not confirmed), confirmed (double opt-in
 * done; the consent proof is on the row) or unsubscribed. Each sign-up is also a lead of type
 * "newsletter"; `signupLeadId` is the one whose confirmation link was sent last.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    status: text("status").notNull().default("pending"),
    /** The name from the sign-up that was confirmed; null until then (never mailed before). */
    name: text("name"),
    signupLeadId: uuid("signup_lead_id"),
    lastRequestedAt: timestamp("last_requested_at", { withTimezone: true }).notNull().defaultNow(),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    /** The path of the page whose form (or resubscribe button) the consent was given on. */
    consentPage: text("consent_page"),
    /** The words the person agreed to, as shown to them. */
    consentWording: text("consent_wording"),
    consentIpHash: text("consent_ip_hash"),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(sql`lower(${t.email})`),
    index("newsletter_subscribers_pending_idx")
      .on(t.lastRequestedAt)
      .where(sql`status = 'pending'`),
  ],
);

/** Staff who may sign in to /admin. Made by `npm run admin:create`; there is no default account. */
export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    /** How colleagues read this member of staff (owner, timeline, emails); set on the account page. */
    displayName: text("display_name").notNull().default(""),
    /** `scrypt$N$r$p$salt$hash` (base64): the parameters travel with the hash so they can be raised later. */
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    /** In the round-robin of new leads (when it is on): the one given a lead longest ago is next. */
    takesLeads: boolean("takes_leads").notNull().default(false),
    lastAssignedAt: timestamp("last_assigned_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("admin_users_email_idx").on(sql`lower(${t.email})`)],
);

/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 is stored, so the table
 * alone cannot be replayed. `id` names the session on the "your sessions" page.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    /** created + 12 h: never extended. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent").notNull().default(""),
    ipHash: text("ip_hash"),
    /**
     * When a request found the session over its idle or absolute limit. It never signs in again; the
     * maintenance job drops its row later.
     */
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("admin_sessions_token_idx").on(t.tokenHash), index("admin_sessions_user_idx").on(t.userId)],
);

/**
 * Sign-in token buckets (per client address, per account and address, per account): each holds up
 * to its capacity and refills evenly over 15 minutes, so no boundary resets it. `turn_at`, on an
 * account's bucket, is the moment its last slowed-down attempt may answer: slowed attempts take
 * turns, one a second, however many arrive at once.
 */
export const signInBuckets = pgTable("sign_in_buckets", {
  key: text("key").primaryKey(),
  tokens: doublePrecision("tokens").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  turnAt: timestamp("turn_at", { withTimezone: true }),
});

/**
 * Who did what in the admin area. `leadId` ties an entry to a lead's timeline; entries about a
 * person (export, erasure) name them only by a salted hash of their email.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    leadId: uuid("lead_id"),
    subject: text("subject"),
    details: jsonb("details")
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    index("audit_events_at_idx").on(t.at),
    index("audit_events_lead_idx").on(t.leadId, t.at),
    // A contact's own entries (merges, owner) are found by `contact:<id>`.
    index("audit_events_subject_idx")
      .on(t.subject, t.at)
      .where(sql`subject is not null`),
  ],
);

/** A receiver staff registered for new leads (Standard Webhooks signing with `secret`). */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** "standard" (the lead as JSON, signed), or a chat message: "slack" or "teams". */
  format: text("format").notNull().default("standard"),
  url: text("url").notNull(),
  /** `whsec_` + base64 of the signing key. */
  secret: text("secret").notNull(),
  /** Lead kinds (leads.type) delivered to this endpoint. */
  kinds: jsonb("kinds").$type<Array<string>>().notNull(),
  description: text("description").notNull().default(""),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
});

/**
 * One lead for one endpoint, written in the lead's transaction and sent by the webhook worker with
 * the outbox's claiming (lease, SKIP LOCKED, backoff): a new lead (`lead.created`), or leads given
 * to a member of staff (`lead.assigned`, chat endpoints only; `lead_id` is the first of them). The
 * body is fixed when queued; `id` is the `webhook-id`, the same on every retry.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    endpointId: uuid("endpoint_id").notNull(),
    leadId: uuid("lead_id").notNull(),
    eventType: text("event_type").notNull(),
    body: text("body").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    lastStatusCode: integer("last_status_code"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // A new lead goes to each endpoint once; a lead given to someone is told each time it happens.
    uniqueIndex("webhook_deliveries_once_idx")
      .on(t.endpointId, t.leadId, t.eventType)
      .where(sql`event_type = 'lead.created'`),
    index("webhook_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index("webhook_deliveries_lead_idx").on(t.leadId),
  ],
);

/** One-time links that create the first staff account in the browser (logged at a start with none). */
export const adminSetupLinks = pgTable("admin_setup_links", {
  tokenHash: text("token_hash").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** The sales desk's settings staff change in the admin (the stages' names), by key. */
export const deskSettings = pgTable("desk_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An inbox view a member of staff saved: a name and the inbox's query string. */
export const savedViews = pgTable(
  "saved_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    name: text("name").notNull(),
    query: text("query").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("saved_views_user_idx").on(t.userId, t.createdAt)],
);

/**
 * A token an integration sends as `Authorization: Bearer`: shown once, stored as its SHA-256,
 * read-only or read-write, revocable, with its last use.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The first characters, shown in the list so staff can tell tokens apart. */
    prefix: text("prefix").notNull(),
    access: text("access").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("api_tokens_hash_idx").on(t.tokenHash)],
);

/**
 * The secret mixed into today's visitor keys (docs/product.md#analytics): one row per UTC day,
 * made by the first event of the day and deleted the day after, so yesterday's keys can never be
 * computed again.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * One page view or form start. `visitor_key` is a hash of the day's salt, the site, the address and
 * the browser (no consent), or the random visitor id of a browser that accepted all cookies; never
 * an IP address. A visit starts at an `entry`: a page view not reached from one of our own pages,
 * with its source. Kept for ANALYTICS_RETENTION_DAYS, rolled up into `analytics_daily` first.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    visitorKey: text("visitor_key").notNull(),
    consented: boolean("consented").notNull(),
    type: text("type").notNull(),
    path: text("path").notNull(),
    /** The lead form a form start was in (its lead type). */
    form: text("form"),
    entry: boolean("entry").notNull(),
    channel: text("channel"),
    source: text("source"),
    referrerDomain: text("referrer_domain"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    clickIdType: text("click_id_type"),
    clickId: text("click_id"),
    device: text("device").notNull(),
    /**
     * A hash of the random id the page held in memory while it sent this event without consent:
     * after 'Accept All' only that page's events move to the visitor id (docs/product.md#analytics).
     */
    pageKey: text("page_key"),
  },
  (t) => [index("analytics_events_visitor_idx").on(t.visitorKey, t.at), index("analytics_events_at_idx").on(t.at)],
);

/**
 * Each day's figures, by dimension (total, page, entry page, channel, source, campaign, device,
 * form start) and value: what reports read for past days, and what is left of a day once its raw
 * events are gone. No visitor key.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: text("day").notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    visitors: integer("visitors").notNull(),
    pageviews: integer("pageviews").notNull(),
    visits: integer("visits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value] })],
);
