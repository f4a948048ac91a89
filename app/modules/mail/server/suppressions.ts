import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { mailEvents, mailSuppressions, outboxEmails } from "#server/db/schema";

/** Why an address gets no more email (docs/email.md#suppression-list). */
export const suppressionReasons = ["hard-bounce", "complaint", "provider-bounce", "staff"] as const;
export type SuppressionReason = (typeof suppressionReasons)[number];

/** What the outbox page counts (docs/email.md#the-numbers); `sent` comes from the outbox itself. */
export type MailEventType = "delivered" | "deferred" | "bounced" | "complained";

/** Addresses are compared lower-cased and trimmed, as one mailbox. */
export function addressKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The salted hash an address is kept as once its person is erased (the logger's, `LOG_SALT`). */
export type AddressHash = (address: string) => string;

const erasedPrefix = "erased:";

/**
 * What an erased person's suppression and mail events keep instead of their address: the salted
 * hash, which still recognises the address (it stays unmailed) but cannot be read back. It has no
 * `@`, so it is never taken for an address.
 */
export function erasedAddressKey(addressHash: string): string {
  return `${erasedPrefix}${addressHash}`;
}

export function isErasedAddressKey(key: string): boolean {
  return key.startsWith(erasedPrefix);
}

/** The keys an address may be stored under: as it is, and as an erased person's hash. */
function storedKeys(email: string, hash: AddressHash | null): Array<string> {
  const key = addressKey(email);
  return hash ? [key, erasedAddressKey(hash(key))] : [key];
}

/**
 * Puts an address on the list; answers false when it already was, as it is or as an erased
 * person's hash (the first reason stays).
 */
export async function suppressAddress(
  db: Database,
  entry: { email: string; reason: SuppressionReason; detail: string; source: string; at: Date },
  hash: AddressHash,
): Promise<boolean> {
  if ((await suppressionsOf(db, [entry.email], hash)).size > 0) return false;
  const rows = await db
    .insert(mailSuppressions)
    .values({
      email: addressKey(entry.email),
      reason: entry.reason,
      detail: entry.detail.slice(0, 1000),
      source: entry.source.slice(0, 200),
      createdAt: entry.at,
    })
    .onConflictDoNothing({ target: mailSuppressions.email })
    .returning({ id: mailSuppressions.id });
  return rows.length > 0;
}

/**
 * Takes an address off the list, whether kept as it is or as an erased person's hash; answers the
 * suppression lifted, or null when it was not there.
 */
export async function liftSuppression(
  db: Database,
  email: string,
  hash: AddressHash,
): Promise<{ email: string; reason: string; detail: string } | null> {
  const [row] = await db
    .delete(mailSuppressions)
    .where(inArray(mailSuppressions.email, storedKeys(email, hash)))
    .returning({ email: mailSuppressions.email, reason: mailSuppressions.reason, detail: mailSuppressions.detail });
  return row ?? null;
}

/**
 * The suppressions among these addresses, by lower-cased address. With `hash`, an erased person's
 * suppression (kept as the hash) is found too; without it (when emails are queued) only addresses
 * kept as they are: the outbox worker, which has it, checks again before anything is sent.
 */
export async function suppressionsOf(
  db: Database,
  emails: Array<string>,
  hash: AddressHash | null = null,
): Promise<Map<string, { reason: string; createdAt: Date }>> {
  const addressOf = new Map<string, string>();
  for (const email of emails) for (const key of storedKeys(email, hash)) addressOf.set(key, addressKey(email));
  if (addressOf.size === 0) return new Map();
  const rows = await db
    .select({ email: mailSuppressions.email, reason: mailSuppressions.reason, createdAt: mailSuppressions.createdAt })
    .from(mailSuppressions)
    .where(inArray(mailSuppressions.email, [...addressOf.keys()]));
  return new Map(
    rows.map((row) => [addressOf.get(row.email) ?? row.email, { reason: row.reason, createdAt: row.createdAt }]),
  );
}

/** The line an email skipped for a suppressed address shows on the outbox page. */
export function suppressedNote(reason: string): string {
  return `Not sent: the address is on the suppression list (${reason}).`;
}

/**
 * Records what happened to an email. `kind` is read from the outbox by Message-ID when the caller
 * does not know it (a provider's event), so the numbers can be split by kind.
 */
export async function recordMailEvent(
  db: Database,
  event: {
    type: MailEventType;
    email: string;
    messageId?: string | null;
    kind?: string | null;
    source: string;
    detail: string;
    at: Date;
  },
): Promise<void> {
  let kind = event.kind ?? null;
  if (!kind && event.messageId) {
    const [row] = await db
      .select({ kind: outboxEmails.kind })
      .from(outboxEmails)
      .where(eq(outboxEmails.messageId, event.messageId))
      .limit(1);
    kind = row?.kind ?? null;
  }
  await db.insert(mailEvents).values({
    type: event.type,
    email: addressKey(event.email),
    messageId: event.messageId ?? null,
    kind,
    source: event.source.slice(0, 200),
    detail: event.detail.slice(0, 1000),
    occurredAt: event.at,
  });
}

/** Marks claimed outbox rows as skipped for their suppressed address. */
export async function markSuppressed(db: Database, ids: Array<string>, reason: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outboxEmails)
    .set({ status: "suppressed", lockedUntil: null, lastError: suppressedNote(reason), nextAttemptAt: sql`now()` })
    .where(inArray(outboxEmails.id, ids));
}
