import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client";

/** A work queue table (the email outbox, the webhook deliveries): the columns the claim reads and writes. */
export type LeasedTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  lockedUntil: PgColumn;
};

/**
 * Claims due rows with FOR UPDATE SKIP LOCKED and a lease: any number of workers can run on one
 * PostgreSQL and each row is claimed by one of them at a time. The attempt is counted up front, so a
 * worker that dies mid-send still uses one up; its lease expires and another worker retries the row.
 */
export async function claimDue<T extends LeasedTable>(
  db: Database,
  table: T,
  batchSize: number,
  leaseMs: number,
  /** The moment rows must be due by: the database's clock when absent (a worker's own clock in tests). */
  dueBy?: Date,
) {
  // Widened for the subquery: drizzle's check on `from` cannot be decided for a generic table.
  const source: PgTable = table;
  const due = db
    .select({ id: table.id })
    .from(source)
    .where(
      and(
        eq(table.status, "pending"),
        lte(table.nextAttemptAt, dueBy ?? sql`now()`),
        or(isNull(table.lockedUntil), lt(table.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(table.nextAttemptAt))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  // Named rather than written inline: for a generic table TypeScript cannot see that these columns
  // exist (LeasedTable guarantees it), and would reject an object literal's properties as unknown.
  const lease = {
    lockedUntil: sql`now() + ${leaseMs}::int * interval '1 millisecond'`,
    attempts: sql`${table.attempts} + 1`,
  };
  return db.update(table).set(lease).where(inArray(table.id, due)).returning();
}

/**
 * Extends a claimed row's lease from now, so the work about to start on it (one send) has the whole
 * lease. The attempt count the claim left is the fence: when the lease ran out and another worker
 * claimed the row since (counting its own attempt), or staff reset it, nothing changes and the
 * answer is false: the row is no longer this worker's to work on.
 */
export async function renewLease(
  db: Database,
  table: LeasedTable,
  row: { id: unknown; attempts: unknown },
  leaseMs: number,
): Promise<boolean> {
  const lease = { lockedUntil: sql`now() + ${leaseMs}::int * interval '1 millisecond'` };
  const renewed = await db
    .update(table)
    .set(lease)
    .where(and(eq(table.id, row.id), eq(table.attempts, row.attempts), eq(table.status, "pending")))
    .returning({ id: table.id });
  return renewed.length > 0;
}

/**
 * Frees every lease at start, instead of waiting for leases left by a crashed process to expire.
 * Only for when no other worker can be running (PGlite is opened by one process).
 */
export async function releaseLeases(db: Database, table: LeasedTable): Promise<void> {
  const freed = { lockedUntil: null };
  await db
    .update(table)
    .set(freed)
    .where(and(eq(table.status, "pending"), sql`${table.lockedUntil} is not null`));
}
