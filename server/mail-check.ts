import { Resolver } from "node:dns/promises";
import { loadConfig } from "./config";
import { runCommand } from "./run-command";
import { checkMailDns, formatMailDnsReport } from "#app/modules/mail/server";

/**
 * `npm run mail:check`: looks up the sending domain's SPF, DKIM and DMARC records and the MX of
 * the Reply-To domain in public DNS, for the settings the server would start with (the
 * environment or .env), and prints what is missing (docs/email.md, "Checking the DNS before
 * launch"). Exit code 1 while anything is missing or wrong.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const resolver = new Resolver({ timeout: 5000, tries: 2 });
  const report = await checkMailDns({
    resolver,
    mailFrom: config.mailFrom,
    replyToEmail: config.replyToEmail,
    dkim: config.dkim,
    smtpUrl: config.smtpUrl,
  });
  console.log(formatMailDnsReport(report));
  return report.ok ? 0 : 1;
}

runCommand("mail:check", main);
