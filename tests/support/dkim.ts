import { generateKeyPairSync } from "node:crypto";
import { dkimVerify } from "mailauth/lib/dkim/verify";

/** A fresh RSA key pair: the private key as PKCS#8 PEM (what DKIM_PRIVATE_KEY holds) and the DNS `p=` value. */
export function rsaKeyPair(bits = 2048): { privateKey: string; publicKey: string } {
  const pair = generateKeyPairSync("rsa", { modulusLength: bits });
  return {
    privateKey: pair.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    publicKey: pair.publicKey.export({ type: "spki", format: "der" }).toString("base64"),
  };
}

/** TXT records by name; any other name or type does not exist, as DNS would answer. */
export function fakeTxtResolver(records: Record<string, string>) {
  return async (name: string, type: string): Promise<Array<Array<string>>> => {
    const record = type === "TXT" ? records[name.toLowerCase()] : undefined;
    if (record === undefined) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: "ENOTFOUND" });
    return [[record]];
  };
}

/** What an independent verifier (mailauth) says of each DKIM signature: `selector._domainkey.domain` and the result. */
export async function verifyDkim(
  message: Buffer | string,
  publicKeys: Record<string, string>,
): Promise<Array<{ signer: string; result: string }>> {
  const records = Object.fromEntries(
    Object.entries(publicKeys).map(([name, key]) => [name.toLowerCase(), `v=DKIM1; k=rsa; p=${key}`]),
  );
  const outcome = await dkimVerify(message, { resolver: fakeTxtResolver(records) });
  return outcome.results.map((r) => ({
    signer: `${r.selector ?? ""}._domainkey.${r.signingDomain ?? ""}`,
    result: r.status.result,
  }));
}

/** The message with its Subject header's value replaced, as a tampering relay would. */
export function withSubject(message: Buffer | string, subject: string): string {
  return message.toString().replace(/^Subject: .*(?:\r?\n[ \t].*)*/m, `Subject: ${subject}`);
}
