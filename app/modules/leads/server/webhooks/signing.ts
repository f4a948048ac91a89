import { createHmac, randomBytes } from "node:crypto";

const secretPrefix = "whsec_";

/** A new signing secret in the Standard Webhooks form: `whsec_` + base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `${secretPrefix}${randomBytes(32).toString("base64")}`;
}

/** A message id (`webhook-id`): fixed when the delivery is queued, the same on every retry. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString("base64url")}`;
}

/**
 * The Standard Webhooks headers for one attempt: `webhook-signature` is `v1,` + base64 of
 * HMAC-SHA256 over `id.timestamp.body`, keyed with the secret's decoded bytes.
 */
export function signWebhook(
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string,
): Record<string, string> {
  const key = Buffer.from(secret.startsWith(secretPrefix) ? secret.slice(secretPrefix.length) : secret, "base64");
  const signature = createHmac("sha256", key).update(`${id}.${timestampSeconds}.${body}`).digest("base64");
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestampSeconds),
    "webhook-signature": `v1,${signature}`,
  };
}
