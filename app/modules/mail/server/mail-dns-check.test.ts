import { expect, test } from "vitest";
import { loadConfig } from "#server/config";
import { rsaKeyPair } from "#tests/support/dkim";
import { checkMailDns, formatMailDnsReport, type MailDnsResolver } from "./mail-dns-check";

const current = rsaKeyPair();
const previous = rsaKeyPair();
const config = loadConfig({
  MAIL_FROM: "Northwind Talent <no-reply@northwind-talent.example>",
  REPLY_TO_EMAIL: "sales@northwind-sales.example",
  SMTP_URL: "smtp://user:secret@smtp.relay.example:587",
  DKIM_DOMAIN: "northwind-talent.example",
  DKIM_SELECTOR: "s2026,s2025",
  DKIM_PRIVATE_KEY: current.privateKey + previous.privateKey,
});

type Zone = {
  txt: Record<string, Array<Array<string>>>;
  mx: Record<string, Array<{ exchange: string; priority: number }>>;
};

/** A zone with every record the check wants; a long DKIM key comes back in 255-character pieces, as DNS returns it. */
function completeZone(): Zone {
  const pieces = (text: string) => text.match(/.{1,255}/g) ?? [];
  return {
    txt: {
      "northwind-talent.example": [["google-site-verification=abc"], ["v=spf1 a:smtp.relay.example ~all"]],
      "s2026._domainkey.northwind-talent.example": [pieces(`v=DKIM1; k=rsa; p=${current.publicKey}`)],
      "s2025._domainkey.northwind-talent.example": [[`v=DKIM1; k=rsa; p=${previous.publicKey}`]],
      "_dmarc.northwind-talent.example": [["v=DMARC1; p=quarantine; rua=mailto:dmarc@northwind-talent.example"]],
    },
    mx: { "northwind-sales.example": [{ exchange: "mx.mailhost.example", priority: 10 }] },
  };
}

/** Answers from the zone; a name it lacks is NXDOMAIN (ENOTFOUND), as node:dns reports it. */
function fakeResolver(zone: Zone): MailDnsResolver {
  const notFound = (name: string) => Object.assign(new Error(`ENOTFOUND ${name}`), { code: "ENOTFOUND" });
  return {
    resolveTxt: async (name) => zone.txt[name] ?? Promise.reject(notFound(name)),
    resolveMx: async (name) => zone.mx[name] ?? Promise.reject(notFound(name)),
  };
}

async function check(zone: Zone, settings = config) {
  const report = await checkMailDns({
    resolver: fakeResolver(zone),
    mailFrom: settings.mailFrom,
    replyToEmail: settings.replyToEmail,
    dkim: settings.dkim,
    smtpUrl: settings.smtpUrl,
  });
  return { report, output: formatMailDnsReport(report) };
}

test("with every record in place each line is OK and the check passes", async () => {
  const { report, output } = await check(completeZone());
  expect(report.ok).toBe(true);
  expect(output.split("\n")).toEqual([
    "Mail DNS for northwind-talent.example (replies go to northwind-sales.example)",
    "",
    "OK         SPF    northwind-talent.example: v=spf1 a:smtp.relay.example ~all",
    "OK         DKIM   s2026._domainkey.northwind-talent.example: publishes the configured key",
    "OK         DKIM   s2025._domainkey.northwind-talent.example: publishes the configured key",
    "OK         DMARC  _dmarc.northwind-talent.example: v=DMARC1; p=quarantine; rua=mailto:dmarc@northwind-talent.example",
    "OK         MX     northwind-sales.example: 10 mx.mailhost.example",
    "",
    "Everything is in place.",
  ]);
});

test.each([
  [
    "SPF",
    (zone: Zone) => {
      zone.txt["northwind-talent.example"] = [["google-site-verification=abc"]];
    },
    "MISSING    SPF    northwind-talent.example: no v=spf1 TXT record",
    'Add TXT northwind-talent.example "v=spf1 a:smtp.relay.example ~all"',
  ],
  [
    "the new DKIM selector",
    (zone: Zone) => {
      delete zone.txt["s2026._domainkey.northwind-talent.example"];
    },
    "MISSING    DKIM   s2026._domainkey.northwind-talent.example: no DKIM key published",
    `Add TXT s2026._domainkey.northwind-talent.example "v=DKIM1; k=rsa; p=${current.publicKey}"`,
  ],
  [
    "the old DKIM selector",
    (zone: Zone) => {
      delete zone.txt["s2025._domainkey.northwind-talent.example"];
    },
    "MISSING    DKIM   s2025._domainkey.northwind-talent.example: no DKIM key published",
    `Add TXT s2025._domainkey.northwind-talent.example "v=DKIM1; k=rsa; p=${previous.publicKey}"`,
  ],
  [
    "DMARC",
    (zone: Zone) => {
      delete zone.txt["_dmarc.northwind-talent.example"];
    },
    "MISSING    DMARC  _dmarc.northwind-talent.example: no v=DMARC1 TXT record",
    'Add TXT _dmarc.northwind-talent.example "v=DMARC1; p=none"',
  ],
  [
    "the Reply-To domain's MX",
    (zone: Zone) => {
      delete zone.mx["northwind-sales.example"];
    },
    "MISSING    MX     northwind-sales.example: no mail server accepts mail for northwind-sales.example, so replies to sales@northwind-sales.example are lost",
    "Add MX northwind-sales.example 10 <your mail provider's inbound server>",
  ],
])("without %s the check fails, names it and prints the record to add", async (_missing, remove, line, fix) => {
  const zone = completeZone();
  remove(zone);
  const { report, output } = await check(zone);
  expect(report.ok).toBe(false);
  const lines = output.split("\n");
  const at = lines.indexOf(line);
  expect(at, output).toBeGreaterThan(0);
  expect(lines[at + 1]?.trim()).toBe(fix);
  expect(lines.filter((l) => /^(MISSING|WRONG|UNRESOLVED)/.test(l))).toHaveLength(1);
  expect(lines.at(-1)).toBe("1 of 5 to fix.");
});

test("a DKIM record with another key than the configured one is WRONG, with the record to put instead", async () => {
  const zone = completeZone();
  const stranger = rsaKeyPair();
  zone.txt["s2026._domainkey.northwind-talent.example"] = [[`v=DKIM1; k=rsa; p=${stranger.publicKey}`]];
  const { report, output } = await check(zone);
  expect(report.ok).toBe(false);
  expect(output).toContain(
    `WRONG      DKIM   s2026._domainkey.northwind-talent.example: publishes a different key than the configured one (p=${stranger.publicKey.slice(0, 12)}…); signatures would fail`,
  );
  expect(output).toContain(
    `Replace it with TXT s2026._domainkey.northwind-talent.example "v=DKIM1; k=rsa; p=${current.publicKey}"`,
  );
});

test("a revoked DKIM key (empty p=) and two SPF records are WRONG", async () => {
  const zone = completeZone();
  zone.txt["s2025._domainkey.northwind-talent.example"] = [["v=DKIM1; k=rsa; p="]];
  zone.txt["northwind-talent.example"] = [["v=spf1 a:smtp.relay.example ~all"], ["v=spf1 include:other.example -all"]];
  const { report, output } = await check(zone);
  expect(report.ok).toBe(false);
  expect(output).toContain(
    "WRONG      DKIM   s2025._domainkey.northwind-talent.example: the key is revoked (empty p=)",
  );
  expect(output).toContain(
    "WRONG      SPF    northwind-talent.example: 2 v=spf1 records; receivers treat more than one as an error",
  );
});

test("a DNS server that does not answer is reported as such, and fails the check", async () => {
  const zone = completeZone();
  const resolver = fakeResolver(zone);
  const timingOut: MailDnsResolver = {
    ...resolver,
    resolveMx: () => Promise.reject(Object.assign(new Error("timeout"), { code: "ETIMEOUT" })),
  };
  const report = await checkMailDns({
    resolver: timingOut,
    mailFrom: config.mailFrom,
    replyToEmail: config.replyToEmail,
    dkim: config.dkim,
  });
  expect(report.ok).toBe(false);
  expect(formatMailDnsReport(report)).toContain(
    "UNRESOLVED MX     northwind-sales.example: could not be resolved (ETIMEOUT); run the check again",
  );
});

test("without DKIM settings the check says the site sends unsigned mail and how to set it up", async () => {
  const unsigned = loadConfig({
    MAIL_FROM: "no-reply@northwind-talent.example",
    REPLY_TO_EMAIL: "sales@northwind-sales.example",
  });
  const { report, output } = await check(completeZone(), unsigned);
  expect(report.ok).toBe(false);
  expect(output).toContain(
    "MISSING    DKIM   <selector>._domainkey.northwind-talent.example: no DKIM key configured: the site sends unsigned mail",
  );
  expect(output).toContain("Set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY");
  // Without SMTP_URL the relay is unknown, so SPF's suggestion names the placeholder to fill in.
  const zone = completeZone();
  zone.txt["northwind-talent.example"] = [];
  expect((await check(zone, unsigned)).output).toContain(
    `Add TXT northwind-talent.example "v=spf1 include:<your mail provider's SPF domain> ~all"`,
  );
});

test("a From subdomain signed by its parent: DMARC published at the parent counts", async () => {
  const zone = completeZone();
  const subdomainSender = loadConfig({
    MAIL_FROM: "no-reply@mail.northwind-talent.example",
    REPLY_TO_EMAIL: "sales@northwind-sales.example",
    DKIM_DOMAIN: "northwind-talent.example",
    DKIM_SELECTOR: "s2026",
    DKIM_PRIVATE_KEY: current.privateKey,
  });
  zone.txt["mail.northwind-talent.example"] = [["v=spf1 include:relay.example ~all"]];
  const { report, output } = await check(zone, subdomainSender);
  expect(output).toContain("OK         DMARC  _dmarc.northwind-talent.example");
  expect(report.ok).toBe(true);
});
