import type { Database } from "#server/db/client";
import { loadOccupancy, lockBookingDecisions, meetingsInWeekOf } from "./occupancy-store";
import { freeHosts, hasRoom, nextHost } from "./slot-occupancy";
import type { BookingSettings } from "./settings";

/** Where a meeting goes: to a host, or (no host set up) to a seat the caller takes. */
export type Placement = { hostId: string | null; newlyAssigned: boolean };

/**
 * Decides, inside the caller's transaction and under the booking lock, whether a meeting at `start`
 * fits and with whom (docs/product.md#hosts): the host it keeps when moved and still free, else the
 * round-robin's pick among the free hosts; without hosts, whether a seat is left. Null: no room.
 */
export async function placeMeeting(
  tx: Database,
  settings: BookingSettings,
  start: Date,
  moving?: { bookingId: string; hostId: string | null },
): Promise<Placement | null> {
  await lockBookingDecisions(tx);
  const occupancy = await loadOccupancy(tx, settings, start, start);
  if (occupancy.hosts.length === 0) {
    return hasRoom(occupancy, start, moving?.bookingId) ? { hostId: null, newlyAssigned: false } : null;
  }
  const { hosts: free, unassigned } = freeHosts(occupancy, start, moving?.bookingId);
  if (free.length <= unassigned) return null;
  const kept = free.find((host) => host.id === moving?.hostId);
  if (kept) return { hostId: kept.id, newlyAssigned: false };
  const counts = await meetingsInWeekOf(
    tx,
    free.map((host) => host.id),
    start,
    settings.businessTimeZone,
  );
  const host = nextHost(free, counts);
  return host ? { hostId: host.id, newlyAssigned: true } : null;
}
