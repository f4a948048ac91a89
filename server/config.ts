import path from "node:path";
import { z } from "zod";
import { defaultBookingTimeZone, defaultMinNoticeHours } from "#app/lib/booking-slots";
import { isTimeZone } from "#app/schemas/fields";
import { defaultUnverifiedMailPerDomain, readDkimSettings } from "#app/modules/mail/server";

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

/** Comma- or whitespace-separated http(s) addresses (CONTENT_FEEDS). */
const feedList = z
  .string()
  .optional()
  .transform((v) => (v ?? "").split(/[\s,]+/).filter((entry) => entry !== ""))
  .refine((urls) => urls.length <= 50, { message: "lists more than 50 feeds" })
  .refine((urls) => urls.every((url) => /^https?:\/\/[^\s/]+/i.test(url) && URL.canParse(url)), {
    message: "must be http:// or https:// addresses separated by commas or spaces",
  });

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));
/**
 * Signs the newsletter's links (and any later single-purpose token). Fine on a developer's machine;
 * refused in production unless the site only answers on this machine (see loadConfig).
 */
export const developmentAppSecret = "development-only-app-secret-do-not-use-in-production";

/** Every setting the server reads from the environment, with offline defaults. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  MAIL_FROM: z.string().trim().min(3).default("Northwind Talent <no-reply@northwind-talent.example>"),
  SALES_EMAIL: z.email().default("sales@northwind-talent.example"),
  REPLY_TO_EMAIL: z.email().optional(),
  DKIM_DOMAIN: optionalText,
  DKIM_SELECTOR: optionalText,
  DKIM_PRIVATE_KEY: optionalText,
  DKIM_PRIVATE_KEY_FILE: optionalText,
  BOOKING_MEETING_URL: z.url({ protocol: /^https?$/ }).optional(),
  BOOKING_MEETING_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()./-]{5,40}$/, { message: "is not a phone number" })
    .optional(),
  BOOKING_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, { message: "is not an IANA time zone" })
    .default(defaultBookingTimeZone),
  BOOKING_SLOT_CAPACITY: z.coerce.number().int().min(1).max(50).default(1),
  BOOKING_MIN_NOTICE_HOURS: z.coerce.number().min(0).max(672).default(defaultMinNoticeHours),
  BOOKING_BUFFER_MINUTES: z.coerce.number().int().min(0).max(480).default(0),
  BOOKING_LIMIT_PER_EMAIL: z.coerce.number().int().min(0).max(1000).default(2),
  BOOKING_LIMIT_PER_DOMAIN: z.coerce.number().int().min(0).max(1000).default(5),
  BOOKING_LIMIT_PER_CLIENT: z.coerce.number().int().min(0).max(1000).default(5),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(10),
  UNVERIFIED_MAIL_PER_DOMAIN: z.coerce.number().int().min(0).max(1_000_000).default(defaultUnverifiedMailPerDomain),
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
  DIGEST_CHECK_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  CONTENT_FEEDS: feedList,
  CONTENT_FEED_REFRESH_MINUTES: z.coerce.number().int().min(5).max(10_080).default(180),
  CONTENT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  LLM_BASE_URL: optionalUrl(["http", "https"]),
  LLM_API_KEY: optionalText,
  LLM_MODEL: z.string().trim().min(1).default("gpt-4o-mini"),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  LLM_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  APP_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : developmentAppSecret))
    .refine((v) => v.length >= 32, { message: "must be at least 32 characters (e.g. openssl rand -base64 48)" }),
  NEWSLETTER_UNSUBSCRIBE_EMAIL: z.email().default("unsubscribe@northwind-talent.example"),
  WEBHOOK_ALLOW_PRIVATE: booleanFlag,
  /** The mail provider's shared secret for POST /api/mail-events (docs/email.md#provider-events). */
  MAIL_EVENTS_SECRET: z.string().trim().min(16, { message: "must be at least 16 characters" }).optional(),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** The test suites' cheap staff password hashes; refused unless NODE_ENV=test (see configSchema). */
  ADMIN_PASSWORD_COST: z.enum(["production", "test"]).default("production"),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(400),
  ANALYTICS_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
  ANALYTICS_REPORT_TO: z
    .string()
    .trim()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email())),
});

function isLocalAddress(publicUrl: string | undefined): boolean {
  if (publicUrl === undefined) return true;
  const host = new URL(publicUrl).hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || host.startsWith("127.");
}

/** The settings as the server uses them; cross-setting rules first, then the names the code reads. */
const configSchema = environmentSchema
  .superRefine((c, context) => {
    if (Boolean(c.LLM_BASE_URL) !== Boolean(c.LLM_API_KEY)) {
      context.addIssue({
        code: "custom",
        path: ["LLM_BASE_URL and LLM_API_KEY"],
        message: "set both to use an AI service, or neither.",
      });
    }
    // A production site reachable from elsewhere must not sign links with a secret everyone can read.
    if (c.APP_SECRET === developmentAppSecret && c.NODE_ENV === "production" && !isLocalAddress(c.PUBLIC_URL)) {
      context.addIssue({
        code: "custom",
        path: ["APP_SECRET"],
        message:
          "set a random secret of at least 32 characters (e.g. openssl rand -base64 48); the development default is refused in production.",
      });
    }
    // Staff passwords are never hashed cheaply outside the test suites.
    if (c.ADMIN_PASSWORD_COST === "test" && c.NODE_ENV !== "test") {
      context.addIssue({
        code: "custom",
        path: ["ADMIN_PASSWORD_COST"],
        message: 'remove it: "test" is only for the test suites (NODE_ENV=test).',
      });
    }
  })
  // The DKIM keys are read (and their files opened) once; a bad one stops the start naming its setting.
  .transform((c, context) => {
    const { dkim, problems } = readDkimSettings(c);
    for (const problem of problems)
      context.addIssue({ code: "custom", path: [problem.setting], message: problem.message });
    return { ...c, dkim };
  })
  .transform((c) => ({
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    publicUrl: c.PUBLIC_URL,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    /** Keys every email is signed with (docs/email.md, "DKIM signing"), or null to leave signing to the relay. */
    dkim: c.dkim,
    salesEmail: c.SALES_EMAIL,
    /** Where a visitor's reply to any of our emails goes: a staffed address (SALES_EMAIL unless set). */
    replyToEmail: c.REPLY_TO_EMAIL ?? c.SALES_EMAIL,
    /** How a booked consultation is joined: its calendar LOCATION and the emails' joining details. */
    bookingMeeting: { url: c.BOOKING_MEETING_URL ?? null, phone: c.BOOKING_MEETING_PHONE ?? null },
    bookingTimeZone: c.BOOKING_TIME_ZONE,
    bookingSlotCapacity: c.BOOKING_SLOT_CAPACITY,
    bookingMinNoticeHours: c.BOOKING_MIN_NOTICE_HOURS,
    bookingBufferMinutes: c.BOOKING_BUFFER_MINUTES,
    /** Upcoming bookings one mailbox, one company's domain and one client network may hold (0: no limit). */
    bookingLimits: {
      perEmail: c.BOOKING_LIMIT_PER_EMAIL,
      perDomain: c.BOOKING_LIMIT_PER_DOMAIN,
      perClient: c.BOOKING_LIMIT_PER_CLIENT,
    },
    rateLimitPerMinute: c.RATE_LIMIT_PER_MINUTE,
    /** Emails a day to unverified addresses at one company's domain (0: no cap; docs/email.md). */
    unverifiedCaps: { perDomain: c.UNVERIFIED_MAIL_PER_DOMAIN },
    trustProxy: c.TRUST_PROXY,
    logLevel: c.LOG_LEVEL,
    runJobs: c.RUN_JOBS,
    logSalt: c.LOG_SALT,
    /** How often the outbox worker looks for due emails when nobody wakes it. */
    outboxPollMs: c.OUTBOX_POLL_MS,
    /** Sending attempts before an email is marked failed. */
    outboxMaxAttempts: c.OUTBOX_MAX_ATTEMPTS,
    /** First retry delay; it doubles per attempt (with jitter). */
    outboxRetryBaseMs: c.OUTBOX_RETRY_BASE_MS,
    /** How often the jobs see whether the owners' morning digests are due (they go out once, at 09:00). */
    digestCheckMs: c.DIGEST_CHECK_MS,
    /** RSS, Atom or JSON feeds of articles for 'Discover Content from Around the Web'. */
    contentFeeds: c.CONTENT_FEEDS,
    contentFeedRefreshMinutes: c.CONTENT_FEED_REFRESH_MINUTES,
    /** Requests per client IP per minute on the four content calls together. */
    contentRateLimitPerMinute: c.CONTENT_RATE_LIMIT_PER_MINUTE,
    /** An OpenAI-compatible chat completions service, or null to use the local methods only. */
    llm:
      c.LLM_BASE_URL && c.LLM_API_KEY
        ? {
            /** Ends before /chat/completions, e.g. https://api.openai.com/v1 */
            baseUrl: c.LLM_BASE_URL.replace(/\/+$/, ""),
            apiKey: c.LLM_API_KEY,
            model: c.LLM_MODEL,
            timeoutMs: c.LLM_TIMEOUT_MS,
            maxConcurrency: c.LLM_MAX_CONCURRENCY,
          }
        : null,
    /** Key material for signed links (newsletter confirmation and unsubscribe). */
    appSecret: c.APP_SECRET,
    /** True while APP_SECRET is the development default (only allowed when the site is local). */
    appSecretIsDefault: c.APP_SECRET === developmentAppSecret,
    /** The mailto: of every newsletter email's List-Unsubscribe header. */
    newsletterUnsubscribeEmail: c.NEWSLETTER_UNSUBSCRIBE_EMAIL,
    /** Let webhook endpoints be on loopback or private addresses (tests, an internal CRM). */
    webhookAllowPrivate: c.WEBHOOK_ALLOW_PRIVATE,
    /** Authenticates the mail provider's events; the endpoint answers 404 without it. */
    mailEventsSecret: c.MAIL_EVENTS_SECRET ?? null,
    /** Days raw analytics events are kept (their daily figures stay). */
    analyticsRetentionDays: c.ANALYTICS_RETENTION_DAYS,
    /** Analytics events accepted per client address per minute (leads have limits of their own). */
    analyticsEventsPerMinute: c.ANALYTICS_EVENTS_PER_MINUTE,
    /** Who gets the weekly analytics email (none when empty). */
    analyticsReportTo: c.ANALYTICS_REPORT_TO,
    /** How long one webhook delivery may take before it counts as failed. */
    webhookTimeoutMs: c.WEBHOOK_TIMEOUT_MS,
    /** How costly new staff password hashes are: "production" except in the test suites. */
    adminPasswordCost: c.ADMIN_PASSWORD_COST,
  }));

export type Config = z.output<typeof configSchema>;
export type LlmConfig = NonNullable<Config["llm"]>;

export class ConfigError extends Error {}

/** The public address links point to: PUBLIC_URL, else this machine's port. */
export function publicUrlOf(config: Config): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, "");
}

/** Parses the environment once; a bad value stops the start with a message naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new ConfigError(`Invalid configuration:\n${problems}\nSee .env.example for every setting and its default.`);
  }
  return result.data;
}
