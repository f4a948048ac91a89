import type { LeadAttribution } from "#server/services/analytics/attribution";
import { leadSearchText } from "#app/lib/admin/lead-fields";
import { leadKindByType, type LeadType } from "#app/lib/leads/lead-kinds";
import type { Database } from "#server/db/client";
import { leads } from "#server/db/schema";
import { contactForLead, nextRoundRobinOwner } from "#server/services/contacts/contact-store";
import { leadCreatedBody, queueLeadWebhooks } from "#server/services/webhooks/queue";

export type { LeadType };

export type NewLead = {
  id: string;
  type: LeadType;
  name: string;
  email: string;
  /** The whole validated submission, so staff see exactly what was sent. */
  payload: Record<string, unknown>;
  spam: boolean;
  ipHash: string;
  receivedAt: Date;
  /** Where the person came from; absent for spam (and leads not sent by a browser). */
  attribution?: LeadAttribution;
  /** Who meets the person (a booking's host): their owner unless the person has one already. */
  meetingHostId?: string | null;
};

/**
 * Stores a lead with its contact and owner (none for spam) and queues its webhooks, in the
 * caller's transaction. The owner is the person's owner, else the host who meets them, else the
 * next in the round-robin of staff taking leads, else nobody (docs/product.md#the-sales-desk).
 */
export async function insertLead(tx: Database, lead: NewLead): Promise<void> {
  const contact = lead.spam ? null : await contactForLead(tx, lead);
  const ownerId = contact
    ? (contact.ownerId ?? lead.meetingHostId ?? (await nextRoundRobinOwner(tx, lead.receivedAt)))
    : null;
  await tx.insert(leads).values({
    id: lead.id,
    contactId: contact?.id ?? null,
    ownerId,
    searchText: leadSearchText(leadKindByType(lead.type), lead),
    type: lead.type,
    name: lead.name,
    email: lead.email,
    payload: lead.payload,
    spam: lead.spam,
    ipHash: lead.ipHash,
    createdAt: lead.receivedAt,
    updatedAt: lead.receivedAt,
    ...(lead.attribution && {
      channel: lead.attribution.channel,
      source: lead.attribution.source,
      campaign: lead.attribution.campaign,
      attribution: { first: lead.attribution.first, last: lead.attribution.last },
      visitorKeys: lead.attribution.visitorKeys,
    }),
  });
  // Receivers registered in the admin area get every lead that is not spam, once.
  if (!lead.spam) await queueLeadWebhooks(tx, { id: lead.id, type: lead.type, body: leadCreatedBody(lead) });
}
