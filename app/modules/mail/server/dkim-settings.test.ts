import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { generateKeyPairSync } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { ConfigError, loadConfig } from "#server/config";
import { rsaKeyPair } from "#tests/support/dkim";

const folder = mkdtempSync(path.join(tmpdir(), "dkim-keys-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const first = rsaKeyPair();
const second = rsaKeyPair();
const keyFile = (name: string, text: string) => {
  const file = path.join(folder, name);
  writeFileSync(file, text);
  return file;
};
const base = {
  MAIL_FROM: "Northwind Talent <no-reply@northwind-talent.example>",
  DKIM_DOMAIN: "northwind-talent.example",
  DKIM_SELECTOR: "s2026",
};

/** The start's message for these settings (loadConfig is what every entry point calls first). */
function startFailure(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("the start did not fail");
}

test("a key in DKIM_PRIVATE_KEY signs under DKIM_DOMAIN with DKIM_SELECTOR; a .env line may write its line breaks as \\n", () => {
  const oneLine = first.privateKey.trim().replace(/\n/g, "\\n");
  expect(loadConfig({ ...base, DKIM_PRIVATE_KEY: oneLine }).dkim).toEqual({
    domain: "northwind-talent.example",
    keys: [{ selector: "s2026", privateKey: `${first.privateKey.trim()}\n` }],
  });
});

test("rotation: two selectors take two keys in the same order, from the variable or from one file each", () => {
  const rotated = { ...base, DKIM_SELECTOR: "s2026, s2025" };
  const fromText = loadConfig({ ...rotated, DKIM_PRIVATE_KEY: first.privateKey + second.privateKey }).dkim;
  const fromFiles = loadConfig({
    ...rotated,
    DKIM_PRIVATE_KEY_FILE: `${keyFile("s2026.pem", first.privateKey)},${keyFile("s2025.pem", second.privateKey)}`,
  }).dkim;
  expect(fromText?.keys.map((k) => [k.selector, k.privateKey.trim()])).toEqual([
    ["s2026", first.privateKey.trim()],
    ["s2025", second.privateKey.trim()],
  ]);
  expect(fromFiles).toEqual(fromText);
});

test("a subdomain sender may be signed by its parent domain (relaxed alignment)", () => {
  const env = { ...base, MAIL_FROM: "no-reply@mail.northwind-talent.example", DKIM_PRIVATE_KEY: first.privateKey };
  expect(loadConfig(env).dkim?.domain).toBe("northwind-talent.example");
});

test("no DKIM settings: no signing, nothing refused", () => {
  expect(loadConfig({}).dkim).toBeNull();
  expect(loadConfig({ DKIM_DOMAIN: "", DKIM_SELECTOR: "", DKIM_PRIVATE_KEY: "" }).dkim).toBeNull();
});

const ecKey = generateKeyPairSync("ec", { namedCurve: "P-256" })
  .privateKey.export({ type: "pkcs8", format: "pem" })
  .toString();
const smallKey = rsaKeyPair(512).privateKey;
const publicKeyPem = generateKeyPairSync("rsa", { modulusLength: 1024 })
  .publicKey.export({ type: "spki", format: "pem" })
  .toString();

test.each([
  ["text that is not PEM", { DKIM_PRIVATE_KEY: "not a key" }, /DKIM_PRIVATE_KEY: holds no PEM private key/],
  [
    "a PEM block that does not parse",
    { DKIM_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----" },
    /DKIM_PRIVATE_KEY: is not a PEM private key/,
  ],
  ["a public key", { DKIM_PRIVATE_KEY: publicKeyPem }, /DKIM_PRIVATE_KEY: is not a PEM private key/],
  [
    "an EC key",
    { DKIM_PRIVATE_KEY: ecKey },
    /DKIM_PRIVATE_KEY: is a key of type ec; DKIM signing needs an RSA private key/,
  ],
  ["a 512-bit key", { DKIM_PRIVATE_KEY: smallKey }, /DKIM_PRIVATE_KEY: is a 512-bit RSA key/],
  [
    "a missing key file",
    { DKIM_PRIVATE_KEY_FILE: "/nonexistent/dkim.pem" },
    /DKIM_PRIVATE_KEY_FILE: cannot read \/nonexistent\/dkim.pem \(ENOENT\)/,
  ],
  ["a folder as key file", { DKIM_PRIVATE_KEY_FILE: "/" }, /DKIM_PRIVATE_KEY_FILE: cannot read \/ \(EISDIR\)/],
  [
    "a key file that holds no key",
    { DKIM_PRIVATE_KEY_FILE: keyFile("empty.pem", "") },
    /DKIM_PRIVATE_KEY_FILE: holds no PEM private key/,
  ],
  [
    "a From domain the signing domain is not aligned with",
    { DKIM_DOMAIN: "other.example", DKIM_PRIVATE_KEY: first.privateKey },
    /DKIM_DOMAIN: other.example is neither the domain of MAIL_FROM \(northwind-talent.example\) nor a parent of it/,
  ],
  [
    "a child of the From domain",
    { DKIM_DOMAIN: "mail.northwind-talent.example", DKIM_PRIVATE_KEY: first.privateKey },
    /DKIM_DOMAIN: mail.northwind-talent.example is neither the domain of MAIL_FROM/,
  ],
  [
    "one key for two selectors",
    { DKIM_SELECTOR: "s2026,s2025", DKIM_PRIVATE_KEY: first.privateKey },
    /DKIM_PRIVATE_KEY: holds 1 key\(s\) for 2 selector\(s\) \(s2026, s2025\)/,
  ],
  [
    "a bad second key in a rotation",
    { DKIM_SELECTOR: "s2026,s2025", DKIM_PRIVATE_KEY: first.privateKey + ecKey },
    /DKIM_PRIVATE_KEY: the key of selector s2025 is a key of type ec/,
  ],
  [
    "a selector with a space",
    { DKIM_SELECTOR: "s 2026", DKIM_PRIVATE_KEY: first.privateKey },
    /DKIM_SELECTOR: must be/,
  ],
  [
    "a key without a selector",
    { DKIM_SELECTOR: "", DKIM_PRIVATE_KEY: first.privateKey },
    /DKIM_SELECTOR: set DKIM_DOMAIN/,
  ],
  ["a selector without a key", {}, /DKIM_PRIVATE_KEY: set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY/],
  [
    "both a key and a key file",
    { DKIM_PRIVATE_KEY: first.privateKey, DKIM_PRIVATE_KEY_FILE: keyFile("both.pem", first.privateKey) },
    /DKIM_PRIVATE_KEY and DKIM_PRIVATE_KEY_FILE: set one of them, not both/,
  ],
])("%s stops the start, naming the setting", (_case, settings, message) => {
  const text = startFailure({ ...base, ...settings });
  expect(text).toMatch(message);
  expect(text).not.toContain("PRIVATE KEY-----\nMII");
});

test("the worker refuses to start with a misaligned DKIM_DOMAIN: exit code 1 and the setting named", () => {
  const result = spawnSync(process.execPath, ["--import", "tsx", "server/worker.ts"], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: folder,
      ...base,
      DKIM_DOMAIN: "other.example",
      DKIM_PRIVATE_KEY: first.privateKey,
    },
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(
    /Invalid configuration:\n {2}DKIM_DOMAIN: other.example is neither the domain of MAIL_FROM/,
  );
});
