import { expect, test } from "vitest";
import { ConfigError, loadConfig } from "./config";

test("the defaults work offline: PGlite in ./data, port 3000, Asia/Kolkata, 10 requests a minute", () => {
  const config = loadConfig({});
  expect(config.port).toBe(3000);
  expect(config.dataDir).toMatch(/\/data$/);
  expect(config.databaseUrl).toBeUndefined();
  expect(config.smtpUrl).toBeUndefined();
  expect(config.bookingTimeZone).toBe("Asia/Kolkata");
  expect(config.bookingSlotCapacity).toBe(1);
  expect(config.rateLimitPerMinute).toBe(10);
});

test("empty values in .env count as unset", () => {
  const config = loadConfig({ DATABASE_URL: "", SMTP_URL: "", PUBLIC_URL: undefined });
  expect(config.databaseUrl).toBeUndefined();
  expect(config.smtpUrl).toBeUndefined();
});

test.each([
  [{ PORT: "eighty" }, "PORT"],
  [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
  [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
  [{ BOOKING_TIME_ZONE: "Nowhere/Land" }, "BOOKING_TIME_ZONE"],
  [{ SALES_EMAIL: "sales" }, "SALES_EMAIL"],
  [{ RATE_LIMIT_PER_MINUTE: "0" }, "RATE_LIMIT_PER_MINUTE"],
])("a bad value (%o) fails with a message naming %s", (env, name) => {
  expect(() => loadConfig(env)).toThrow(ConfigError);
  expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
});
