import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { rowsOf, type Database } from "#server/db/client";
import { adminUsers } from "#server/db/schema";
import { decoyHash, verifyPassword } from "./passwords";
import { createSession } from "./sessions";

/** Attempts per fixed 15-minute window: per client address, and per account (known or not). */
export const signInWindowMs = 15 * 60 * 1000;
export const signInLimitPerIp = 30;
export const signInLimitPerAccount = 10;

export type SignInResult =
  | { ok: true; token: string; sessionId: string; userId: string; email: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

function accountKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 32);
}

/** Counts one attempt against `key` in the window `now` falls in; atomic, so a burst cannot slip past. */
async function countAttempt(db: Database, key: string, now: Date): Promise<{ count: number; windowEnd: number }> {
  const start = Math.floor(now.getTime() / signInWindowMs) * signInWindowMs;
  const result = await db.execute(sql`
    insert into sign_in_throttle as t (key, window_start, count) values (${key}, ${new Date(start)}, 1)
    on conflict (key, window_start) do update set count = t.count + 1
    returning t.count as count`);
  const row = rowsOf<{ count: number | string }>(result)[0];
  return { count: Number(row?.count ?? 0), windowEnd: start + signInWindowMs };
}

/**
 * Checks an email and password. Both limits are counted before the password is, so a limited
 * client never gets an answer about the password. An unknown account is checked against a decoy
 * hash: it takes as long, and answers the same, as a wrong password.
 */
export async function signIn(
  db: Database,
  input: { email: string; password: string; ipHash: string; userAgent: string; now: Date },
): Promise<SignInResult> {
  const email = input.email.trim().slice(0, 254);
  const byIp = await countAttempt(db, `ip:${input.ipHash}`, input.now);
  const byAccount = await countAttempt(db, `account:${accountKey(email)}`, input.now);
  if (byIp.count > signInLimitPerIp || byAccount.count > signInLimitPerAccount) {
    const end = Math.max(
      byIp.count > signInLimitPerIp ? byIp.windowEnd : 0,
      byAccount.count > signInLimitPerAccount ? byAccount.windowEnd : 0,
    );
    return {
      ok: false,
      reason: "limited",
      retryAfterSeconds: Math.max(1, Math.ceil((end - input.now.getTime()) / 1000)),
    };
  }
  const [user] = email
    ? await db
        .select()
        .from(adminUsers)
        .where(sql`lower(${adminUsers.email}) = lower(${email})`)
    : [];
  const matches = await verifyPassword(input.password.slice(0, 1024), user?.passwordHash ?? (await decoyHash()));
  if (!user || !matches) return { ok: false, reason: "invalid" };
  const session = await createSession(db, user.id, input.now, { userAgent: input.userAgent, ipHash: input.ipHash });
  await db.update(adminUsers).set({ lastSignInAt: input.now }).where(eq(adminUsers.id, user.id));
  return { ok: true, ...session, userId: user.id, email: user.email };
}

/** Drops finished windows (a day later); the maintenance job runs it. */
export async function pruneSignInThrottle(db: Database, now: Date): Promise<void> {
  await db.execute(
    sql`delete from sign_in_throttle where window_start < ${new Date(now.getTime() - 24 * 3600 * 1000)}`,
  );
}
