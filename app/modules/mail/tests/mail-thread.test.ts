import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "vitest";
import { isPermanentMailError } from "#app/modules/mail/server/outbox-worker";
import { threadedMailTransport } from "#app/modules/mail/server/threaded-transport";
import { buildDir } from "#tests/support/app-server";
import { rsaKeyPair, verifyDkim } from "#tests/support/dkim";
import { ensureBuilt } from "#tests/support/ensure-build";
import { freePort } from "#tests/support/free-port";
import { startSmtpServer } from "#tests/support/mail";

const mail = (to: string, n: number) => ({
  from: "Northwind <no-reply@example.com>",
  to,
  subject: `Hello ${n}`,
  html: "<p>Hello</p>",
  text: "Hello",
  messageId: `<thread-${n}@example.com>`,
  attachments: [],
});

test(
  "the built mail thread sends over SMTP, and a 550 comes back as a permanent failure with its code",
  { timeout: 300_000 },
  async () => {
    ensureBuilt();
    const script = pathToFileURL(path.join(buildDir, "mail-thread.js"));
    const port = await freePort();
    const smtp = await startSmtpServer(port, { rejectRecipient: (to) => to === "nobody@example.com" });
    const transport = threadedMailTransport(script, { smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: tmpdir() });
    try {
      await Promise.all([1, 2, 3].map((n) => transport.send(mail(`reader${n}@example.com`, n))));
      expect(smtp.messages.map((m) => m.messageId).sort()).toEqual([1, 2, 3].map((n) => `<thread-${n}@example.com>`));
      const refused = await transport.send(mail("nobody@example.com", 4)).catch((error: unknown) => error);
      expect(isPermanentMailError(refused)).toBe(true);
      expect(String((refused as Error).message)).toMatch(/550/);
    } finally {
      transport.close();
      await smtp.close();
    }
  },
);

test("without SMTP the built mail thread writes .eml files", { timeout: 300_000 }, async () => {
  ensureBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), "mail-thread-"));
  const transport = threadedMailTransport(pathToFileURL(path.join(buildDir, "mail-thread.js")), { dataDir });
  try {
    await transport.send(mail("reader@example.com", 5));
    expect(readdirSync(path.join(dataDir, "mail"))).toEqual(["thread-5_example.com.eml"]);
  } finally {
    transport.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("the built mail thread signs with the configured DKIM key", { timeout: 300_000 }, async () => {
  ensureBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), "mail-thread-dkim-"));
  const key = rsaKeyPair();
  const dkim = { domain: "example.com", keys: [{ selector: "s2026", privateKey: key.privateKey }] };
  const transport = threadedMailTransport(pathToFileURL(path.join(buildDir, "mail-thread.js")), { dataDir, dkim });
  try {
    await transport.send(mail("reader@example.com", 6));
    const raw = readFileSync(path.join(dataDir, "mail", "thread-6_example.com.eml"));
    expect(await verifyDkim(raw, { "s2026._domainkey.example.com": key.publicKey })).toEqual([
      { signer: "s2026._domainkey.example.com", result: "pass" },
    ]);
  } finally {
    transport.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
