import { addressDomain, dkimPublicKey, dkimRecord, type DkimSettings } from "./dkim-keys";

/** The DNS lookups the check makes; node:dns/promises has this shape. */
export type MailDnsResolver = {
  resolveTxt: (name: string) => Promise<Array<Array<string>>>;
  resolveMx: (name: string) => Promise<Array<{ exchange: string; priority: number }>>;
};

export type MailDnsRecordCheck = {
  record: "SPF" | "DKIM" | "DMARC" | "MX";
  /** The DNS name looked up. */
  name: string;
  /** ok; missing (no such record); wrong (a record that will not do); unresolved (DNS did not answer). */
  status: "ok" | "missing" | "wrong" | "unresolved";
  /** What is there, or what is wrong. */
  detail: string;
  /** The record to add or change, exactly as it goes into the zone, when one is missing or wrong. */
  fix?: string;
};

export type MailDnsReport = {
  sendingDomain: string;
  replyToDomain: string;
  checks: Array<MailDnsRecordCheck>;
  ok: boolean;
};

export type MailDnsCheckOptions = {
  resolver: MailDnsResolver;
  /** MAIL_FROM: its domain is the one SPF, DMARC and (aligned) DKIM are checked for. */
  mailFrom: string;
  /** REPLY_TO_EMAIL (SALES_EMAIL unless set): replies to every email go there, so its domain needs MX. */
  replyToEmail: string;
  dkim: DkimSettings | null;
  /** SMTP_URL, when set: its host is named in the SPF record suggested. */
  smtpUrl?: string;
};

/** Answers meaning "no such record" rather than "could not ask". */
const absent = new Set(["ENOTFOUND", "ENODATA", "NXDOMAIN", "ENONAME"]);

type Lookup<T> = { found: T } | { missing: true } | { failed: string };

async function lookup<T>(query: () => Promise<T>): Promise<Lookup<T>> {
  try {
    return { found: await query() };
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    return absent.has(code) ? { missing: true } : { failed: code || (error as Error).message };
  }
}

/** TXT records as strings (a long record comes back in 255-byte pieces), those starting with `prefix`. */
async function txtStarting(resolver: MailDnsResolver, name: string, prefix: RegExp): Promise<Lookup<Array<string>>> {
  const answer = await lookup(() => resolver.resolveTxt(name));
  if (!("found" in answer)) return answer;
  return { found: answer.found.map((pieces) => pieces.join("")).filter((text) => prefix.test(text.trim())) };
}

const quoted = (text: string) => `"${text}"`;

function couldNotResolve(record: MailDnsRecordCheck["record"], name: string, code: string): MailDnsRecordCheck {
  return { record, name, status: "unresolved", detail: `could not be resolved (${code}); run the check again` };
}

async function checkSpf(resolver: MailDnsResolver, domain: string, smtpUrl?: string): Promise<MailDnsRecordCheck> {
  const answer = await txtStarting(resolver, domain, /^v=spf1(\s|$)/i);
  if ("failed" in answer) return couldNotResolve("SPF", domain, answer.failed);
  const records = "found" in answer ? answer.found : [];
  const relayHost = smtpUrl && URL.canParse(smtpUrl) ? new URL(smtpUrl).hostname : null;
  const mechanism = relayHost ? `a:${relayHost}` : "include:<your mail provider's SPF domain>";
  if (records.length > 1) {
    return {
      record: "SPF",
      name: domain,
      status: "wrong",
      detail: `${records.length} v=spf1 records; receivers treat more than one as an error`,
      fix: `Merge them into one TXT ${domain} record`,
    };
  }
  const [record] = records;
  if (!record) {
    return {
      record: "SPF",
      name: domain,
      status: "missing",
      detail: "no v=spf1 TXT record",
      fix: `Add TXT ${domain} ${quoted(`v=spf1 ${mechanism} ~all`)}`,
    };
  }
  return { record: "SPF", name: domain, status: "ok", detail: record };
}

/** A DKIM record's tags (`v=DKIM1; k=rsa; p=...`), whitespace inside values removed. */
function dkimTags(record: string): Map<string, string> {
  return new Map(
    record.split(";").flatMap((part) => {
      const at = part.indexOf("=");
      return at < 0 ? [] : [[part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).replace(/\s+/g, "")] as const];
    }),
  );
}

async function checkDkimSelector(
  resolver: MailDnsResolver,
  domain: string,
  selector: string,
  privateKey: string,
): Promise<MailDnsRecordCheck> {
  const name = `${selector}._domainkey.${domain}`;
  const fix = `Add TXT ${name} ${quoted(dkimRecord(privateKey))}`;
  const answer = await lookup(() => resolver.resolveTxt(name));
  if ("failed" in answer) return couldNotResolve("DKIM", name, answer.failed);
  const records = "found" in answer ? answer.found.map((pieces) => pieces.join("")) : [];
  const published = records.map(dkimTags).find((tags) => tags.has("p"));
  if (!published) return { record: "DKIM", name, status: "missing", detail: "no DKIM key published", fix };
  const key = published.get("p") ?? "";
  if (key === "") {
    return {
      record: "DKIM",
      name,
      status: "wrong",
      detail: "the key is revoked (empty p=)",
      fix: fix.replace(/^Add/, "Replace it with"),
    };
  }
  if (key !== dkimPublicKey(privateKey)) {
    return {
      record: "DKIM",
      name,
      status: "wrong",
      detail: `publishes a different key than the configured one (p=${key.slice(0, 12)}…); signatures would fail`,
      fix: fix.replace(/^Add/, "Replace it with"),
    };
  }
  return { record: "DKIM", name, status: "ok", detail: "publishes the configured key" };
}

async function checkDkim(
  resolver: MailDnsResolver,
  dkim: DkimSettings | null,
  sendingDomain: string,
): Promise<Array<MailDnsRecordCheck>> {
  if (!dkim) {
    return [
      {
        record: "DKIM",
        name: `<selector>._domainkey.${sendingDomain}`,
        status: "missing",
        detail: "no DKIM key configured: the site sends unsigned mail",
        fix: 'Set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (docs/email.md, "DKIM signing") and run the check again',
      },
    ];
  }
  return Promise.all(dkim.keys.map((key) => checkDkimSelector(resolver, dkim.domain, key.selector, key.privateKey)));
}

/**
 * DMARC at the From domain; a receiver without one there looks at the organisational domain, so a
 * record at the DKIM domain (a parent of the From domain) counts too.
 */
async function checkDmarc(
  resolver: MailDnsResolver,
  sendingDomain: string,
  parentDomain: string | null,
): Promise<MailDnsRecordCheck> {
  for (const domain of [sendingDomain, ...(parentDomain && parentDomain !== sendingDomain ? [parentDomain] : [])]) {
    const name = `_dmarc.${domain}`;
    const answer = await txtStarting(resolver, name, /^v=DMARC1(\s|;|$)/i);
    if ("failed" in answer) return couldNotResolve("DMARC", name, answer.failed);
    const record = "found" in answer ? answer.found[0] : undefined;
    if (record) return { record: "DMARC", name, status: "ok", detail: record };
  }
  const name = `_dmarc.${parentDomain ?? sendingDomain}`;
  return {
    record: "DMARC",
    name,
    status: "missing",
    detail: "no v=DMARC1 TXT record",
    fix: `Add TXT ${name} ${quoted("v=DMARC1; p=none")}`,
  };
}

async function checkReplyMx(
  resolver: MailDnsResolver,
  replyToEmail: string,
  domain: string,
): Promise<MailDnsRecordCheck> {
  const answer = await lookup(() => resolver.resolveMx(domain));
  if ("failed" in answer) return couldNotResolve("MX", domain, answer.failed);
  const exchanges = ("found" in answer ? answer.found : [])
    .filter((mx) => mx.exchange !== "" && mx.exchange !== ".")
    .sort((a, b) => a.priority - b.priority);
  if (exchanges.length === 0) {
    return {
      record: "MX",
      name: domain,
      status: "missing",
      detail: `no mail server accepts mail for ${domain}, so replies to ${replyToEmail} are lost`,
      fix: `Add MX ${domain} 10 <your mail provider's inbound server>`,
    };
  }
  return {
    record: "MX",
    name: domain,
    status: "ok",
    detail: exchanges.map((mx) => `${mx.priority} ${mx.exchange}`).join(", "),
  };
}

/**
 * Looks up the DNS records that decide whether the site's mail is accepted: SPF and DMARC of the
 * From domain, each configured DKIM selector's key (compared with the configured private key) and
 * the MX of the Reply-To domain (docs/email.md, "Checking the DNS before launch").
 */
export async function checkMailDns(options: MailDnsCheckOptions): Promise<MailDnsReport> {
  const { resolver } = options;
  const sendingDomain = addressDomain(options.mailFrom) ?? "";
  const replyToDomain = addressDomain(options.replyToEmail) ?? "";
  const checks = [
    await checkSpf(resolver, sendingDomain, options.smtpUrl),
    ...(await checkDkim(resolver, options.dkim, sendingDomain)),
    await checkDmarc(resolver, sendingDomain, options.dkim?.domain ?? null),
    await checkReplyMx(resolver, options.replyToEmail, replyToDomain),
  ];
  return { sendingDomain, replyToDomain, checks, ok: checks.every((check) => check.status === "ok") };
}

/** The report as the operator reads it: one line per record, and under a missing one the record to add. */
export function formatMailDnsReport(report: MailDnsReport): string {
  const lines = [`Mail DNS for ${report.sendingDomain} (replies go to ${report.replyToDomain})`, ""];
  for (const check of report.checks) {
    lines.push(`${check.status.toUpperCase().padEnd(10)} ${check.record.padEnd(5)}  ${check.name}: ${check.detail}`);
    if (check.fix) lines.push(`${" ".repeat(17)}${check.fix}`);
  }
  const failing = report.checks.filter((check) => check.status !== "ok").length;
  lines.push("", failing === 0 ? "Everything is in place." : `${failing} of ${report.checks.length} to fix.`);
  return lines.join("\n");
}
