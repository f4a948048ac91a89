import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { rowsOf, type Database } from "#server/db/client";
import { adminUsers } from "#server/db/schema";
import { decoyHash, verifyPassword } from "./passwords";
import { createSession } from "./sessions";

/**
 * Failed sign-ins are limited by token buckets that refill evenly over `signInRefillMs` (a sliding
 * limit: no window boundary resets them). Per client address, across accounts: refused when empty.
 * Per account from one address: refused when empty, so a stranger locks out only themselves. Per
 * account from anywhere: not refused (that would let a stranger lock a known account for its
 * owner); an empty bucket makes the account's attempts take turns, one answer every
 * `signInSlowdownMs`, however many arrive at once from however many addresses. Only while
 * `signInQueueMax` attempts are already waiting is one more refused, until the queue shortens. A
 * successful sign-in gives its tokens back: it does not count.
 */
export const signInRefillMs = 15 * 60 * 1000;
export const signInLimitPerIp = 30;
export const signInLimitPerAccountAndIp = 5;
export const signInSlowdownAfter = 10;
export const signInSlowdownMs = 1000;
export const signInQueueMax = 10;

export type SignInResult =
  | { ok: true; token: string; sessionId: string; userId: string; email: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

function accountKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 32);
}

type Bucket = { key: string; capacity: number };

/**
 * Takes a token from the bucket (refilled for the time since it was last touched) in one atomic
 * statement. An empty bucket goes no lower than -1, so a refused client is back after at most
 * `2 / rate`. Answers whether a token was there, and when the next one will be.
 */
async function takeToken(
  db: Database,
  bucket: Bucket,
  now: Date,
): Promise<{ taken: boolean; retryAfterSeconds: number }> {
  const perSecond = bucket.capacity / (signInRefillMs / 1000);
  const refilled = sql`least(${bucket.capacity}::float8, b.tokens + greatest(0, extract(epoch from (${now}::timestamptz - b.updated_at))) * ${perSecond}::float8)`;
  const result = await db.execute(sql`
    insert into sign_in_buckets as b (key, tokens, updated_at) values (${bucket.key}, ${bucket.capacity - 1}, ${now})
    on conflict (key) do update set tokens = greatest(-1, ${refilled} - 1), updated_at = ${now}
    returning b.tokens as tokens`);
  const tokens = Number(rowsOf<{ tokens: number | string }>(result)[0]?.tokens ?? 0);
  return { taken: tokens >= 0, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perSecond)) };
}

/** Gives a token back (a sign-in that succeeded, or one refused by another bucket). */
async function giveBack(db: Database, bucket: Bucket): Promise<void> {
  await db.execute(
    sql`update sign_in_buckets set tokens = least(${bucket.capacity}::float8, tokens + 1) where key = ${bucket.key}`,
  );
}

/**
 * The next turn of a slowed-down account, in one atomic statement: a second after the last one
 * given out (or after now). Answers how long to wait for it, or null when `signInQueueMax` turns
 * are already waiting.
 */
async function takeTurn(db: Database, bucket: Bucket, now: Date): Promise<number | null> {
  const turn = sql`greatest(coalesce(b.turn_at, ${now}::timestamptz), ${now}::timestamptz) + ${`${signInSlowdownMs} milliseconds`}::interval`;
  const result = await db.execute(sql`
    update sign_in_buckets as b set turn_at = ${turn}
    where b.key = ${bucket.key} and ${turn} <= ${now}::timestamptz + ${`${signInQueueMax * signInSlowdownMs} milliseconds`}::interval
    returning b.turn_at as turn_at`);
  const row = rowsOf<{ turn_at: Date | string }>(result)[0];
  return row ? new Date(row.turn_at).getTime() - now.getTime() : null;
}

/**
 * Checks an email and password. The limits are taken before the password is checked, so a limited
 * client never gets an answer about the password. An unknown account is checked against a decoy
 * hash: it takes as long, and answers the same, as a wrong password.
 */
export async function signIn(
  db: Database,
  input: { email: string; password: string; ipHash: string; userAgent: string; now: Date },
): Promise<SignInResult> {
  const email = input.email.trim().slice(0, 254);
  const account = accountKey(email);
  const byIp: Bucket = { key: `ip:${input.ipHash}`, capacity: signInLimitPerIp };
  const byAccountAndIp: Bucket = { key: `account-ip:${account}:${input.ipHash}`, capacity: signInLimitPerAccountAndIp };
  const byAccount: Bucket = { key: `account:${account}`, capacity: signInSlowdownAfter };

  const ip = await takeToken(db, byIp, input.now);
  if (!ip.taken) return { ok: false, reason: "limited", retryAfterSeconds: ip.retryAfterSeconds };
  const accountAndIp = await takeToken(db, byAccountAndIp, input.now);
  if (!accountAndIp.taken) {
    await giveBack(db, byIp);
    return { ok: false, reason: "limited", retryAfterSeconds: accountAndIp.retryAfterSeconds };
  }
  const anywhere = await takeToken(db, byAccount, input.now);
  if (!anywhere.taken) {
    const wait = await takeTurn(db, byAccount, input.now);
    if (wait === null) {
      for (const bucket of [byIp, byAccountAndIp]) await giveBack(db, bucket);
      return { ok: false, reason: "limited", retryAfterSeconds: Math.ceil((signInQueueMax * signInSlowdownMs) / 1000) };
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }

  const [user] = email
    ? await db
        .select()
        .from(adminUsers)
        .where(sql`lower(${adminUsers.email}) = lower(${email})`)
    : [];
  const matches = await verifyPassword(input.password.slice(0, 1024), user?.passwordHash ?? (await decoyHash()));
  if (!user || !matches) return { ok: false, reason: "invalid" };
  for (const bucket of [byIp, byAccountAndIp, byAccount]) await giveBack(db, bucket);
  const session = await createSession(db, user.id, input.now, { userAgent: input.userAgent, ipHash: input.ipHash });
  await db.update(adminUsers).set({ lastSignInAt: input.now }).where(eq(adminUsers.id, user.id));
  return { ok: true, ...session, userId: user.id, email: user.email };
}

/** Drops buckets untouched for a day (full again long before); the maintenance job runs it. */
export async function pruneSignInThrottle(db: Database, now: Date): Promise<void> {
  await db.execute(sql`delete from sign_in_buckets where updated_at < ${new Date(now.getTime() - 24 * 3600 * 1000)}`);
}
