import { loadConfig, type Config } from "#server/config";

/**
 * The limits per person and company off: a test file books many slots with a few addresses and
 * sends many confirmations to one domain (example.com); the limits' own tests set them.
 */
export const noPerPersonLimits = {
  BOOKING_LIMIT_PER_EMAIL: "0",
  BOOKING_LIMIT_PER_DOMAIN: "0",
  BOOKING_LIMIT_PER_CLIENT: "0",
  UNVERIFIED_MAIL_PER_DOMAIN: "0",
};

/** The configuration tests run with: the offline defaults, quiet logs, overrides on top. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    RUN_JOBS: "false",
    TRUST_PROXY: "true",
    DATA_DIR: "./data/test",
    ADMIN_PASSWORD_COST: "test",
    ...noPerPersonLimits,
    ...overrides,
  });
}
