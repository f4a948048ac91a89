import { slotDurationMinutes } from "#app/lib/booking-slots";
import { worksThrough, type HostHours } from "./host-hours";

/** A confirmed meeting, as far as who is busy when goes. */
export type BusyMeeting = { bookingId: string; hostId: string | null; start: Date };

/** A host as the round-robin sees them. */
export type BookableHost = HostHours & { id: string; lastAssignedAt: Date | null };

/**
 * What decides whether a slot has room (docs/product.md#hosts): the active hosts (none: the
 * product counts `capacity` seats instead), the confirmed meetings around it and the buffer kept
 * free after each.
 */
export type Occupancy = {
  hosts: ReadonlyArray<BookableHost>;
  meetings: ReadonlyArray<BusyMeeting>;
  capacity: number;
  bufferMinutes: number;
};

const meetingMs = slotDurationMinutes * 60_000;

/**
 * Two meetings clash when either starts before the other's end plus the buffer: a host (or seat)
 * needs the buffer after one meeting before the next.
 */
export function clashes(a: Date, b: Date, bufferMinutes: number): boolean {
  return Math.abs(a.getTime() - b.getTime()) < meetingMs + bufferMinutes * 60_000;
}

/** The meetings that would clash with one at `start`, leaving out the booking being moved. */
function clashing(o: Occupancy, start: Date, except?: string): Array<BusyMeeting> {
  return o.meetings.filter((m) => m.bookingId !== except && clashes(m.start, start, o.bufferMinutes));
}

/**
 * The hosts free for a meeting at `start`: working through its hour, on no day off, with no
 * clashing meeting of their own. Meetings booked before hosts were set up (no host) each take one
 * free host away, so the answer can be shorter than the list of free hosts by that count.
 */
export function freeHosts(
  o: Occupancy,
  start: Date,
  except?: string,
): { hosts: Array<BookableHost>; unassigned: number } {
  const end = new Date(start.getTime() + meetingMs);
  const busy = clashing(o, start, except);
  const hosts = o.hosts.filter(
    (host) => worksThrough(host, start, end) && !busy.some((meeting) => meeting.hostId === host.id),
  );
  return { hosts, unassigned: busy.filter((meeting) => meeting.hostId === null).length };
}

/** Whether one more meeting fits at `start`: a free host, or without hosts a free seat. */
export function hasRoom(o: Occupancy, start: Date, except?: string): boolean {
  if (o.hosts.length === 0) return clashing(o, start, except).length < o.capacity;
  const { hosts, unassigned } = freeHosts(o, start, except);
  return hosts.length > unassigned;
}

/**
 * The round-robin (docs/product.md#hosts): the free host with the fewest meetings in the meeting's
 * week, then the one given a meeting longest ago (never first), then a fixed order.
 */
export function nextHost(
  free: ReadonlyArray<BookableHost>,
  meetingsThatWeek: ReadonlyMap<string, number>,
): BookableHost | undefined {
  return [...free].sort(
    (a, b) =>
      (meetingsThatWeek.get(a.id) ?? 0) - (meetingsThatWeek.get(b.id) ?? 0) ||
      (a.lastAssignedAt?.getTime() ?? -Infinity) - (b.lastAssignedAt?.getTime() ?? -Infinity) ||
      a.id.localeCompare(b.id),
  )[0];
}
