import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** Polls until `check` returns a value (not undefined/false), or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 15_000,
  what = "condition",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A message the SMTP server accepted: parsed, with its envelope recipients and the bytes as received. */
export type CapturedMail = ParsedMail & { envelopeTo: Array<string>; raw: Buffer };

export type TestSmtpServer = {
  messages: Array<CapturedMail>;
  /** Connections refused so far by `refuseFirst`. */
  refused: () => number;
  close: () => Promise<void>;
};

/**
 * A real SMTP server on loopback (smtp-server) that parses every message it accepts with
 * mailparser. `refuseFirst` connections (and every one while `refusing()`) are turned away with a
 * 421, as a server that is up but not accepting would; `rejectRecipient` addresses get a 550, `deferRecipient` ones a 421.
 */
export async function startSmtpServer(
  port: number,
  options: {
    refuseFirst?: number;
    /** While true, every connection is turned away with a 421. */
    refusing?: () => boolean;
    /** Recipients answered 550 (no such mailbox): a permanent failure. */
    rejectRecipient?: (address: string) => boolean;
    /** Recipients answered 421 (busy, try again later) while it answers true: a transient failure. */
    deferRecipient?: (address: string) => boolean;
    /**
     * Runs once a message is received and recorded, before the server answers 250 for it: a slow
     * server, or a test that acts while the sender waits for that answer.
     */
    beforeAccept?: (mail: CapturedMail) => Promise<void>;
  } = {},
): Promise<TestSmtpServer> {
  const messages: Array<CapturedMail> = [];
  let refused = 0;
  const smtpError = (message: string, responseCode: number) =>
    Object.assign(new Error(message), { responseCode }) as Error & { responseCode: number };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onConnect(_session, callback) {
      if (refused < (options.refuseFirst ?? 0) || options.refusing?.()) {
        refused += 1;
        return callback(smtpError("Service not available, try again later", 421));
      }
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipient?.(address.address)) return callback(smtpError("No such mailbox here", 550));
      if (options.deferRecipient?.(address.address)) return callback(smtpError("Service busy, try again later", 421));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Array<Buffer> = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", (error: Error) => callback(error));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then(async (parsed) => {
            const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
            const mail = Object.assign(parsed, { envelopeTo, raw });
            messages.push(mail);
            await options.beforeAccept?.(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return { messages, refused: () => refused, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Every `.eml` file the file transport wrote, parsed. */
export async function readEmlFolder(folder: string): Promise<Array<ParsedMail & { file: string }>> {
  const names = (await readdir(folder).catch(() => [])).filter((n) => n.endsWith(".eml")).sort();
  return Promise.all(
    names.map(async (name) =>
      Object.assign(await simpleParser(await readFile(path.join(folder, name))), { file: name }),
    ),
  );
}

/** The address list of a parsed header as plain addresses. */
export function addressesOf(field: ParsedMail["to"]): Array<string> {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((group) => group.value.map((v) => v.address ?? ""));
}
