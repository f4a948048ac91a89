import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const optionalUrl = (protocols: Array<string>) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    });

const isValidTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Every setting the server reads from the environment, with offline defaults. */
const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  MAIL_FROM: z.string().trim().min(3).default("Northwind Talent <no-reply@northwind-talent.example>"),
  SALES_EMAIL: z.email().default("sales@northwind-talent.example"),
  BOOKING_TIME_ZONE: z
    .string()
    .trim()
    .refine(isValidTimeZone, { message: "is not an IANA time zone" })
    .default("Asia/Kolkata"),
  BOOKING_SLOT_CAPACITY: z.coerce.number().int().min(1).max(50).default(1),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(10),
  TRUST_PROXY: booleanFlag,
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  RUN_JOBS: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((v) => v === "true" || v === "1"),
  LOG_SALT: z.string().default("northwind-talent-logs"),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000),
  WEBHOOK_ALLOW_PRIVATE: booleanFlag,
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  salesEmail: string;
  bookingTimeZone: string;
  bookingSlotCapacity: number;
  rateLimitPerMinute: number;
  trustProxy: boolean;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  runJobs: boolean;
  logSalt: string;
  /** How often the outbox worker looks for due emails when nobody wakes it. */
  outboxPollMs: number;
  /** Sending attempts before an email is marked failed. */
  outboxMaxAttempts: number;
  /** First retry delay; it doubles per attempt (with jitter). */
  outboxRetryBaseMs: number;
  /** Let webhook endpoints be on loopback or private addresses (tests, an internal CRM). */
  webhookAllowPrivate: boolean;
  /** How long one webhook delivery may take before it counts as failed. */
  webhookTimeoutMs: number;
};

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops the start with a message naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new ConfigError(`Invalid configuration:\n${problems}\nSee .env.example for every setting and its default.`);
  }
  const c = result.data;
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    publicUrl: c.PUBLIC_URL,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    salesEmail: c.SALES_EMAIL,
    bookingTimeZone: c.BOOKING_TIME_ZONE,
    bookingSlotCapacity: c.BOOKING_SLOT_CAPACITY,
    rateLimitPerMinute: c.RATE_LIMIT_PER_MINUTE,
    trustProxy: c.TRUST_PROXY,
    logLevel: c.LOG_LEVEL,
    runJobs: c.RUN_JOBS,
    logSalt: c.LOG_SALT,
    outboxPollMs: c.OUTBOX_POLL_MS,
    outboxMaxAttempts: c.OUTBOX_MAX_ATTEMPTS,
    outboxRetryBaseMs: c.OUTBOX_RETRY_BASE_MS,
    webhookAllowPrivate: c.WEBHOOK_ALLOW_PRIVATE,
    webhookTimeoutMs: c.WEBHOOK_TIMEOUT_MS,
  };
}
