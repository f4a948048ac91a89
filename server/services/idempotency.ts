import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { idempotencyKeys } from "#server/db/schema";

/** 1-200 visible ASCII characters (no spaces), as most APIs accept. */
export const idempotencyKeyPattern = /^[\x21-\x7E]{1,200}$/;
/** Stored answers are replayed for a day; after that a key may be reused. */
export const idempotencyRetentionHours = 24;

export type StoredAnswer = { requestHash: string; status: number; body: unknown };

/** Thrown inside a transaction when another request stored the same key first; the caller replays its answer. */
export class IdempotencyRace extends Error {
  constructor() {
    super("idempotency key stored concurrently");
    this.name = "IdempotencyRace";
  }
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** A fingerprint of the request body that ignores key order. */
export function requestHash(body: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(canonical(body)))
    .digest("hex");
}

export async function findStoredAnswer(db: Database, scope: string, key: string): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.status, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        sql`${idempotencyKeys.createdAt} > now() - make_interval(hours => ${idempotencyRetentionHours}::int)`,
      ),
    );
  return row ?? null;
}

/**
 * Stores the answer in the caller's transaction, so it exists exactly when the lead does.
 * A concurrent request with the same key makes this throw IdempotencyRace (after waiting
 * for the other transaction on PostgreSQL), which rolls this one back.
 */
export async function storeAnswer(tx: Database, scope: string, key: string, answer: StoredAnswer): Promise<void> {
  // An expired answer for this key may still be there until the prune runs: replace it.
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        sql`${idempotencyKeys.createdAt} <= now() - make_interval(hours => ${idempotencyRetentionHours}::int)`,
      ),
    );
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: answer.requestHash, status: answer.status, body: answer.body })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length === 0) throw new IdempotencyRace();
}

export async function pruneIdempotencyKeys(db: Database): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${idempotencyRetentionHours}::int)`));
}
