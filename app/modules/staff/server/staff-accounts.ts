import { eq, sql } from "drizzle-orm";
import { staffNameSchema } from "#app/schemas/admin";
import type { Database } from "#server/db/client";
import { adminUsers } from "#server/db/schema";
import { hashPassword } from "./passwords";
import { passwordProblem } from "./password-policy";
import type { StaffMember } from "#app/lib/admin/views";

export class StaffAccountError extends Error {}

/**
 * The name of an account made without one: its address's local part in words (ana.ruiz@… is
 * "Ana Ruiz"), as migration 0025 named the accounts that existed before names.
 */
export function nameFromAddress(email: string): string {
  const words = (email.split("@")[0] ?? "")
    .replace(/[._+-]+/g, " ")
    .trim()
    .toLowerCase();
  // As PostgreSQL's initcap: each run of letters and digits starts with a capital.
  return (
    words.replace(/(^|[^\p{L}\p{N}])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase()) ||
    email
  );
}

/**
 * A new staff account (admin:create, the first-account link). Refuses a weak password, an address
 * already taken and a name that is not one line of 1 to 80 characters; without a name, the
 * address's local part names it.
 */
export async function createStaffAccount(
  db: Database,
  email: string,
  password: string,
  name?: string,
): Promise<{ id: string }> {
  const address = email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) || address.length > 254)
    throw new StaffAccountError("Give a valid email address with --email.");
  const displayName = staffNameSchema.safeParse(name ?? nameFromAddress(address));
  if (!displayName.success) throw new StaffAccountError(displayName.error.issues[0]?.message ?? "Check the name.");
  const problem = passwordProblem(password, address);
  if (problem) throw new StaffAccountError(`That password is too weak: ${problem}`);
  const [existing] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = lower(${address})`);
  if (existing) throw new StaffAccountError(`There is already a staff account for ${address}.`);
  const [row] = await db
    .insert(adminUsers)
    .values({ email: address, displayName: displayName.data, passwordHash: await hashPassword(password) })
    .returning({ id: adminUsers.id });
  if (!row) throw new Error("account insert returned no row");
  return row;
}

export type { StaffMember };

/** Every staff account, by name: the owners a lead can have. */
export async function listStaff(db: Database): Promise<Array<StaffMember>> {
  return db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      name: adminUsers.displayName,
      takesLeads: adminUsers.takesLeads,
    })
    .from(adminUsers)
    .orderBy(sql`lower(${adminUsers.displayName})`, sql`lower(${adminUsers.email})`);
}

/** A member of staff's name as colleagues read it; null for an id no account has. */
export async function staffNameOf(db: Database, id: string): Promise<{ name: string; email: string } | null> {
  const [row] = await db
    .select({ name: adminUsers.displayName, email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.id, id));
  return row ?? null;
}

/** Sets the name a member of staff is shown by (the account page). */
export async function setStaffName(db: Database, id: string, name: string): Promise<void> {
  await db.update(adminUsers).set({ displayName: name }).where(eq(adminUsers.id, id));
}

/** Staff names by id and by address (any case), for what records a member of staff by either. */
export type StaffDirectory = {
  /** The name of the account with this id, else null. */
  byId: (id: string | null | undefined) => string | null;
  /** The name of the account with this address, else null. */
  byEmail: (email: string | null | undefined) => string | null;
};

/** Every account's name, read once: timelines, feeds and outcomes name staff as colleagues know them. */
export async function staffDirectory(db: Database): Promise<StaffDirectory> {
  const rows = await db
    .select({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.displayName })
    .from(adminUsers);
  const ids = new Map(rows.map((row) => [row.id, row.name]));
  const emails = new Map(rows.map((row) => [row.email.toLowerCase(), row.name]));
  return {
    byId: (id) => (id ? (ids.get(id) ?? null) : null),
    byEmail: (email) => (email ? (emails.get(email.toLowerCase()) ?? null) : null),
  };
}
