import { count, desc } from "drizzle-orm";
import type { SuppressionRow } from "#app/lib/admin/views";
import type { Database } from "#server/db/client";
import { mailSuppressions } from "#server/db/schema";
import {
  isErasedAddressKey,
  liftSuppression,
  suppressAddress,
  type AddressHash,
} from "#app/modules/mail/server/suppressions";
import { recordAudit } from "#app/modules/staff/server";
import type { Staff } from "#app/modules/staff/server";

/** How many suppressions the outbox page lists (newest first). */
export const suppressionListSize = 200;

export async function suppressionList(db: Database): Promise<{ rows: Array<SuppressionRow>; total: number }> {
  const rows = await db
    .select()
    .from(mailSuppressions)
    .orderBy(desc(mailSuppressions.createdAt), desc(mailSuppressions.email))
    .limit(suppressionListSize);
  const [total] = await db.select({ n: count() }).from(mailSuppressions);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      // An erased person's row keeps their address only as a hash: nothing to show or lift by.
      email: isErasedAddressKey(row.email) ? null : row.email,
      reason: row.reason,
      detail: row.detail,
      source: row.source,
      createdAt: row.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
  };
}

/** Staff suppress an address by hand (audited); false when it already was. */
export async function suppressByStaff(
  db: Database,
  staff: Staff,
  now: Date,
  email: string,
  note: string,
  hash: AddressHash,
): Promise<boolean> {
  const added = await suppressAddress(db, { email, reason: "staff", detail: note, source: staff.email, at: now }, hash);
  if (added)
    await recordAudit(db, staff, now, "mail.suppressed", {
      subject: `email:${email.trim().toLowerCase()}`,
      details: { note },
    });
  return added;
}

/** Staff lift a suppression (audited, with the reason it had); false when the address was not suppressed. */
export async function liftByStaff(
  db: Database,
  staff: Staff,
  now: Date,
  email: string,
  hash: AddressHash,
): Promise<boolean> {
  const lifted = await liftSuppression(db, email, hash);
  if (lifted) {
    await recordAudit(db, staff, now, "mail.suppression-lifted", {
      subject: `email:${lifted.email}`,
      details: { reason: lifted.reason, detail: lifted.detail },
    });
  }
  return lifted !== null;
}
