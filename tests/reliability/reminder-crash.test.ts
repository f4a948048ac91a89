import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { inTransaction, openDatabase, type Database } from "#server/db/client";
import { bookings, outboxEmails } from "#server/db/schema";
import { queueEmails } from "#app/modules/mail/server";
import { meetingReminders, manageUrlFor, newManageToken, bookingSettings } from "#app/modules/booking/server";
import { startAppServer, type RunningServer } from "#tests/support/app-server";
import { addressesOf, readEmlFolder, waitFor } from "#tests/support/mail";
import { postgresAvailable } from "#tests/support/postgres";
import { startPostgresCluster, type PostgresCluster } from "#tests/support/postgres-cluster";
import { newDataDir } from "#tests/support/run-templates";
import { testConfig } from "#tests/support/test-config";

// The app is SIGKILLed as a meeting's hour reminder falls due (docs/product.md#reminders): the next
// start sends what is still of use, and the mailbox holds each reminder once.
const hour = 3_600_000;
const settings = bookingSettings(testConfig());

type Meeting = { id: string; messageIds: Array<string>; dueAt: number };

/** Books a meeting at `start` and queues its reminders as a booking made at `bookedAt` does. */
async function bookMeeting(db: Database, start: Date, bookedAt: Date, email: string): Promise<Meeting> {
  return inTransaction(db, async (tx) => {
    const fields = {
      slotStart: start,
      seat: 1,
      businessTimeZone: settings.businessTimeZone,
      visitorTimeZone: null,
      name: "Ada Lovelace",
      email,
      company: "Analytical Engines",
      phone: "+44 20 7946 0000",
      message: "",
    };
    const manageToken = newManageToken();
    const [row] = await tx
      .insert(bookings)
      .values({ ...fields, manageToken })
      .returning({ id: bookings.id });
    const facts = {
      ...fields,
      id: row!.id,
      leadId: null,
      startUtc: start,
      manageUrl: manageUrlFor(settings.publicUrl, manageToken),
      sequence: 0,
      host: null,
    };
    const reminders = meetingReminders(facts, settings, bookedAt, { visitor: true });
    // Without the domain's daily cap (as the test configuration has it): every pass books to the
    // same domain, and a second pass would otherwise find it full and wait for reminders never queued.
    expect(await queueEmails(tx, reminders, bookedAt, { perDomain: 0 })).toBe(reminders.length);
    const dueAt = Math.min(...reminders.map((email) => email.sendAt!.getTime()));
    return { id: row!.id, messageIds: reminders.map((email) => email.messageId!).sort(), dueAt };
  });
}

/** The meeting's emails in the mailbox folder, by file name, with the inode each was written as. */
function filesOf(dataDir: string, meeting: Meeting): Map<string, number> {
  const folder = path.join(dataDir, "mail");
  if (!existsSync(folder)) return new Map();
  const names = readdirSync(folder, { withFileTypes: true })
    .map((entry) => entry.name)
    .filter((name) => name.includes(meeting.id) && name.endsWith(".eml"));
  return new Map(names.map((name) => [name, statSync(path.join(folder, name)).ino]));
}

/** What the recipients got: `recipient subject` once per Message-ID, whatever the number of files. */
async function mailboxOf(dataDir: string, meeting: Meeting): Promise<Array<string>> {
  const mails = await readEmlFolder(path.join(dataDir, "mail"));
  return mails
    .filter((mail) => meeting.messageIds.includes(mail.messageId ?? ""))
    .map((mail) => `${mail.messageId} ${addressesOf(mail.to).join(", ")}: ${mail.subject}`)
    .sort();
}

async function outboxOf(db: Database, meeting: Meeting) {
  return db.select().from(outboxEmails).where(eq(outboxEmails.bookingId, meeting.id));
}

/** Sleeps until `at` (epoch ms). */
const until = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/** Where a kill lands: this many ms from the reminders' moment, or as soon as one of them is in the mailbox. */
type KillAt = number | "in the mailbox";
type Round = {
  meeting: Meeting;
  visitor: string;
  at: KillAt;
  offsetMs: number;
  filesAtKill: Map<string, number>;
  /** The files once the next app was killed in its turn. */
  filesLater?: Map<string, number>;
};

/** Waits for the kill moment, then SIGKILLs the app; answers when that was and the meeting's files at that point. */
async function killAt(server: RunningServer, dataDir: string, meeting: Meeting, at: KillAt) {
  if (at === "in the mailbox") {
    await until(meeting.dueAt - 50);
    const deadline = meeting.dueAt + 20_000;
    while (filesOf(dataDir, meeting).size === 0 && Date.now() < deadline) await new Promise(setImmediate);
  } else {
    await until(meeting.dueAt + at);
  }
  const offsetMs = Date.now() - meeting.dueAt;
  await server.kill();
  return { offsetMs, filesAtKill: filesOf(dataDir, meeting) };
}

/**
 * One app after another on the same data: each is SIGKILLed at its round's moment, and the next
 * start (the next round's victim) must send that round's reminders (`sent`) within `withinMs`.
 * Answers null, having killed the app, when one was not up half a second before its round's moment.
 */
async function killRounds(options: {
  dataDir: string;
  env?: Record<string, string>;
  kills: Array<KillAt>;
  meetingFor: (round: number) => Promise<{ meeting: Meeting; visitor: string }>;
  sent: (meeting: Meeting) => Promise<boolean>;
  withinMs: number;
}): Promise<Array<Round> | null> {
  const { dataDir, env } = options;
  const rounds: Array<Round> = [];
  let server = await startAppServer({ dataDir, env });
  try {
    for (const [round, at] of options.kills.entries()) {
      const { meeting, visitor } = await options.meetingFor(round);
      if (Date.now() > meeting.dueAt - 500) {
        console.log(`round ${round + 1}: the app was not up before the reminders' moment`);
        await server.kill();
        return null;
      }
      const killed = await killAt(server, dataDir, meeting, at);
      for (const earlier of rounds) earlier.filesLater ??= filesOf(dataDir, earlier.meeting);
      // Never before its moment.
      if (killed.offsetMs < 0) expect(killed.filesAtKill.size).toBe(0);
      server = await startAppServer({ dataDir, env });
      await waitFor(() => options.sent(meeting), options.withinMs, `round ${round + 1}'s reminders after the restart`);
      rounds.push({ meeting, visitor, at, ...killed });
    }
  } catch (error) {
    await server.kill();
    throw error;
  }
  // A few polls (OUTBOX_POLL_MS is 1 s) for the last app to send and mark what is due before it stops.
  await until(Date.now() + 3_000);
  expect(await server.stop()).toBe(0);
  return rounds;
}

/**
 * Each reminder once per Message-ID, to the visitor and to the team, marked sent at or after its
 * moment, and not written again by the apps killed and started after it; logs where the kill landed.
 */
async function expectRemindedOnce(db: Database, dataDir: string, round: Round, label: string): Promise<void> {
  const { meeting, visitor } = round;
  const mailbox = await mailboxOf(dataDir, meeting);
  expect(mailbox).toEqual(meeting.messageIds.map((id) => expect.stringContaining(id)));
  expect(mailbox.filter((line) => line.includes(`${visitor}: Reminder: your consultation`))).toHaveLength(1);
  expect(mailbox.filter((line) => line.includes(`${settings.salesEmail}: Reminder: consultation with`))).toHaveLength(
    1,
  );
  expect(mailbox.every((line) => line.includes("in one hour"))).toBe(true);
  const files = filesOf(dataDir, meeting);
  expect(files.size).toBe(meeting.messageIds.length);
  if (round.filesLater) expect(files).toEqual(round.filesLater);
  const rows = await outboxOf(db, meeting);
  expect(rows.map((row) => row.messageId).sort()).toEqual(meeting.messageIds);
  for (const row of rows) {
    expect(row.status).toBe("sent");
    expect(row.sentAt!.getTime()).toBeGreaterThanOrEqual(meeting.dueAt);
  }
  const again = [...round.filesAtKill].filter(([name, inode]) => files.get(name) !== inode).length;
  const where =
    typeof round.at === "number" ? `${round.at} ms from the due moment` : "once a reminder was in the mailbox";
  console.log(
    `${label}: killed ${where} (at ${round.offsetMs} ms) with ${round.filesAtKill.size} of ${files.size} reminders in the mailbox; attempts ${rows.map((row) => row.attempts).join(", ")}; ${again} written again after the restart, same Message-ID so the same file`,
  );
}

/**
 * Books, as if two days ago, a meeting in half an hour and one that began a minute ago, whose
 * reminders fell due while nothing ran, and, now, one meeting per kill round an hour and some
 * seconds ahead: the first round's reminders fall due `firstDueInMs` from now, the next ones
 * `roundEveryMs` apart (time for an app to start).
 */
async function bookMeetings(
  dbDir: string,
  pass: number,
  kills: Array<KillAt>,
  firstDueInMs: number,
  roundEveryMs: number,
) {
  const database = await openDatabase({ pgliteDir: dbDir });
  try {
    const now = Date.now();
    const longAgo = new Date(now - 2 * 24 * hour);
    const soon = await bookMeeting(database.db, new Date(now + hour / 2), longAgo, `soon-${pass}@example.com`);
    const begun = await bookMeeting(database.db, new Date(now - 60_000), longAgo, `begun-${pass}@example.com`);
    const rounds: Array<{ meeting: Meeting; visitor: string }> = [];
    for (const round of kills.keys()) {
      const visitor = `round-${round + 1}-${pass}@example.com`;
      const start = new Date(now + hour + firstDueInMs + round * roundEveryMs);
      rounds.push({ meeting: await bookMeeting(database.db, start, new Date(now), visitor), visitor });
    }
    return { soon, begun, rounds };
  } finally {
    await database.close();
  }
}

test("PGlite: the reminders due while the app lay dead go out at the next start, once each, and only while of use", async () => {
  const dataDir = newDataDir();
  const dbDir = path.join(dataDir, "db");
  const kills: Array<KillAt> = [-300, 0, 300, 1_500, "in the mailbox"];
  try {
    // On a busy machine an app may take longer to start than a round allows: then again, slower.
    for (let pass = 1; ; pass += 1) {
      expect(pass, "an app started in time for its round").toBeLessThanOrEqual(3);
      const slower = 2 ** (pass - 1);
      const booked = await bookMeetings(dbDir, pass, kills, 8_000 * slower, 7_000 * slower);
      // Booked an hour ahead, a meeting gets no day reminder: the confirmation has just said it all.
      for (const { meeting } of booked.rounds)
        expect(meeting.messageIds.every((id) => id.startsWith("<reminder-hour-"))).toBe(true);

      const rounds = await killRounds({
        dataDir,
        kills,
        meetingFor: async (round) => booked.rounds[round]!,
        sent: async (meeting) => filesOf(dataDir, meeting).size === meeting.messageIds.length,
        // The outbox is polled every second; the margin is for a machine busy with other suites
        // (docs/decisions/016-test-pyramid.md), and the wait ends as soon as the files are there.
        withinMs: 60_000,
      });
      if (!rounds) continue;

      const database = await openDatabase({ pgliteDir: dbDir });
      try {
        for (const [index, round] of rounds.entries())
          await expectRemindedOnce(database.db, dataDir, round, `PGlite round ${index + 1}`);
        const leads = async (meeting: Meeting) =>
          (await outboxOf(database.db, meeting))
            .map((row) => `${/^<reminder-(\w+)-/.exec(row.messageId)?.[1]} ${row.status}`)
            .sort();
        // The hour reminder of the coming meeting went, the day's beside it did not; nothing of the begun one.
        expect(await leads(booked.soon)).toEqual(["day dropped", "day dropped", "hour sent", "hour sent"]);
        expect(await leads(booked.begun)).toEqual(["day dropped", "day dropped", "hour dropped", "hour dropped"]);
        expect((await mailboxOf(dataDir, booked.soon)).every((line) => line.includes("in one hour"))).toBe(true);
        expect(await mailboxOf(dataDir, booked.begun)).toEqual([]);
      } finally {
        await database.close();
      }
      return;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

describe.runIf(postgresAvailable())("PostgreSQL", () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  });
  afterAll(() => cluster?.stop());

  test("the hour reminders due as the app is killed go out once after the restart", async () => {
    const url = cluster.createDatabase("reminder_crash");
    const dataDir = newDataDir({ empty: true });
    const database = await openDatabase({ databaseUrl: url });
    try {
      const rounds = await killRounds({
        dataDir,
        env: { DATABASE_URL: url },
        kills: [-300, 0, 300],
        // Booked while the app runs, its reminders due in a few seconds.
        meetingFor: async (round) => {
          const visitor = `pg-round-${round + 1}@example.com`;
          const now = new Date();
          return {
            meeting: await bookMeeting(database.db, new Date(now.getTime() + hour + 4_000), now, visitor),
            visitor,
          };
        },
        sent: async (meeting) => (await outboxOf(database.db, meeting)).every((row) => row.status === "sent"),
        // A reminder the killed app had claimed and not marked sent waits out its two-minute lease,
        // since on PostgreSQL another worker may still be sending it.
        withinMs: 150_000,
      });
      expect(rounds, "the app was up before each round's moment").not.toBeNull();
      for (const [index, round] of rounds!.entries())
        await expectRemindedOnce(database.db, dataDir, round, `PostgreSQL round ${index + 1}`);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
