import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, expect, test } from "vitest";
import { loadConfig } from "#server/config";
import { createMailTransport, type OutgoingMail } from "#app/modules/mail/server/transport";
import { rsaKeyPair, verifyDkim, withSubject } from "#tests/support/dkim";
import { freePort } from "#tests/support/free-port";
import { startSmtpServer, waitFor } from "#tests/support/mail";

// Two keys, as during a rotation: the new selector first, the old one still published.
const current = rsaKeyPair();
const previous = rsaKeyPair();
const publicKeys = {
  "s2026._domainkey.northwind-talent.example": current.publicKey,
  "s2025._domainkey.northwind-talent.example": previous.publicKey,
};
const dataDir = mkdtempSync(path.join(tmpdir(), "dkim-mail-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The settings an operator writes: both keys in DKIM_PRIVATE_KEY, in the selectors' order. */
const signingEnv = {
  DATA_DIR: dataDir,
  MAIL_FROM: "Northwind Talent <no-reply@mail.northwind-talent.example>",
  DKIM_DOMAIN: "northwind-talent.example",
  DKIM_SELECTOR: "s2026,s2025",
  DKIM_PRIVATE_KEY: current.privateKey + previous.privateKey,
};

const invitation = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "METHOD:REQUEST",
  "BEGIN:VEVENT",
  "UID:booking-1@northwind-talent.example",
  "DTSTART:20270105T090000Z",
  "DTEND:20270105T100000Z",
  "SUMMARY:Consultation",
  "END:VEVENT",
  "END:VCALENDAR",
].join("\r\n");

function bookingConfirmation(messageId: string): OutgoingMail {
  return {
    from: signingEnv.MAIL_FROM,
    to: "visitor@example.com",
    subject: "Your consultation on 5 January",
    html: "<p>See you then.</p>",
    text: "See you then.",
    messageId,
    attachments: [{ filename: "invite.ics", contentType: "text/calendar; method=REQUEST", content: invitation }],
    headers: { "Reply-To": "sales@northwind-talent.example" },
  };
}

/** What the recipient sees of the message besides its signature: Message-ID (also as metadata), Reply-To and the invitation. */
async function expectIntact(raw: Buffer, messageId: string) {
  const parsed = await simpleParser(raw);
  expect(parsed.messageId).toBe(messageId);
  // The mail provider's webhooks hand this back (docs/email.md#provider-events).
  expect(parsed.headers.get("x-pm-metadata-message-id")).toBe(messageId);
  expect(parsed.replyTo?.text).toBe("sales@northwind-talent.example");
  const ics = parsed.attachments.find((a) => a.filename === "invite.ics");
  expect(ics?.content.toString()).toContain("UID:booking-1@northwind-talent.example");
}

test("the file mailbox: each message carries a signature per key that a verifier accepts, and none once the Subject is altered", async () => {
  const config = loadConfig(signingEnv);
  const transport = createMailTransport(config);
  const messageId = "<dkim-file-1@northwind-talent.example>";
  await transport.send(bookingConfirmation(messageId));
  transport.close();

  const folder = path.join(dataDir, "mail");
  const [file] = readdirSync(folder).filter((name) => name.endsWith(".eml"));
  const raw = readFileSync(path.join(folder, file!));
  expect(await verifyDkim(raw, publicKeys)).toEqual([
    { signer: "s2026._domainkey.northwind-talent.example", result: "pass" },
    { signer: "s2025._domainkey.northwind-talent.example", result: "pass" },
  ]);
  await expectIntact(raw, messageId);

  const altered = await verifyDkim(withSubject(raw, "Your consultation is cancelled"), publicKeys);
  expect(altered.map((r) => r.result)).toEqual(["fail", "fail"]);
});

test("over SMTP: the message as the server received it verifies, and fails once the Subject is altered", async () => {
  const port = await freePort();
  const smtp = await startSmtpServer(port);
  try {
    const config = loadConfig({ ...signingEnv, SMTP_URL: `smtp://127.0.0.1:${port}` });
    const transport = createMailTransport(config);
    expect(transport.kind).toBe("smtp");
    const messageId = "<dkim-smtp-1@northwind-talent.example>";
    await transport.send(bookingConfirmation(messageId));
    transport.close();
    const [received] = await waitFor(() => smtp.messages.length > 0 && smtp.messages, 10_000, "the SMTP message");
    expect(await verifyDkim(received!.raw, publicKeys)).toEqual([
      { signer: "s2026._domainkey.northwind-talent.example", result: "pass" },
      { signer: "s2025._domainkey.northwind-talent.example", result: "pass" },
    ]);
    await expectIntact(received!.raw, messageId);
    const altered = await verifyDkim(withSubject(received!.raw, "Changed on the way"), publicKeys);
    expect(altered.map((r) => r.result)).toEqual(["fail", "fail"]);
  } finally {
    await smtp.close();
  }
});

test("a signature made with a key that is not the published one does not verify", async () => {
  const config = loadConfig({ ...signingEnv, DKIM_SELECTOR: "s2026", DKIM_PRIVATE_KEY: previous.privateKey });
  const transport = createMailTransport({ ...config, dataDir: mkdtempSync(path.join(dataDir, "other-")) });
  await transport.send(bookingConfirmation("<dkim-file-2@northwind-talent.example>"));
  transport.close();
  const folder = readdirSync(dataDir)
    .filter((name) => name.startsWith("other-"))
    .map((name) => path.join(dataDir, name, "mail"))[0]!;
  const raw = readFileSync(path.join(folder, readdirSync(folder)[0]!));
  expect(await verifyDkim(raw, publicKeys)).toEqual([
    { signer: "s2026._domainkey.northwind-talent.example", result: "fail" },
  ]);
});

test("a newsletter's one-click unsubscribe headers are signed: altering List-Unsubscribe-Post breaks the signature", async () => {
  const config = loadConfig({ ...signingEnv, DATA_DIR: mkdtempSync(path.join(dataDir, "newsletter-")) });
  const transport = createMailTransport(config);
  await transport.send({
    ...bookingConfirmation("<newsletter-1@northwind-talent.example>"),
    attachments: [],
    headers: {
      "List-Unsubscribe": "<https://northwind-talent.example/newsletter/unsubscribe/t1>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
  transport.close();
  const folder = path.join(config.dataDir, "mail");
  const raw = readFileSync(path.join(folder, readdirSync(folder)[0]!)).toString();
  const signedNames = /^DKIM-Signature:[\s\S]*?\bh=([^;]+);/im.exec(raw)?.[1]?.replace(/\s+/g, "").toLowerCase();
  expect(signedNames?.split(":")).toEqual(expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post"]));
  expect((await verifyDkim(raw, publicKeys)).map((r) => r.result)).toEqual(["pass", "pass"]);
  const altered = raw.replace("List-Unsubscribe-Post: List-Unsubscribe=One-Click", "List-Unsubscribe-Post: x");
  expect((await verifyDkim(altered, publicKeys)).map((r) => r.result)).toEqual(["fail", "fail"]);
});

test("without DKIM settings messages go out unsigned, as before", async () => {
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(dataDir, "unsigned-")) });
  expect(config.dkim).toBeNull();
  const transport = createMailTransport(config);
  await transport.send({ ...bookingConfirmation("<unsigned-1@northwind-talent.example>"), from: config.mailFrom });
  transport.close();
  const folder = path.join(config.dataDir, "mail");
  const raw = readFileSync(path.join(folder, readdirSync(folder)[0]!));
  expect(raw.toString()).not.toMatch(/^DKIM-Signature:/im);
  expect(await verifyDkim(raw, publicKeys)).toEqual([expect.objectContaining({ result: "none" })]);
});
