import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { slotDurationMinutes } from "#app/lib/booking-slots";
import type { Database } from "#server/db/client";
import { bookings, hosts, outboxEmails } from "#server/db/schema";
import { createStaffAccount } from "#app/modules/staff/server";
import { reminderKinds, slotTakenMessage } from "#app/modules/booking/server";
import { staffPassword } from "./admin";
import { businessZone, futureSlots } from "./bookings";

// The booking races with hosts (docs/product.md#hosts): one host, many visitors and moves aimed
// at one of the host's free hours at once. Shared by the in-process (PGlite) file and the one that
// runs two app processes on one PostgreSQL cluster.

export type RaceSlot = { date: string; time: string; startUtc: Date };

/** Every weekday from midnight to midnight: every slot the site offers is inside the host's hours. */
export const aroundTheClockOnWeekdays = [0, 1, 2, 3, 4, 5, 6].map((day) =>
  day === 0 || day === 6 ? [] : [{ start: "00:00", end: "24:00" }],
);

/** A staff account (who can sign in with `staffPassword`) that takes meetings; answers its id. */
export async function addHost(db: Database, email: string, displayName = "Asha Menon"): Promise<string> {
  const { id } = await createStaffAccount(db, email, staffPassword);
  await db.insert(hosts).values({
    staffId: id,
    displayName,
    timeZone: businessZone,
    workingHours: aroundTheClockOnWeekdays,
    meetingUrl: "https://meet.example.com/asha",
  });
  return id;
}

/**
 * The slots of one file's rounds: each round's goal (one slot, or two adjacent ones) and the slots
 * its movers are booked on first. With a buffer every mover slot is two hours from the next and
 * on a day without goals, so nothing but the goals' own neighbourhood is in play.
 */
export function hostRacePlan(options: { rounds: number; movers: number; adjacentGoals: boolean }): {
  goals: Array<Array<RaceSlot>>;
  moverSlots: Array<RaceSlot>;
} {
  const slots = futureSlots();
  if (!options.adjacentGoals) {
    const moverSlots = slots.slice(0, options.movers);
    const goals = slots.slice(options.movers, options.movers + options.rounds).map((slot) => [slot]);
    if (goals.length < options.rounds) throw new Error("not enough future slots for the race");
    return { goals, moverSlots };
  }
  // Whole days only (today may have lost its early slots to the notice).
  const days = [...new Set(slots.map((slot) => slot.date))].filter(
    (date) => slots.filter((slot) => slot.date === date).length >= 6,
  );
  const on = (date: string, time: string) => slots.find((slot) => slot.date === date && slot.time === time);
  const goals = days.slice(0, options.rounds).map((date) => [on(date, "10:00")!, on(date, "11:00")!]);
  const moverSlots = days
    .slice(options.rounds)
    .flatMap((date) => ["09:00", "11:00", "13:00", "15:00"].map((time) => on(date, time)!))
    .slice(0, options.movers);
  if (goals.length < options.rounds || moverSlots.length < options.movers) {
    throw new Error("not enough whole future days for the race");
  }
  return { goals, moverSlots };
}

/** A booking made before the race, which then tries to move to the goal. */
export type Mover = { index: number; id: string; token: string; email: string; startUtc: string };

/**
 * What one contender saw: "201" / "moved" for a win, else the status; the answer's text; and the
 * sentence a refusal should carry there (the visitor's slot-taken sentence unless told otherwise).
 */
export type Outcome = { result: string; text: string; refusal?: string };

/** How a file reaches the app: in-process or over HTTP to several processes (`lane` picks one). */
export type RaceSides = {
  db: Database;
  book: (lane: number, slot: RaceSlot, email: string) => Promise<{ status: number; body: unknown }>;
  move: (lane: number, mover: Mover, slot: RaceSlot) => Promise<Outcome>;
  /** Whether each slot of `date` is offered, as the booking dialog's calendar shows it. */
  offered: (date: string) => Promise<Record<string, boolean>>;
};

export type RoundResult = {
  round: number;
  goal: string;
  tally: Record<string, number>;
  winner: string;
  /** The lane the winner went through (with several processes, lane mod their count is the one). */
  winnerLane: number;
  raceMs: number;
};

async function moverState(db: Database, ids: Array<string>) {
  const rows = await db
    .select({
      id: bookings.id,
      slotStart: bookings.slotStart,
      hostId: bookings.hostId,
      seat: bookings.seat,
      sequence: bookings.sequence,
      status: bookings.status,
      rescheduledAt: bookings.rescheduledAt,
    })
    .from(bookings)
    .where(inArray(bookings.id, ids));
  const reminders = await db
    .select({
      id: outboxEmails.id,
      bookingId: outboxEmails.bookingId,
      kind: outboxEmails.kind,
      recipient: outboxEmails.recipient,
      status: outboxEmails.status,
      sendAt: outboxEmails.nextAttemptAt,
      sendBefore: outboxEmails.sendBefore,
    })
    .from(outboxEmails)
    .where(and(inArray(outboxEmails.bookingId, ids), inArray(outboxEmails.kind, reminderKinds)));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        row,
        reminders: reminders.filter((r) => r.bookingId === row.id).sort((a, b) => a.id.localeCompare(b.id)),
      },
    ]),
  );
}

/** The host's confirmed meetings never clash: each starts at least a meeting and a buffer after the last. */
export async function expectNoDoubleBooking(db: Database, hostId: string, bufferMinutes: number): Promise<number> {
  const meetings = await db
    .select({ start: bookings.slotStart })
    .from(bookings)
    .where(and(eq(bookings.hostId, hostId), eq(bookings.status, "confirmed")));
  const starts = meetings.map((m) => m.start.getTime()).sort((a, b) => a - b);
  for (let i = 1; i < starts.length; i++) {
    expect(
      starts[i]! - starts[i - 1]!,
      `meetings at ${new Date(starts[i - 1]!).toISOString()} and after`,
    ).toBeGreaterThanOrEqual((slotDurationMinutes + bufferMinutes) * 60_000);
  }
  return starts.length;
}

/** The contenders' order of departure in a round: shuffled (the same way every run), so that any of them may win. */
function departureOrder(count: number, round: number): Array<number> {
  const order = Array.from({ length: count }, (_, k) => k);
  let seed = 2_654_435_761 * (round + 1);
  for (let i = count - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * `rounds` rounds of a race for one of the host's free hours (or, with a buffer, for either of two
 * adjacent ones): `movers` bookings of the host sit on hours of their own, and at once each of them
 * moves to the round's goal while as many newcomers book it. Contender k books when k is even and
 * moves mover (k - 1) / 2 when odd; it aims at goal slot k / 4 (mod the goals) and goes through
 * lane k / 2 (which picks the process); they set off in a shuffled order. Checks after each round
 * what the visitors and the host see: one winner, every loser refused with the slot-taken
 * sentence and its booking exactly as it was, reminders and all; one meeting among the goal
 * slots, the host's, none of them offered any more; the host never in two meetings at once. The
 * losing movers race again in the next round; a mover that won is replaced by a new booking on
 * the hour it left.
 */
export async function raceForHostSlot(
  sides: RaceSides,
  options: {
    hostId: string;
    hostEmail: string;
    rounds: number;
    movers: number;
    bufferMinutes: number;
    /** How far ahead of the moves the new bookings set off in odd rounds. */
    newcomersHeadStartMs: number;
    tag: string;
  },
): Promise<Array<RoundResult>> {
  const { db } = sides;
  const plan = hostRacePlan({
    rounds: options.rounds,
    movers: options.movers,
    adjacentGoals: options.bufferMinutes > 0,
  });
  const bookMover = async (index: number, round: number): Promise<Mover> => {
    const slot = plan.moverSlots[index]!;
    const email = `${options.tag}-mover-${round}-${index}@example.com`;
    const { status, body } = await sides.book(index, slot, email);
    expect(status, `booking ${slot.date} ${slot.time} for ${email}`).toBe(201);
    const reply = body as { id: string; manageUrl: string; startUtc: string };
    return { index, id: reply.id, token: reply.manageUrl.split("/").pop()!, email, startUtc: reply.startUtc };
  };
  const movers = await Promise.all(plan.moverSlots.map((_, index) => bookMover(index, 0)));
  const results: Array<RoundResult> = [];
  for (let round = 0; round < options.rounds; round++) {
    const goals = plan.goals[round]!;
    const label = (text: string) => `round ${round + 1}: ${text}`;
    const before = await moverState(
      db,
      movers.map((m) => m.id),
    );
    for (const mover of movers) {
      const { row, reminders } = before.get(mover.id)!;
      expect(row.hostId, label(mover.email)).toBe(options.hostId);
      expect(row.status, label(mover.email)).toBe("confirmed");
      expect(reminders.filter((r) => r.status === "pending").length, label(mover.email)).toBeGreaterThan(0);
    }

    // A move reaches the booking lock sooner than a new booking, which counts its rate limit and
    // checks the day first: left alone the moves always win. In odd rounds the new bookings set off
    // a moment ahead, all still in flight together, so that either kind can win.
    const headStartMs = round % 2 === 1 ? options.newcomersHeadStartMs : 0;
    const contend = async (k: number): Promise<Outcome> => {
      const goal = goals[Math.floor(k / 4) % goals.length]!;
      if (k % 2 === 1) {
        if (headStartMs > 0) await new Promise((resolve) => setTimeout(resolve, headStartMs));
        return sides.move(Math.floor(k / 2), movers[(k - 1) / 2]!, goal);
      }
      const email = `${options.tag}-new-${round}-${k / 2}@example.com`;
      const { status, body } = await sides.book(Math.floor(k / 2), goal, email);
      return { result: String(status), text: JSON.stringify(body) };
    };
    const started = performance.now();
    const order = departureOrder(movers.length * 2, round);
    const outcomes = await Promise.all(order.map(contend));
    const raceMs = Math.round(performance.now() - started);

    const tally: Record<string, number> = {};
    for (const outcome of outcomes) tally[outcome.result] = (tally[outcome.result] ?? 0) + 1;
    expect((tally["201"] ?? 0) + (tally.moved ?? 0), label(JSON.stringify(tally))).toBe(1);
    expect(tally["409"], label(JSON.stringify(tally))).toBe(outcomes.length - 1);
    for (const loser of outcomes.filter((o) => o.result === "409")) {
      expect(loser.text, label("a refusal")).toContain(loser.refusal ?? slotTakenMessage);
    }

    // One meeting among the goal slots, and it is the host's.
    const atGoals = await db
      .select()
      .from(bookings)
      .where(
        and(
          inArray(
            bookings.slotStart,
            goals.map((g) => g.startUtc),
          ),
          eq(bookings.status, "confirmed"),
        ),
      );
    expect(atGoals, label("meetings among the goal slots")).toHaveLength(1);
    const won = atGoals[0]!;
    expect(won.hostId).toBe(options.hostId);
    expect(won.seat).toBeNull();
    const winnerMover = movers.find((m) => m.id === won.id);

    // Every mover that lost is exactly as it was: time, host, seat, sequence, status, reminders.
    const after = await moverState(
      db,
      movers.map((m) => m.id),
    );
    for (const mover of movers.filter((m) => m !== winnerMover)) {
      expect(after.get(mover.id), label(mover.email)).toEqual(before.get(mover.id));
      expect(after.get(mover.id)?.row.slotStart.toISOString()).toBe(mover.startUtc);
    }
    if (winnerMover) {
      const moved = after.get(winnerMover.id)!;
      expect(moved.row.sequence).toBe(1);
      expect(moved.row.hostId).toBe(options.hostId);
      // The old time's reminders are dropped, the new time's wait for their moments.
      const pending = moved.reminders.filter((r) => r.status === "pending");
      expect(pending.length).toBeGreaterThan(0);
      expect(pending.every((r) => r.sendBefore!.getTime() <= won.slotStart.getTime())).toBe(true);
      expect(moved.reminders.filter((r) => r.status === "dropped")).toHaveLength(
        before.get(winnerMover.id)!.reminders.length,
      );
    }
    // The host hears of it: the team's reminders of the winning meeting go to them.
    const teamReminders = await db
      .select({ recipient: outboxEmails.recipient })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.bookingId, won.id),
          eq(outboxEmails.kind, "appointment.reminder"),
          eq(outboxEmails.status, "pending"),
        ),
      );
    expect(teamReminders.map((r) => r.recipient)).toContain(options.hostEmail);

    // The booking dialog offers none of the goal slots any more (with a buffer, the winner's
    // neighbour is not free either).
    const offered = await sides.offered(goals[0]!.date);
    for (const goal of goals) expect(offered[goal.time], label(`${goal.date} ${goal.time} offered`)).toBe(false);

    await expectNoDoubleBooking(db, options.hostId, options.bufferMinutes);
    results.push({
      round: round + 1,
      goal: goals.map((g) => `${g.date} ${g.time}`).join(" / "),
      tally,
      winner: `${winnerMover ? "a move" : "a new booking"} at ${won.slotStart.toISOString()}`,
      winnerLane: Math.floor(order[outcomes.findIndex((o) => o.result === "201" || o.result === "moved")]! / 2),
      raceMs,
    });
    if (winnerMover) movers[winnerMover.index] = await bookMover(winnerMover.index, round + 1);
  }

  // What stays: the movers on their hours and one meeting per round in its goal, all the host's.
  const confirmed = await db.select().from(bookings).where(eq(bookings.status, "confirmed"));
  expect(confirmed).toHaveLength(options.movers + options.rounds);
  expect(confirmed.every((b) => b.hostId === options.hostId)).toBe(true);
  expect(await expectNoDoubleBooking(db, options.hostId, options.bufferMinutes)).toBe(options.movers + options.rounds);
  return results;
}

/** Prints the rounds: goal, answers, how long the race took and who won. */
export function reportRounds(title: string, results: Array<RoundResult>, ms: number): void {
  const moves = results.filter((r) => r.winner.startsWith("a move")).length;
  console.log(
    `${title}: ${results.length} rounds in ${Math.round(ms / 1000)} s, won by ${moves} moves and ${results.length - moves} new bookings\n` +
      results
        .map(
          (r) =>
            `  ${r.round}. ${r.goal}: ${JSON.stringify(r.tally)} in ${r.raceMs} ms, ${r.winner} (lane ${r.winnerLane})`,
        )
        .join("\n"),
  );
}
