import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { adminUsers, apiTokens } from "#server/db/schema";
import type { Staff } from "./sessions";

export type TokenAccess = "read" | "write";

/** What an integration's token stands for: the staff member who made it, and what it may do. */
export type TokenHolder = Staff & { access: TokenAccess };

const tokenPrefix = "sdk_";

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** A new token for `staff`: its secret is in the answer, and nowhere else, ever again. */
export async function createApiToken(
  db: Database,
  staff: Staff,
  name: string,
  access: TokenAccess,
  now: Date,
): Promise<{ id: string; token: string }> {
  const token = `${tokenPrefix}${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(apiTokens)
    .values({
      userId: staff.userId,
      name,
      tokenHash: hashOf(token),
      prefix: token.slice(0, tokenPrefix.length + 6),
      access,
      createdAt: now,
    })
    .returning({ id: apiTokens.id });
  if (!row) throw new Error("token insert returned no row");
  return { id: row.id, token };
}

export type ApiTokenView = {
  id: string;
  name: string;
  prefix: string;
  access: TokenAccess;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

/** The staff member's tokens, newest first (revoked ones too, marked). */
export async function listApiTokens(db: Database, userId: string): Promise<Array<ApiTokenView>> {
  const rows = await db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    access: row.access === "write" ? "write" : "read",
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}

/** Revokes one of the staff member's own tokens; false when there is no such live token. */
export async function revokeApiToken(db: Database, staff: Staff, id: string, now: Date): Promise<boolean> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, staff.userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return revoked.length > 0;
}

/**
 * The holder of a bearer token, or null. Whatever was sent (a token of ours, a stranger's format,
 * garbage) is hashed and looked up the same way, so the answer takes the same time for all of them
 * and says nothing about which part was wrong. A use is recorded on the token.
 */
export async function tokenHolder(db: Database, token: string, now: Date): Promise<TokenHolder | null> {
  const [row] = await db
    .select({ id: apiTokens.id, access: apiTokens.access, userId: adminUsers.id, email: adminUsers.email })
    .from(apiTokens)
    .innerJoin(adminUsers, eq(adminUsers.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, hashOf(token.slice(0, 200))), isNull(apiTokens.revokedAt)));
  if (!row) return null;
  await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.id));
  return {
    userId: row.userId,
    email: row.email,
    sessionId: `token:${row.id}`,
    access: row.access === "write" ? "write" : "read",
  };
}
