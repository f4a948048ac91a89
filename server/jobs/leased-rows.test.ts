import { expect, test } from "vitest";
import { openDatabase } from "#server/db/client";
import { outboxEmails } from "#server/db/schema";
import { claimDue, releaseLeases, renewLease } from "./leased-rows";

test("a claim takes due rows one batch at a time, counts the attempt, and a release at start frees them", async () => {
  const { db, close } = await openDatabase({ pgliteDir: "memory" });
  try {
    await db.insert(outboxEmails).values(
      ["a", "b", "c"].map((name) => ({
        kind: "test",
        recipient: `${name}@example.com`,
        subject: "Hello",
        html: "<p>Hello</p>",
        text: "Hello",
        messageId: `<${name}@example.com>`,
      })),
    );

    const first = await claimDue(db, outboxEmails, 2, 60_000);
    expect(first.map((row) => ({ attempts: row.attempts, leased: row.lockedUntil !== null }))).toEqual([
      { attempts: 1, leased: true },
      { attempts: 1, leased: true },
    ]);
    expect(await claimDue(db, outboxEmails, 2, 60_000)).toHaveLength(1);
    expect(await claimDue(db, outboxEmails, 2, 60_000)).toEqual([]);

    await releaseLeases(db, outboxEmails);
    expect(await claimDue(db, outboxEmails, 10, 60_000)).toHaveLength(3);
  } finally {
    await close();
  }
});

test("a renewal extends the lease only while the row is still the claimer's: once another worker claimed it after the lease ran out, it answers false", async () => {
  const { db, close } = await openDatabase({ pgliteDir: "memory" });
  try {
    await db.insert(outboxEmails).values({
      kind: "test",
      recipient: "slow@example.com",
      subject: "Hello",
      html: "<p>Hello</p>",
      text: "Hello",
      messageId: "<slow@example.com>",
    });
    const [mine] = await claimDue(db, outboxEmails, 1, 60_000);
    expect(await renewLease(db, outboxEmails, mine!, 60_000)).toBe(true);
    // The lease runs out (a send before this one hung) and another worker claims the row.
    await db.update(outboxEmails).set({ lockedUntil: new Date(Date.now() - 1000) });
    const [theirs] = await claimDue(db, outboxEmails, 1, 60_000);
    expect(theirs?.attempts).toBe(2);
    expect(await renewLease(db, outboxEmails, mine!, 60_000)).toBe(false);
    expect(await renewLease(db, outboxEmails, theirs!, 60_000)).toBe(true);
  } finally {
    await close();
  }
});
