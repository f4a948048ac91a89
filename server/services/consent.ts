import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { consentRecords } from "#server/db/schema";
import type { ConsentChoice, ConsentRecord } from "#app/schemas/consent";

export type StoredConsent = {
  id: string;
  consentId: string;
  choice: ConsentChoice;
  policyVersion: string;
  createdAt: Date;
};

/** Stores one cookie choice as proof of consent, under the visitor's consent id (a new one for a first choice). */
export async function recordConsent(db: Database, record: ConsentRecord): Promise<StoredConsent> {
  const [row] = await db
    .insert(consentRecords)
    .values({ consentId: record.consentId ?? randomUUID(), choice: record.choice, policyVersion: record.policyVersion })
    .returning();
  if (!row) throw new Error("consent insert returned no row");
  return row;
}

/** Every choice made under one consent id, newest first (empty for an id we never saw). */
export async function consentHistory(db: Database, consentId: string): Promise<Array<StoredConsent>> {
  return db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.consentId, consentId))
    .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id));
}
