import { randomUUID } from "node:crypto";
import type { Database } from "#server/db/client";
import { insertLead, type LeadType } from "#app/modules/leads/server";
import { leads } from "#server/db/schema";
import { eq } from "drizzle-orm";

/** Stores a lead as the pipeline would, at a chosen time and with a chosen status. */
export async function storeLead(
  db: Database,
  lead: {
    type?: LeadType;
    name: string;
    email: string;
    payload?: Record<string, unknown>;
    spam?: boolean;
    receivedAt?: Date;
    status?: string;
  },
): Promise<string> {
  const id = randomUUID();
  await insertLead(db, {
    id,
    type: lead.type ?? "panel-question",
    name: lead.name,
    email: lead.email,
    payload: { name: lead.name, email: lead.email, ...(lead.payload ?? {}) },
    spam: lead.spam ?? false,
    ipHash: "test",
    receivedAt: lead.receivedAt ?? new Date(),
  });
  if (lead.status) await db.update(leads).set({ status: lead.status }).where(eq(leads.id, id));
  return id;
}
