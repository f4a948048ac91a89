import { inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { adminUsers } from "#server/db/schema";
import { addressKey, recordMailEvent, suppressAddress, type AddressHash } from "#app/modules/mail/server/suppressions";
import type { ProviderEvent } from "./types";

const counted = { bounce: "bounced", complaint: "complained", delivered: "delivered", deferred: "deferred" } as const;

/**
 * The addresses among `emails` that are the team's own: the configured ones (`SALES_EMAIL`,
 * `REPLY_TO_EMAIL`) and every staff account's, lower-cased.
 */
async function teamAddressesAmong(
  db: Database,
  emails: Array<string>,
  configured: Array<string>,
): Promise<Set<string>> {
  const keys = [...new Set(emails.map(addressKey))];
  const own = new Set(configured.map(addressKey).filter((key) => keys.includes(key)));
  if (keys.length === 0) return own;
  const staff = await db
    .select({ email: sql<string>`lower(${adminUsers.email})` })
    .from(adminUsers)
    .where(inArray(sql`lower(${adminUsers.email})`, keys));
  for (const row of staff) own.add(row.email);
  return own;
}

/**
 * Records authentic provider events for the numbers, and suppresses the address of each hard
 * bounce (`provider-bounce`) and complaint (`complaint`) (docs/email.md#suppression-list), except
 * the team's own addresses: a suppressed sales inbox would silently stop every notification, so
 * whoever can send one event must not be able to do that. Answers the events for those addresses.
 */
export async function applyProviderEvents(
  db: Database,
  events: Array<ProviderEvent>,
  source: string,
  /** The team's configured addresses (`SALES_EMAIL`, `REPLY_TO_EMAIL`); staff accounts are read here. */
  teamAddresses: Array<string>,
  hash: AddressHash,
): Promise<{ spared: number }> {
  const suppressing = events.filter((event) => event.type === "bounce" || event.type === "complaint");
  const own = await teamAddressesAmong(
    db,
    suppressing.map((event) => event.email),
    teamAddresses,
  );
  let spared = 0;
  for (const event of events) {
    await recordMailEvent(db, { ...event, type: counted[event.type], source });
    if (!suppressing.includes(event)) continue;
    if (own.has(addressKey(event.email))) {
      spared += 1;
      continue;
    }
    await suppressAddress(
      db,
      {
        email: event.email,
        reason: event.type === "bounce" ? "provider-bounce" : "complaint",
        detail: event.detail,
        source,
        at: event.at,
      },
      hash,
    );
  }
  return { spared };
}
