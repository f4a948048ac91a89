import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { leadFieldsOf } from "#app/lib/admin/lead-fields";
import type { ContactView, ContactTimelineItem } from "#app/lib/admin/views";
import { leadKindByType } from "#app/lib/leads/lead-kinds";
import type { Database } from "#server/db/client";
import { adminUsers, auditEvents, bookings, companies, contacts, leads, outboxEmails } from "#server/db/schema";
import { timelineEntries } from "#app/modules/staff/server";
import { isUuid } from "#app/lib/uuid";
import { leadSourceOf } from "#app/modules/analytics/server";

function distinct(values: Array<string>): Array<string> {
  const seen = new Map<string, string>();
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
}

/**
 * A contact's page: the person (every name and phone their leads gave, the addresses merged into
 * them), their company, owner, and one timeline, newest first, of everything that happened: each
 * lead with its answers, appointments, emails, and what staff did (stages, notes, owners, next
 * steps, merges). Null for an unknown id; a contact merged into another answers with that one.
 */
export async function contactPage(db: Database, id: string): Promise<ContactView | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ contact: contacts, company: companies, ownerEmail: adminUsers.email, ownerName: adminUsers.displayName })
    .from(contacts)
    .leftJoin(companies, eq(companies.id, contacts.companyId))
    .leftJoin(adminUsers, eq(adminUsers.id, contacts.ownerId))
    .where(eq(contacts.id, id));
  if (!row) return null;
  if (row.contact.mergedInto) {
    const kept = await contactPage(db, row.contact.mergedInto);
    return kept ? { ...kept, arrivedFrom: { id: row.contact.id, email: row.contact.email } } : null;
  }
  const merged = await db
    .select({ id: contacts.id, email: contacts.email })
    .from(contacts)
    .where(eq(contacts.mergedInto, id))
    .orderBy(asc(contacts.createdAt));
  const leadRows = (
    await db
      .select({ lead: leads, ownerName: adminUsers.displayName })
      .from(leads)
      .leftJoin(adminUsers, eq(adminUsers.id, leads.ownerId))
      .where(and(eq(leads.contactId, id), isNull(leads.erasedAt)))
      .orderBy(desc(leads.createdAt))
  ).map((row) => ({ ...row.lead, ownerName: row.ownerName ?? "" }));
  const leadIds = leadRows.map((lead) => lead.id);
  // Newest first: the person's first lead, the one whose source says how they found us, is last.
  const firstLead = leadRows.at(-1);
  const some = <T>(work: () => Promise<Array<T>>) => (leadIds.length ? work() : Promise.resolve([] as Array<T>));
  const bookingRows = await some(() => db.select().from(bookings).where(inArray(bookings.leadId, leadIds)));
  const bookingIds = bookingRows.map((booking) => booking.id);
  const emailRows = await some(() =>
    db
      .select()
      .from(outboxEmails)
      .where(
        or(
          inArray(outboxEmails.leadId, leadIds),
          bookingIds.length ? inArray(outboxEmails.bookingId, bookingIds) : sql`false`,
        ),
      ),
  );
  const auditRows = await db
    .select()
    .from(auditEvents)
    .where(
      or(leadIds.length ? inArray(auditEvents.leadId, leadIds) : sql`false`, eq(auditEvents.subject, `contact:${id}`)),
    );

  const leadName = (leadId: string | null) => {
    const lead = leadRows.find((candidate) => candidate.id === leadId);
    return lead ? (leadKindByType(lead.type)?.label ?? lead.type) : "";
  };
  const timeline: Array<ContactTimelineItem> = [
    ...leadRows.map((lead): ContactTimelineItem => {
      const kind = leadKindByType(lead.type);
      return {
        id: `lead-${lead.id}`,
        at: lead.createdAt.toISOString(),
        type: "lead",
        leadId: lead.id,
        kindSlug: kind?.slug ?? "",
        title: `${kind?.label ?? lead.type} received`,
        fields: kind ? leadFieldsOf(kind, (lead.payload ?? {}) as Record<string, unknown>) : [],
        status: lead.status,
        spam: lead.spam,
      };
    }),
    ...bookingRows.map((booking): ContactTimelineItem => ({
      id: `booking-${booking.id}`,
      at: booking.createdAt.toISOString(),
      type: "appointment",
      leadId: booking.leadId,
      slotStart: booking.slotStart.toISOString(),
      status: booking.status,
    })),
    ...emailRows.map((email): ContactTimelineItem => ({
      id: `email-${email.id}`,
      at: (email.sentAt ?? email.createdAt).toISOString(),
      type: "email",
      emailId: email.id,
      subject: email.subject,
      recipient: email.recipient,
      status: email.status,
    })),
    ...(await timelineEntries(db, auditRows)).map((entry, i): ContactTimelineItem => ({
      id: `audit-${entry.id}`,
      at: entry.at,
      type: "staff",
      leadId: auditRows[i]?.leadId ?? null,
      about: leadName(auditRows[i]?.leadId ?? null),
      entry,
    })),
  ].sort((a, b) => (a.at === b.at ? a.id.localeCompare(b.id) : b.at.localeCompare(a.at)));

  return {
    id,
    email: row.contact.email,
    name: row.contact.name,
    names: distinct([row.contact.name, ...leadRows.map((lead) => lead.name)]),
    phones: distinct(
      leadRows.map((lead) => {
        const phone = (lead.payload as Record<string, unknown> | null)?.phone;
        return typeof phone === "string" ? phone : "";
      }),
    ),
    company: row.company ? { id: row.company.id, name: row.company.name, domain: row.company.domain } : null,
    ownerId: row.contact.ownerId,
    ownerEmail: row.ownerEmail ?? "",
    ownerName: row.ownerName ?? "",
    leadOwners: [...new Set(leadRows.map((lead) => lead.ownerName).filter(Boolean))],
    merged,
    arrivedFrom: null,
    leads: leadRows.map((lead) => ({
      id: lead.id,
      type: lead.type,
      status: lead.status,
      createdAt: lead.createdAt.toISOString(),
      ownerName: lead.ownerName,
    })),
    firstSource: firstLead
      ? {
          ...leadSourceOf(firstLead),
          leadId: firstLead.id,
          type: firstLead.type,
          at: firstLead.createdAt.toISOString(),
        }
      : null,
    timeline,
  };
}
