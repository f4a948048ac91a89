import { expect, test } from "vitest";
import { openDatabase } from "#server/db/client";
import { outboxEmails } from "#server/db/schema";
import { claimDue, releaseLeases } from "./leased-rows";

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
