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

test("APP_SECRET: the development default is refused in production on a public address, allowed locally", () => {
  expect(() => loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://www.example.com" })).toThrow(
    /APP_SECRET: set a random secret/,
  );
  expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "http://127.0.0.1:3000" }).appSecretIsDefault).toBe(true);
  expect(loadConfig({ NODE_ENV: "production" }).appSecretIsDefault).toBe(true);
  expect(loadConfig({ NODE_ENV: "development", PUBLIC_URL: "https://www.example.com" }).appSecretIsDefault).toBe(true);
  const secret = "x".repeat(40);
  expect(
    loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://www.example.com", APP_SECRET: secret }),
  ).toMatchObject({
    appSecret: secret,
    appSecretIsDefault: false,
  });
  expect(() => loadConfig({ APP_SECRET: "short" })).toThrow(/APP_SECRET: must be at least 32 characters/);
});

test("an empty APP_SECRET in .env counts as unset", () => {
  expect(loadConfig({ APP_SECRET: "" }).appSecretIsDefault).toBe(true);
});
