import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { adminCreate } from "#tests/support/admin-site";
import { ensureBuilt } from "#tests/support/ensure-build";

const dataDir = mkdtempSync(path.join(tmpdir(), "admin-create-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Two runs of the built command, each opening the database and hashing with scrypt: on a busy machine over 30 s.
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
