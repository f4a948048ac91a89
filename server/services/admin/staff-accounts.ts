import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { adminUsers } from "#server/db/schema";
import { hashPassword } from "./passwords";
import { passwordProblem } from "./password-policy";

export class StaffAccountError extends Error {}

/** A new staff account (admin:create). Refuses a weak password and an address already taken. */
export async function createStaffAccount(db: Database, email: string, password: string): Promise<{ id: string }> {
  const address = email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) || address.length > 254)
    throw new StaffAccountError("Give a valid email address with --email.");
  const problem = passwordProblem(password, address);
  if (problem) throw new StaffAccountError(`That password is too weak: ${problem}`);
  const [existing] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = lower(${address})`);
  if (existing) throw new StaffAccountError(`There is already a staff account for ${address}.`);
  const [row] = await db
    .insert(adminUsers)
    .values({ email: address, passwordHash: await hashPassword(password) })
    .returning({ id: adminUsers.id });
  if (!row) throw new Error("account insert returned no row");
  return row;
}

export type StaffMember = { id: string; email: string; takesLeads: boolean };

/** Every staff account, by address: the owners a lead can have. */
export async function listStaff(db: Database): Promise<Array<StaffMember>> {
  return db
    .select({ id: adminUsers.id, email: adminUsers.email, takesLeads: adminUsers.takesLeads })
    .from(adminUsers)
    .orderBy(sql`lower(${adminUsers.email})`);
}
