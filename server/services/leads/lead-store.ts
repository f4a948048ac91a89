import type { Database } from "#server/db/client";
import { leads } from "#server/db/schema";

export type LeadType =
  "ai-interview" | "gitex-registration" | "panel-question" | "talent-request" | "appointment" | "newsletter";

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
};

export async function insertLead(tx: Database, lead: NewLead): Promise<void> {
  await tx.insert(leads).values({
    id: lead.id,
    type: lead.type,
    name: lead.name,
    email: lead.email,
    payload: lead.payload,
    spam: lead.spam,
    ipHash: lead.ipHash,
    createdAt: lead.receivedAt,
    updatedAt: lead.receivedAt,
  });
}
