import type { Database } from "#server/db/client";
import { recordMailEvent, suppressAddress, type AddressHash } from "#server/mail/suppressions";
import type { ProviderEvent } from "./types";

const counted = { bounce: "bounced", complaint: "complained", delivered: "delivered", deferred: "deferred" } as const;

/**
 * Records authentic provider events for the numbers, and suppresses the address of each hard
 * bounce (`provider-bounce`) and complaint (`complaint`) (docs/email.md#suppression-list).
 */
export async function applyProviderEvents(
  db: Database,
  events: Array<ProviderEvent>,
  source: string,
  hash: AddressHash,
): Promise<void> {
  for (const event of events) {
    await recordMailEvent(db, { ...event, type: counted[event.type], source });
    if (event.type === "bounce" || event.type === "complaint") {
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
  }
}
