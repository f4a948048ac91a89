import { and, eq } from "drizzle-orm";
import { afterAll, expect, test } from "vitest";
import { bookings, outboxEmails } from "#server/db/schema";
import { startOutboxWorker } from "#app/modules/mail/server";
import { createLogger } from "#server/logger";
import type { MailTransport, OutgoingMail, OutboxWorker } from "#app/modules/mail/server";
import { createBookingManager } from "#app/modules/booking/server/manage";
import { bookingSettings } from "#app/modules/booking/server/settings";
import { systemClock } from "#server/clock";
import { useApiHarness } from "#tests/support/api-app";
import { appointmentBody, takeSlot } from "#tests/support/bookings";
import { freshIp } from "#tests/support/leads";

// Reminders a day and an hour before a meeting (docs/product.md#reminders), sent by the outbox
// worker on a clock the test moves.
const meetingUrl = "https://meet.example.com/northwind-consultation";
const harness = useApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "100000", BOOKING_MEETING_URL: meetingUrl } });
const hour = 3_600_000;
const workers: Array<OutboxWorker> = [];
afterAll(async () => {
  for (const worker of workers) await worker.stop();
});

/** A worker on its own clock (no polling of its own: the test runs its rounds), recording what it sends. */
function workerAt(clock: { now: Date }) {
  const sent: Array<OutgoingMail> = [];
  const transport: MailTransport = { kind: "smtp", send: async (mail) => void sent.push(mail), close: () => {} };
  const worker = startOutboxWorker({
    db: harness.database.db,
    transport,
    logger: createLogger("silent", "test"),
    from: harness.config.mailFrom,
    pollMs: 600_000,
    maxAttempts: 3,
    retryBaseMs: 20,
    clock: () => clock.now,
  });
  workers.push(worker);
  /** Runs rounds until nothing is due; answers the subjects sent meanwhile, with their recipients. */
  async function round(): Promise<Array<string>> {
    const before = sent.length;
    while ((await worker.runOnce()) > 0);
    return sent.slice(before).map((mail) => `${String(mail.to)}: ${mail.subject}`);
  }
  return { sent, round };
}

async function book(email: string): Promise<{ id: string; start: Date; manageUrl: string }> {
  const slot = takeSlot();
  const response = await harness.postJson(
    "/api/appointments/schedule",
    appointmentBody(slot, { email, timeZone: "America/New_York" }),
    { "x-forwarded-for": freshIp() },
  );
  expect(response.status).toBe(201);
  const reply = (await response.json()) as { id: string; manageUrl: string };
  return { id: reply.id, start: slot.startUtc, manageUrl: reply.manageUrl };
}

const reminders = (subjects: Array<string>) => subjects.filter((subject) => subject.includes("Reminder"));

test("a day and an hour before the meeting, each reminder goes once, to the visitor and the team, with the joining details and the manage link", async () => {
  const meeting = await book("reminded@example.com");
  const clock = { now: new Date(meeting.start.getTime() - 24 * hour - 60_000) };
  const { sent, round } = workerAt(clock);
  // A minute before the day's reminder: the confirmations go, no reminder.
  expect(reminders(await round())).toEqual([]);

  clock.now = new Date(meeting.start.getTime() - 24 * hour + 1000);
  const daily = reminders(await round());
  expect(daily.sort()).toEqual(
    [
      `${harness.config.salesEmail}: Reminder: consultation with Priya Sharma tomorrow`,
      expect.stringMatching(/^reminded@example\.com: Reminder: your consultation with .+ tomorrow, /),
    ].sort(),
  );
  // Never twice, however many rounds run.
  expect(reminders(await round())).toEqual([]);

  clock.now = new Date(meeting.start.getTime() - hour + 1000);
  const hourly = reminders(await round());
  expect(hourly).toHaveLength(2);
  expect(hourly.every((subject) => subject.includes("in one hour"))).toBe(true);

  const toVisitor = sent.find((mail) => mail.to === "reminded@example.com" && mail.subject.includes("in one hour"));
  expect(toVisitor?.text).toContain(meetingUrl);
  expect(toVisitor?.text).toContain(meeting.manageUrl);
  // The visitor's own time first (their browser said America/New_York), the business zone's beside it.
  const text = toVisitor?.text ?? "";
  expect(text.indexOf("America/New_York")).toBeGreaterThan(-1);
  expect(text.indexOf("America/New_York")).toBeLessThan(text.indexOf(harness.config.bookingTimeZone));
  const toTeam = sent.find((mail) => mail.to === harness.config.salesEmail && mail.subject.includes("in one hour"));
  expect(toTeam?.text).not.toContain(meeting.manageUrl);
  expect(await roundsAfterStart(meeting.start, round, clock)).toEqual([]);
});

async function roundsAfterStart(start: Date, round: () => Promise<Array<string>>, clock: { now: Date }) {
  clock.now = new Date(start.getTime() + hour);
  return reminders(await round());
}

test("a cancelled meeting is reminded of never: its reminders are dropped with it", async () => {
  const meeting = await book("cancels@example.com");
  const [row] = await harness.database.db.select().from(bookings).where(eq(bookings.id, meeting.id));
  const manager = createBookingManager({
    db: harness.database.db,
    settings: bookingSettings(harness.config),
    clock: systemClock,
  });
  expect((await manager.cancel(row?.manageToken ?? ""))?.status).toBe("cancelled");

  const clock = { now: new Date(meeting.start.getTime() - hour + 1000) };
  const { round } = workerAt(clock);
  expect(reminders(await round())).toEqual([]);
  const rows = await harness.database.db
    .select({ status: outboxEmails.status, kind: outboxEmails.kind })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.bookingId, meeting.id)));
  expect(rows.filter((r) => r.kind.endsWith("reminder")).map((r) => r.status)).toEqual([
    "dropped",
    "dropped",
    "dropped",
    "dropped",
  ]);
});

test("after a restart: a reminder that fell due while nothing ran goes if the meeting has not begun, and is dropped if it has", async () => {
  const [early, later] = [await book("restart-a@example.com"), await book("restart-b@example.com")].sort(
    (x, y) => x.start.getTime() - y.start.getTime(),
  );
  if (!early || !later) throw new Error("two meetings were booked");
  // No process ran a round while both meetings' reminders fell due; the next starts half an hour
  // before the later meeting, after the earlier one has begun.
  const { round } = workerAt({ now: new Date(later.start.getTime() - hour / 2) });
  const late = reminders(await round());
  // The later meeting's hour reminders go (its day reminders were overtaken by them); nothing of the earlier one.
  expect(late).toHaveLength(2);
  expect(late.every((subject) => subject.includes("in one hour"))).toBe(true);
  const statuses = async (bookingId: string) =>
    (
      await harness.database.db
        .select({ status: outboxEmails.status, kind: outboxEmails.kind, nextAttemptAt: outboxEmails.nextAttemptAt })
        .from(outboxEmails)
        .where(eq(outboxEmails.bookingId, bookingId))
    )
      .filter((row) => row.kind.endsWith("reminder"))
      .map((row) => `${(later.start.getTime() - row.nextAttemptAt.getTime()) / hour}h ${row.status}`);
  expect((await statuses(later.id)).sort()).toEqual(["1h sent", "1h sent", "24h dropped", "24h dropped"]);
  expect((await statuses(early.id)).every((status) => status.endsWith("dropped"))).toBe(true);
});
