import { rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { inTransaction, openDatabase } from "#server/db/client";
import { outboxEmails } from "#server/db/schema";
import { queueEmails, type QueuedEmail } from "#app/modules/mail/server";
import { startAppServer, type RunningServer } from "#tests/support/app-server";
import { freePort } from "#tests/support/free-port";
import { startSmtpServer, waitFor, type CapturedMail } from "#tests/support/mail";
import { scaled } from "#tests/support/reliability-scale";
import { newDataDir } from "#tests/support/run-templates";

// The outbox worker is SIGKILLed while it sends (docs/email.md#the-worker): each email is marked
// sent as soon as the SMTP server has accepted it, so after the restart only the one email whose
// acceptance the dead process was waiting for goes again (same Message-ID); every other arrives once.
const emails = scaled(600, 120);
const kills = scaled(6, 2);

function queued(n: number): QueuedEmail {
  return {
    kind: "test.crash",
    recipient: `crash-${n}@example.com`,
    subject: `Crash test ${n}`,
    html: `<p>Crash test ${n}</p>`,
    text: `Crash test ${n}`,
  };
}

/** Queues the emails into the data folder's database before any server opens it. */
async function queueAll(dataDir: string): Promise<Array<string>> {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  try {
    await inTransaction(database.db, (tx) =>
      queueEmails(
        tx,
        Array.from({ length: emails }, (_, n) => queued(n)),
        new Date(),
      ),
    );
    const rows = await database.db.select({ messageId: outboxEmails.messageId }).from(outboxEmails);
    return rows.map((row) => row.messageId).sort();
  } finally {
    await database.close();
  }
}

test(`PGlite, SMTP: ${kills} SIGKILLs while ${emails} queued emails go out; after the restarts each arrives once, but for the one email in flight at each kill`, async () => {
  const dataDir = newDataDir();
  const port = await freePort();
  const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_POLL_MS: "200" };
  const deliveries = new Map<string, number>();
  /** Messages received whose 250 the sender is still waiting for. */
  const awaitingAnswer = new Set<string>();
  const inFlightAtKills: Array<Array<string>> = [];
  const killAt = Array.from({ length: kills }, (_, i) => Math.floor((emails * (i + 1)) / (kills + 1)));
  /** The app while it runs; null from a kill until the next start has answered ready. */
  let server: RunningServer | null = null;
  let killing: Promise<void> | null = null;

  const smtp = await startSmtpServer(port, {
    beforeAccept: async (mail: CapturedMail) => {
      const id = mail.messageId ?? "";
      deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
      awaitingAnswer.add(id);
      // Which app sent it: one killed since may have left messages waiting here.
      const sentBy = inFlightAtKills.length;
      // Held until the test knows the app that sends (a start sends before it answers ready).
      while (!server) await new Promise((resolve) => setTimeout(resolve, 20));
      const received = [...deliveries.values()].reduce((a, b) => a + b, 0);
      const target = killAt[sentBy];
      if (!killing && sentBy === inFlightAtKills.length && target !== undefined && received >= target) {
        // The plug is pulled while the worker waits for this message's 250.
        inFlightAtKills.push([...awaitingAnswer]);
        killing = server.kill();
        server = null;
        await killing;
      } else {
        // A slow server, unevenly so: the sends of a batch would not all end together.
        await new Promise((resolve) => setTimeout(resolve, 2 + (received % 7) * 3));
      }
      awaitingAnswer.delete(id);
    },
  });
  let last: RunningServer | null = null;
  try {
    const ids = await queueAll(dataDir);
    expect(ids).toHaveLength(emails);
    for (let round = 0; round <= kills; round += 1) {
      last = await startAppServer({ dataDir, env });
      server = last;
      if (round === kills) break;
      await waitFor(() => killing !== null, 120_000, `kill ${round + 1}`);
      await killing;
      killing = null;
      console.log(
        `kill ${round + 1}: at delivery ${killAt[round]}, ${inFlightAtKills[round]?.length} email(s) awaiting the server's answer`,
      );
    }
    const all = await waitFor(
      () => ids.every((id) => deliveries.has(id)) || undefined,
      120_000,
      "every email delivered after the last restart",
    );
    expect(all).toBe(true);
    // A few polls more: nothing else may arrive.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await last!.stop()).toBe(0);

    const inFlight = inFlightAtKills.flat();
    const twice = ids.filter((id) => (deliveries.get(id) ?? 0) > 1);
    console.log(
      `${emails} emails, ${kills} kills: ${smtp.messages.length} deliveries, ${twice.length} delivered twice (in flight at a kill: ${inFlight.length})`,
    );
    expect(inFlightAtKills.map((list) => list.length)).toEqual(Array.from({ length: kills }, () => 1));
    expect(twice.every((id) => inFlight.includes(id))).toBe(true);
    expect(ids.filter((id) => (deliveries.get(id) ?? 0) > 2)).toEqual([]);
    expect([...deliveries.keys()].sort()).toEqual(ids);

    const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    try {
      const rows = await database.db.select().from(outboxEmails);
      expect(rows.filter((row) => row.status !== "sent")).toEqual([]);
    } finally {
      await database.close();
    }
  } finally {
    if (last?.process.exitCode === null) await last.kill();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
