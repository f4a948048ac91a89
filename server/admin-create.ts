import path from "node:path";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { loadConfig } from "./config";
import { runCommand } from "./run-command";
import { openDatabase } from "./db/client";
import { passwordProblem, createStaffAccount, StaffAccountError } from "#app/modules/staff/server";

class PipedPasswordError extends Error {}

/**
 * The password from what was piped in: its one line, without the line break. More than one line
 * is refused rather than guessed at: a second line kept as part of the password would make an
 * account nobody can sign in to.
 */
function pipedPassword(input: string): string {
  const lines = input.replace(/\r?\n$/, "").split(/\r?\n/);
  if (lines.length > 1) {
    throw new PipedPasswordError(
      "Standard input has more than one line. Pipe the password alone, on one line (e.g. printf '%s\\n' \"$PASSWORD\").",
    );
  }
  return lines[0] ?? "";
}

/** Reads the whole of standard input (a password piped in). */
async function readStdin(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += String(chunk);
  return pipedPassword(text);
}

/** Asks for a line on the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

async function readPassword(email: string): Promise<string> {
  if (!process.stdin.isTTY) return readStdin();
  for (;;) {
    const first = await askHidden("Password (at least 12 characters): ");
    const problem = passwordProblem(first, email);
    if (problem) {
      console.error(`That password is too weak: ${problem}`);
      continue;
    }
    if ((await askHidden("The same password again: ")) === first) return first;
    console.error("The two passwords differ. Try again.");
  }
}

/**
 * `npm run admin:create -- --email someone@company.com [--name "Sam Patel"]`: makes a staff account,
 * named as given or after its address. The password is asked for on a terminal, or read from
 * standard input when piped; weak ones are refused.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } }, strict: true });
  if (!values.email) {
    console.error(
      'Usage: npm run admin:create -- --email <address> [--name "Sam Patel"]   (the password is asked for, or read from standard input; without a name, the address names the account)',
    );
    return 2;
  }
  const config = loadConfig();
  let password: string;
  try {
    password = await readPassword(values.email);
  } catch (error) {
    if (!(error instanceof PipedPasswordError)) throw error;
    console.error(error.message);
    return 2;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "db") });
  try {
    await createStaffAccount(database.db, values.email, password, values.name);
    console.log(`Staff account created for ${values.email.trim()}. Sign in at /admin/login.`);
    return 0;
  } catch (error) {
    if (error instanceof StaffAccountError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

runCommand("admin:create", main);
