import { readFileSync } from "node:fs";
import path from "node:path";
import { addressDomain, isAlignedWith, pemBlocks, privateKeyProblem, type DkimSettings } from "./dkim-keys";

/** The DKIM settings as written in the environment (empty ones already undefined). */
export type DkimEnvironment = {
  DKIM_DOMAIN?: string;
  DKIM_SELECTOR?: string;
  DKIM_PRIVATE_KEY?: string;
  DKIM_PRIVATE_KEY_FILE?: string;
  MAIL_FROM: string;
};

/** A setting that stops the start, and why. */
export type SettingProblem = { setting: string; message: string };

export type DkimReading = { dkim: DkimSettings | null; problems: Array<SettingProblem> };

const selectorPattern = /^[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?)*$/i;
const domainPattern = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9-]*[a-z]$/i;

const list = (value: string) =>
  value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

const failed = (setting: string, message: string): DkimReading => ({ dkim: null, problems: [{ setting, message }] });

/** The PEM text of the keys and the setting it came from, or the file that could not be read. */
function keyText(env: DkimEnvironment): { setting: string; text: string } | SettingProblem {
  if (env.DKIM_PRIVATE_KEY) return { setting: "DKIM_PRIVATE_KEY", text: env.DKIM_PRIVATE_KEY };
  const texts: Array<string> = [];
  for (const file of list(env.DKIM_PRIVATE_KEY_FILE ?? "")) {
    try {
      texts.push(readFileSync(path.resolve(file), "utf8"));
    } catch (error) {
      const code = (error as { code?: string }).code ?? (error as Error).message;
      return { setting: "DKIM_PRIVATE_KEY_FILE", message: `cannot read ${file} (${code})` };
    }
  }
  return { setting: "DKIM_PRIVATE_KEY_FILE", text: texts.join("\n") };
}

/**
 * Reads the DKIM settings (docs/email.md, "DKIM signing"): none set means no signing; any set
 * means all must be right, or the start stops naming the setting. Selectors are comma-separated;
 * the keys are the PEM blocks of DKIM_PRIVATE_KEY, or of the comma-separated DKIM_PRIVATE_KEY_FILE
 * paths, in the selectors' order.
 */
export function readDkimSettings(env: DkimEnvironment): DkimReading {
  const { DKIM_DOMAIN: domain, DKIM_SELECTOR: selectorList, DKIM_PRIVATE_KEY: key, DKIM_PRIVATE_KEY_FILE: file } = env;
  if (!domain && !selectorList && !key && !file) return { dkim: null, problems: [] };
  const together =
    "set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE) together to sign mail, or none of them";
  if (!domain) return failed("DKIM_DOMAIN", together);
  if (!selectorList) return failed("DKIM_SELECTOR", together);
  if (!key && !file) return failed("DKIM_PRIVATE_KEY", together);
  if (key && file) return failed("DKIM_PRIVATE_KEY and DKIM_PRIVATE_KEY_FILE", "set one of them, not both");
  if (!domainPattern.test(domain)) return failed("DKIM_DOMAIN", `${domain} is not a domain name`);
  const fromDomain = addressDomain(env.MAIL_FROM);
  if (!fromDomain) return failed("MAIL_FROM", "has no address with a domain, so DKIM_DOMAIN cannot be aligned with it");
  if (!isAlignedWith(domain, fromDomain)) {
    return failed(
      "DKIM_DOMAIN",
      `${domain} is neither the domain of MAIL_FROM (${fromDomain}) nor a parent of it, so receivers would not count the signature for the From address (DMARC alignment)`,
    );
  }
  const selectors = list(selectorList);
  const badSelector = selectors.find((selector) => !selectorPattern.test(selector));
  if (selectors.length === 0 || badSelector !== undefined) {
    return failed("DKIM_SELECTOR", "must be a selector such as s2026, or several separated by commas (s2026,s2025)");
  }
  if (new Set(selectors.map((s) => s.toLowerCase())).size !== selectors.length) {
    return failed("DKIM_SELECTOR", "names a selector twice");
  }
  const source = keyText(env);
  if ("message" in source) return { dkim: null, problems: [source] };
  const blocks = pemBlocks(source.text);
  if (blocks.length === 0) return failed(source.setting, "holds no PEM private key (-----BEGIN PRIVATE KEY----- …)");
  if (blocks.length !== selectors.length) {
    return failed(
      source.setting,
      `holds ${blocks.length} key(s) for ${selectors.length} selector(s) (${selectors.join(", ")}); give one key per selector, in the same order`,
    );
  }
  const keys: DkimSettings["keys"] = [];
  const problems: Array<SettingProblem> = [];
  blocks.forEach((privateKey, index) => {
    const selector = selectors[index] ?? "";
    const problem = privateKeyProblem(privateKey);
    if (!problem) keys.push({ selector, privateKey });
    else if (blocks.length === 1) problems.push({ setting: source.setting, message: problem });
    else problems.push({ setting: source.setting, message: `the key of selector ${selector} ${problem}` });
  });
  return problems.length > 0 ? { dkim: null, problems } : { dkim: { domain: domain.toLowerCase(), keys }, problems };
}
