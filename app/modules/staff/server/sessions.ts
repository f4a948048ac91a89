import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { SessionView } from "#app/lib/admin/views";
import type { Database } from "#server/db/client";
import { adminSessions, adminUsers } from "#server/db/schema";

export const sessionIdleMs = 30 * 60 * 1000;
export const sessionAbsoluteMs = 12 * 60 * 60 * 1000;
/** How long the row of a session that ended by itself (idle or too old) stays before maintenance drops it. */
export const endedSessionKeptMs = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often: an idle timeout of 30 minutes does not need every click. */
const touchEveryMs = 60 * 1000;

/** The signed-in staff member of a request. */
export type Staff = { userId: string; email: string; sessionId: string };

/** 256 random bits, URL-safe: the cookie's value. */
function newToken(): string {
  return randomBytes(32).toString("base64url");
}

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** A new session (always a new id: signing in never reuses one the browser brought). */
export async function createSession(
  db: Database,
  userId: string,
  now: Date,
  meta: { userAgent: string; ipHash: string | null },
): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  const [row] = await db
    .insert(adminSessions)
    .values({
      tokenHash: tokenHash(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + sessionAbsoluteMs),
      userAgent: meta.userAgent.slice(0, 300),
      ipHash: meta.ipHash,
    })
    .returning({ id: adminSessions.id });
  if (!row) throw new Error("session insert returned no row");
  return { token, sessionId: row.id };
}

/** When a session ends by itself: 30 idle minutes after it was last seen, or at its absolute limit. */
function naturalEnd(row: { lastSeenAt: Date; expiresAt: Date }): number {
  return Math.min(row.lastSeenAt.getTime() + sessionIdleMs, row.expiresAt.getTime());
}

/**
 * The staff member a cookie belongs to, or null when it names no live session: unknown, idle for
 * 30 minutes or older than 12 hours. An expired session is marked ended on sight, for good.
 */
export async function resolveSession(db: Database, token: string, now: Date): Promise<Staff | null> {
  if (!/^[A-Za-z0-9_-]{40,60}$/.test(token)) return null;
  const [row] = await db
    .select({
      id: adminSessions.id,
      userId: adminSessions.userId,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
      endedAt: adminSessions.endedAt,
      email: adminUsers.email,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(eq(adminSessions.tokenHash, tokenHash(token)));
  if (!row || row.endedAt) return null;
  if (now.getTime() >= naturalEnd(row)) {
    await db.update(adminSessions).set({ endedAt: now }).where(eq(adminSessions.id, row.id));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= touchEveryMs) {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, row.id));
  }
  return { userId: row.userId, email: row.email, sessionId: row.id };
}

/** Sign-out: the session is gone on the server, so the old cookie opens nothing. */
export async function endSessionByToken(db: Database, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash(token)));
}

/** Ends one of the staff member's own sessions (never another person's). */
export async function endOwnSession(db: Database, staff: Staff, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.id, sessionId), eq(adminSessions.userId, staff.userId)))
    .returning({ id: adminSessions.id });
  return ended.length > 0;
}

/** Ends every other session of the staff member; answers how many had not already ended. */
export async function endOtherSessions(db: Database, staff: Staff): Promise<number> {
  const ended = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.userId, staff.userId), ne(adminSessions.id, staff.sessionId)))
    .returning({ endedAt: adminSessions.endedAt });
  return ended.filter((row) => row.endedAt === null).length;
}

/** The staff member's live sessions, newest first. */
export async function listSessions(db: Database, staff: Staff, now: Date): Promise<Array<SessionView>> {
  const rows = await db
    .select()
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.userId, staff.userId),
        isNull(adminSessions.endedAt),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastSeenAt, new Date(now.getTime() - sessionIdleMs)),
      ),
    )
    .orderBy(desc(adminSessions.lastSeenAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    userAgent: row.userAgent,
    current: row.id === staff.sessionId,
  }));
}

/** Drops sessions that ended longer than `endedSessionKeptMs` ago; the maintenance job runs it. */
export async function pruneSessions(db: Database, now: Date): Promise<void> {
  const endedBefore = new Date(now.getTime() - endedSessionKeptMs);
  await db.delete(adminSessions).where(
    sql`${adminSessions.endedAt} <= ${endedBefore} or ${adminSessions.expiresAt} <= ${endedBefore}
        or ${adminSessions.lastSeenAt} <= ${new Date(endedBefore.getTime() - sessionIdleMs)}`,
  );
}
