import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { newsletterSubscribers } from "#server/db/schema";

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

/** The row for an address (any case), locked for the rest of the transaction. */
export async function lockSubscriberByEmail(tx: Database, email: string): Promise<SubscriberRow | null> {
  const [row] = await tx
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`)
    .for("update");
  return row ?? null;
}

export async function lockSubscriber(tx: Database, id: string): Promise<SubscriberRow | null> {
  const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).for("update");
  return row ?? null;
}

export async function findSubscriber(db: Database, id: string): Promise<SubscriberRow | null> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  return row ?? null;
}

export function statusOf(row: SubscriberRow): SubscriberStatus {
  return row.status === "confirmed" || row.status === "unsubscribed" ? row.status : "pending";
}

/** "priya@example.com" → "p•••@example.com": enough for a person to recognise their address on a page. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}
