import type { Database } from "#server/db/client";
import type { bookings } from "#server/db/schema";
import type { BookingFacts } from "./booking-emails";
import { meetingHostOf } from "./occupancy-store";
import { manageUrlFor, type BookingSettings } from "./settings";

/** What the emails say about a stored booking: its row, its manage link and its host. */
export async function bookingFactsOf(
  db: Database,
  settings: BookingSettings,
  row: typeof bookings.$inferSelect,
): Promise<BookingFacts> {
  return {
    ...row,
    startUtc: row.slotStart,
    manageUrl: manageUrlFor(settings.publicUrl, row.manageToken),
    host: await meetingHostOf(db, row.hostId),
  };
}
