import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { openDatabase } from "#server/db/client";
import { adminUsers } from "#server/db/schema";
import { adminCreate } from "#tests/support/admin-site";
import { ensureBuilt } from "#tests/support/ensure-build";

const dataDir = mkdtempSync(path.join(tmpdir(), "admin-create-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Two runs of the built command, each opening the database and hashing with scrypt: longer than the default timeout on a busy machine.
test(
  "a piped password is its one line; a second line is refused with a message and no account is made",
  { timeout: 120_000 },
  () => {
    ensureBuilt();
    // adminCreate pipes the password and a line break, as `printf '%s\n'` would.
    const refused = adminCreate(dataDir, "two-lines@northwind.example", "Amber-kettle-73-meadow\nsecond line");
    expect(refused.status).toBe(2);
    expect(refused.output).toContain("more than one line");
    // Nothing was made: the same address can be created now, from one line (a CRLF ending too).
    const made = adminCreate(dataDir, "two-lines@northwind.example", "Amber-kettle-73-meadow\r");
    expect(made.status, made.output).toBe(0);
    expect(made.output).toContain("Staff account created for two-lines@northwind.example");
  },
);

test(
  "--name names the account as colleagues read it; without it the address's local part does; a name on two lines is refused",
  { timeout: 120_000 },
  async () => {
    ensureBuilt();
    const named = adminCreate(dataDir, "sam.patel@northwind.example", "Amber-kettle-73-meadow", [
      "--name",
      "Samira Patel",
    ]);
    expect(named.status, named.output).toBe(0);
    const plain = adminCreate(dataDir, "lee.wong@northwind.example", "Amber-kettle-73-meadow");
    expect(plain.status, plain.output).toBe(0);
    const refused = adminCreate(dataDir, "two.lines@northwind.example", "Amber-kettle-73-meadow", [
      "--name",
      "Two\nLines",
    ]);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain("The name must be on one line, without control characters.");
    const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    try {
      const rows = await database.db
        .select({ email: adminUsers.email, name: adminUsers.displayName })
        .from(adminUsers)
        .orderBy(adminUsers.email);
      expect(rows.filter((row) => row.email !== "two-lines@northwind.example")).toEqual([
        { email: "lee.wong@northwind.example", name: "Lee Wong" },
        { email: "sam.patel@northwind.example", name: "Samira Patel" },
      ]);
    } finally {
      await database.close();
    }
  },
);

test(
  "a weak password is refused before anything is made; an address already taken (in any case) is refused",
  { timeout: 120_000 },
  () => {
    ensureBuilt();
    const weak = adminCreate(dataDir, "weak@northwind.example", "password123");
    expect(weak.status).toBe(1);
    expect(weak.output).toMatch(/too weak/);
    const made = adminCreate(dataDir, "weak@northwind.example", "Lantern-orchard-77-plum");
    expect(made.status, made.output).toBe(0);
    const taken = adminCreate(dataDir, "WEAK@northwind.example", "Lantern-orchard-77-plum");
    expect(taken.status).toBe(1);
    expect(taken.output).toMatch(/already a staff account/);
  },
);
