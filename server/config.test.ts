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

test("content settings: feeds split on commas or spaces, offline defaults, no AI service unless both URL and key are set", () => {
  const defaults = loadConfig({});
  expect(defaults.contentFeeds).toEqual([]);
  expect(defaults.contentFeedRefreshMinutes).toBe(180);
  expect(defaults.contentRateLimitPerMinute).toBe(120);
  expect(defaults.llm).toBeNull();
  const configured = loadConfig({
    CONTENT_FEEDS: "https://a.example/feed.xml, https://b.example/atom\nhttp://c.example/feed.json",
    LLM_BASE_URL: "https://llm.example/v1/",
    LLM_API_KEY: "sk-secret",
  });
  expect(configured.contentFeeds).toEqual([
    "https://a.example/feed.xml",
    "https://b.example/atom",
    "http://c.example/feed.json",
  ]);
  expect(configured.llm).toEqual({
    baseUrl: "https://llm.example/v1",
    apiKey: "sk-secret",
    model: "gpt-4o-mini",
    timeoutMs: 8000,
    maxConcurrency: 4,
  });
});

test.each([
  [{ CONTENT_FEEDS: "ftp://feeds.example/x" }, "CONTENT_FEEDS"],
  [{ CONTENT_FEED_REFRESH_MINUTES: "1" }, "CONTENT_FEED_REFRESH_MINUTES"],
  [{ LLM_BASE_URL: "file:///tmp/x", LLM_API_KEY: "k" }, "LLM_BASE_URL"],
  [{ LLM_BASE_URL: "https://llm.example/v1" }, "LLM_BASE_URL and LLM_API_KEY"],
  [{ LLM_API_KEY: "sk-only-the-key" }, "LLM_BASE_URL and LLM_API_KEY"],
])("a bad content setting (%o) fails naming %s, never echoing the key", (env, name) => {
  expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  try {
    loadConfig(env);
  } catch (error) {
    expect((error as Error).message).not.toContain("sk-only-the-key");
  }
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

test("ADMIN_PASSWORD_COST: production unless set; the test suites' cheap hashes are refused outside NODE_ENV=test", () => {
  expect(loadConfig({}).adminPasswordCost).toBe("production");
  expect(loadConfig({ NODE_ENV: "test", ADMIN_PASSWORD_COST: "test" }).adminPasswordCost).toBe("test");
  for (const NODE_ENV of ["production", "development"])
    expect(() => loadConfig({ NODE_ENV, ADMIN_PASSWORD_COST: "test" })).toThrow(
      /ADMIN_PASSWORD_COST: remove it: "test" is only for the test suites/,
    );
  expect(() => loadConfig({ ADMIN_PASSWORD_COST: "cheap" })).toThrow(/ADMIN_PASSWORD_COST:/);
});
