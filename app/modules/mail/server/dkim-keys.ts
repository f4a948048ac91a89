import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";

/** One DKIM signing key: its selector (the `<selector>._domainkey.<domain>` DNS name) and PEM text. */
export type DkimKey = { selector: string; privateKey: string };

/** Signing with every key, all under one domain (docs/email.md, "DKIM signing"). */
export type DkimSettings = { domain: string; keys: Array<DkimKey> };

const pemBlock = /-----BEGIN ([A-Z0-9 ]+)-----[\s\S]*?-----END \1-----/g;

/**
 * The PEM blocks in a setting's text, in order. A literal `\n` counts as a line break, for
 * environments where a value is one line.
 */
export function pemBlocks(text: string): Array<string> {
  return [...text.replace(/\\n/g, "\n").matchAll(pemBlock)].map((match) => `${match[0]}\n`);
}

function parsePrivateKey(pem: string): KeyObject | null {
  try {
    return createPrivateKey(pem);
  } catch {
    return null;
  }
}

/** Why a PEM block cannot sign DKIM here, or null when it can (an RSA private key of 1024 bits or more). */
export function privateKeyProblem(pem: string): string | null {
  const key = parsePrivateKey(pem);
  if (!key) return "is not a PEM private key that can be read";
  if (key.asymmetricKeyType !== "rsa") {
    return `is a key of type ${key.asymmetricKeyType ?? "unknown"}; DKIM signing needs an RSA private key (openssl genrsa 2048)`;
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < 1024) return `is a ${bits}-bit RSA key; receivers refuse keys under 1024 bits (use 2048)`;
  return null;
}

/** The `p=` value of the key's DNS record: the public key, DER (SubjectPublicKeyInfo) in base64. */
export function dkimPublicKey(privateKeyPem: string): string {
  return createPublicKey(privateKeyPem).export({ type: "spki", format: "der" }).toString("base64");
}

/** The TXT record receivers look up at `<selector>._domainkey.<domain>` for this key. */
export function dkimRecord(privateKeyPem: string): string {
  return `v=DKIM1; k=rsa; p=${dkimPublicKey(privateKeyPem)}`;
}

/** The domain of an address such as `Name <user@example.com>` or `user@example.com`, lower case. */
export function addressDomain(address: string): string | null {
  const bare = /<([^<>]*)>\s*$/.exec(address)?.[1] ?? address;
  const at = bare.lastIndexOf("@");
  const domain =
    at < 0
      ? ""
      : bare
          .slice(at + 1)
          .trim()
          .toLowerCase();
  return domain === "" ? null : domain;
}

/** DMARC's relaxed alignment: the signing domain is the From domain or a parent of it. */
export function isAlignedWith(signingDomain: string, fromDomain: string): boolean {
  const signer = signingDomain.toLowerCase();
  return fromDomain === signer || fromDomain.endsWith(`.${signer}`);
}
