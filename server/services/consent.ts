import type { Database } from "#server/db/client";
import { consentRecords } from "#server/db/schema";
import type { ConsentRecord } from "#app/schemas/consent";

/** Stores one cookie choice as proof of consent and returns its id and time. */
export async function recordConsent(db: Database, record: ConsentRecord): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(consentRecords)
    .values({ choice: record.choice, policyVersion: record.policyVersion })
    .returning({ id: consentRecords.id, createdAt: consentRecords.createdAt });
  if (!row) throw new Error("consent insert returned no row");
  return row;
}
