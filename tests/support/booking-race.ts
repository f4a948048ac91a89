import { appointmentBody, futureSlots } from "./bookings";

export type RaceResult = { slot: string; statuses: Record<number, number> };

/**
 * Fires `contenders` simultaneous bookings (different visitors) at one free slot per round
 * through `send` (in-process, or over HTTP to several app processes) and tallies the statuses.
 */
export async function raceForSlots(
  send: (index: number, body: Record<string, unknown>) => Promise<number>,
  options: { rounds: number; contenders: number; skipSlots?: number },
): Promise<Array<RaceResult>> {
  const slots = futureSlots().slice(options.skipSlots ?? 0, (options.skipSlots ?? 0) + options.rounds);
  if (slots.length < options.rounds) throw new Error("not enough future slots for the race");
  const results: Array<RaceResult> = [];
  for (const [round, slot] of slots.entries()) {
    const statuses = await Promise.all(
      Array.from({ length: options.contenders }, (_, i) =>
        send(i, appointmentBody(slot, { email: `race-${round}-${i}@example.com`, name: `Racer ${i}` })),
      ),
    );
    const tally: Record<number, number> = {};
    for (const status of statuses) tally[status] = (tally[status] ?? 0) + 1;
    results.push({ slot: `${slot.date} ${slot.time}`, statuses: tally });
  }
  return results;
}
