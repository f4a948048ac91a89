import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import { inTransaction, type Database } from "#server/db/client";
import { adminSetupLinks, adminUsers } from "#server/db/schema";
import { createStaffAccount } from "./staff-accounts";

/**
 * The first staff account, made in the browser: a server that starts with no account logs a link
 * that makes one. It works once, for an hour, and not at all once any account exists (however it
 * was made); `npm run admin:create` remains the way for scripts.
 */
export const setupLinkLifetimeMs = 60 * 60 * 1000;

export class SetupLinkUnusable extends Error {}

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

async function hasStaff(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(adminUsers);
  return Number(row?.n ?? 0) > 0;
}

/** A new link's secret when there is no staff account yet; null when there is one. */
export async function issueSetupLink(db: Database, now: Date): Promise<string | null> {
  if (await hasStaff(db)) return null;
  const token = randomBytes(32).toString("base64url");
  await db
    .insert(adminSetupLinks)
    .values({ tokenHash: hashOf(token), expiresAt: new Date(now.getTime() + setupLinkLifetimeMs) });
  return token;
}

function usable(token: string, now: Date) {
  return and(
    eq(adminSetupLinks.tokenHash, hashOf(token)),
    isNull(adminSetupLinks.usedAt),
    gt(adminSetupLinks.expiresAt, now),
  );
}

/** Whether the link can still make the first account. */
export async function setupLinkUsable(db: Database, token: string, now: Date): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token) || (await hasStaff(db))) return false;
  const [row] = await db.select({ hash: adminSetupLinks.tokenHash }).from(adminSetupLinks).where(usable(token, now));
  return row !== undefined;
}

/**
 * Makes the first account with the link, in one transaction: the link is claimed and the account
 * made together, or neither (a weak password leaves the link usable). Two tabs at once cannot
 * both succeed: the transaction takes a lock, then checks that no account exists.
 */
export async function createFirstAccount(
  db: Database,
  token: string,
  account: { email: string; password: string },
  now: Date,
): Promise<{ id: string }> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-first-account'))`);
    if (await hasStaff(tx)) throw new SetupLinkUnusable("A staff account exists already.");
    const [claimed] = await tx
      .update(adminSetupLinks)
      .set({ usedAt: now })
      .where(usable(token, now))
      .returning({ hash: adminSetupLinks.tokenHash });
    if (!claimed) throw new SetupLinkUnusable("This setup link can no longer be used.");
    return createStaffAccount(tx, account.email, account.password);
  });
}
