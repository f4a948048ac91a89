import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * scrypt with one of OWASP's equivalent settings (N=2^15, r=8, p=3: 32 MiB per hash; its time in
 * docs/scaling.md#what-the-codes-choices-cost). The smaller memory setting keeps a burst of sign-ins well inside the server's budget.
 */
export const scryptParameters = { N: 2 ** 15, r: 8, p: 3 } as const;

/**
 * The cost new hashes (and the decoy) are made with. "test" (N=2^10, p=1) is for the test suites
 * only: the configuration refuses it outside NODE_ENV=test (ADMIN_PASSWORD_COST), and a hash
 * carries its parameters, so a cheap hash never verifies as anything but what it is.
 */
export type PasswordCost = "production" | "test";
const parametersOf: Record<PasswordCost, ScryptOptions & { N: number; r: number; p: number }> = {
  production: scryptParameters,
  test: { N: 2 ** 10, r: 8, p: 1 },
};
let cost: PasswordCost = "production";

/** Set from the configuration when the app is made (server/http/app.ts). */
export function usePasswordCost(given: PasswordCost): void {
  cost = given;
}
const keyLength = 32;
const maxmem = 64 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFKC"), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** At most two hashes at once: each takes 32 MiB, and a burst of attempts must not exhaust memory. */
const maxConcurrent = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= maxConcurrent) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const parameters = parametersOf[cost];
  const key = await limited(() => scrypt(password, salt, parameters));
  const { N, r, p } = parameters;
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await limited(() =>
    scrypt(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) }),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const decoys = new Map<PasswordCost, Promise<string>>();

/**
 * A hash of a random password, made once per cost. Unknown accounts are checked against it so that
 * they take as long to refuse as a wrong password.
 */
export function decoyHash(): Promise<string> {
  let decoy = decoys.get(cost);
  if (!decoy) {
    decoy = hashPassword(randomBytes(24).toString("base64"));
    decoys.set(cost, decoy);
  }
  return decoy;
}
