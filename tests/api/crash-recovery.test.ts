import { readdirSync } from "node:fs";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { expect, test } from "vitest";
import { openDatabase } from "#server/db/client";
import { leads, outboxEmails } from "#server/db/schema";
import { startAppServer } from "#tests/support/app-server";
import { ensureBuilt } from "#tests/support/ensure-build";
import { leadEndpoints } from "#tests/support/leads";
import { waitFor } from "#tests/support/mail";

test(
  "after SIGKILL right behind the 201s, a restarted server has every acknowledged lead and sends its emails",
  { timeout: 180_000 },
  async () => {
    ensureBuilt();
    const first = await startAppServer({ env: { RATE_LIMIT_PER_MINUTE: "1000" } });
    const { dataDir } = first;
    try {
      const batch = Array.from({ length: 30 }, (_, i) => leadEndpoints[i % leadEndpoints.length]);
      const replies = await Promise.all(
        batch.map(async (endpoint, i) => {
          const response = await fetch(first.url + endpoint.path, {
            method: "POST",
            headers: { "content-type": "application/json", origin: first.url },
            body: JSON.stringify(endpoint.body({ email: `crash-${i}@example.com` })),
          });
          return { status: response.status, id: ((await response.json()) as { id?: string }).id, endpoint };
        }),
      );
      await first.kill();
      const acknowledged = replies.filter((r) => r.status === 201);
      expect(acknowledged).toHaveLength(30);
      const expectedEmails = acknowledged.reduce((sum, r) => sum + r.endpoint.emails, 0);

      // The restarted server recovers the database and sends whatever the crash left pending.
      const second = await startAppServer({ dataDir, env: { RATE_LIMIT_PER_MINUTE: "1000" } });
      const mailDir = path.join(dataDir, "mail");
      await waitFor(
        () => {
          try {
            return readdirSync(mailDir).filter((n) => n.endsWith(".eml")).length >= expectedEmails || undefined;
          } catch {
            return undefined;
          }
        },
        60_000,
        `${expectedEmails} emails`,
      );
      expect(await second.stop()).toBe(0);

      const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
      try {
        const ids = acknowledged.map((r) => r.id ?? "");
        const stored = await database.db.select({ id: leads.id }).from(leads).where(inArray(leads.id, ids));
        expect(stored.map((s) => s.id).sort()).toEqual([...ids].sort());
        const emails = await database.db.select().from(outboxEmails).where(inArray(outboxEmails.leadId, ids));
        expect(emails).toHaveLength(expectedEmails);
        expect(emails.every((e) => e.status === "sent")).toBe(true);
        expect(readdirSync(mailDir).filter((n) => n.endsWith(".eml"))).toHaveLength(expectedEmails);
      } finally {
        await database.close();
      }
    } finally {
      await first.kill();
      first.cleanup();
    }
  },
);
