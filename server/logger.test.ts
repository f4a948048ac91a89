import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { mailEvents } from "#server/db/schema";
import { createLogger, errorText } from "./logger";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: "memory" });
});
afterAll(() => database.close());

/** A query that fails with a visitor's address among its parameters, as a bad event time once did. */
async function failedQuery(): Promise<Error> {
  const stored = database.db.insert(mailEvents).values({
    type: "bounced",
    email: "private.person@example.com",
    source: "provider",
    detail: "550 unknown user",
    occurredAt: new Date("0000-01-01T00:00:00Z"),
  });
  return stored.then(
    () => new Error("the insert should have failed"),
    (error: unknown) => error as Error,
  );
}

/** What the logger writes to stdout and stderr while `work` runs. */
function logOutput(work: () => void): string {
  let written = "";
  const capture = (chunk: string | Uint8Array) => {
    written += String(chunk);
    return true;
  };
  const out = vi.spyOn(process.stdout, "write").mockImplementation(capture);
  const err = vi.spyOn(process.stderr, "write").mockImplementation(capture);
  try {
    work();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return written;
}

test("a failed query's SQL and parameters never reach the log, whether the error or its message is logged; the database's reason does", async () => {
  const error = await failedQuery();
  expect(error.message).toContain("private.person@example.com");
  const logger = createLogger("debug", "salt");
  const written = logOutput(() => {
    logger.error("unhandled error", { path: "/api/mail-events", error: error.message });
    logger.warn("maintenance failed", { error });
    logger.info("as text", { error: errorText(error) });
  });
  expect(written).not.toContain("private.person@example.com");
  expect(written).not.toContain("550 unknown user");
  expect(written).not.toMatch(/insert into|params:/i);
  const lines = written.trim().split("\n");
  expect(lines).toHaveLength(3);
  expect(JSON.parse(lines[0]!).error).toBe("Failed query (its SQL and parameters are not logged)");
  // The error itself tells more: the database's own reason, without the value it quoted.
  expect(JSON.parse(lines[1]!).error).toBe(
    "Failed query (its SQL and parameters are not logged): date/time field value out of range (SQLSTATE 22008)",
  );
  expect(JSON.parse(lines[2]!).error).toBe(JSON.parse(lines[1]!).error);
});
