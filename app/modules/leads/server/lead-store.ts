import type { LeadAttribution } from "#app/modules/analytics/server";
import { leadSearchText } from "#app/lib/admin/lead-fields";
import { leadKindByType, type LeadType } from "#app/lib/leads/lead-kinds";
import type { Database } from "#server/db/client";
import { leads } from "#server/db/schema";
import { contactForLead, nextRoundRobinOwner } from "#app/modules/leads/server/contact-store";
import { staffNameOf } from "#app/modules/staff/server";
import { leadCreatedBody, queueLeadWebhooks } from "#app/modules/leads/server/webhooks/queue";
import type { StaffRef } from "./team";

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

/** How a new lead found its owner (docs/product.md#the-sales-desk). */
export type OwnerReason = "person's owner" | "host" | "in turn";

/** Who a new lead went to, and why; null owner for nobody (and for spam). */
export type NewLeadOwner = { owner: StaffRef | null; reason: OwnerReason | null };

async function ownerOfNewLead(
  tx: Database,
  lead: NewLead,
  contact: { ownerId: string | null } | null,
): Promise<{ id: string | null; reason: OwnerReason | null }> {
  if (!contact) return { id: null, reason: null };
  if (contact.ownerId) return { id: contact.ownerId, reason: "person's owner" };
  if (lead.meetingHostId) return { id: lead.meetingHostId, reason: "host" };
  const next = await nextRoundRobinOwner(tx, lead.receivedAt);
  return { id: next, reason: next ? "in turn" : null };
}

/**
 * Stores a lead with its contact and owner (none for spam) and queues its webhooks, in the
 * caller's transaction. The owner is the person's owner, else the host who meets them, else the
 * next in the round-robin of staff taking leads, else nobody (docs/product.md#the-sales-desk).
 * Answers who it went to and why, for the emails that tell the team and the owner.
 */
export async function insertLead(tx: Database, lead: NewLead): Promise<NewLeadOwner> {
  const contact = lead.spam ? null : await contactForLead(tx, lead);
  const { id: ownerId, reason } = await ownerOfNewLead(tx, lead, contact);
  const owner = ownerId ? await staffNameOf(tx, ownerId) : null;
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
  const staff = owner && ownerId ? { id: ownerId, ...owner } : null;
  // Receivers registered in the admin area get every lead that is not spam, once.
  if (!lead.spam)
    await queueLeadWebhooks(tx, { id: lead.id, type: lead.type, body: leadCreatedBody({ ...lead, owner: staff }) });
  return { owner: staff, reason: staff ? reason : null };
}
