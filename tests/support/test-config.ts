import { loadConfig, type Config } from "#server/config";

/** The configuration tests run with: the offline defaults, quiet logs, overrides on top. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    RUN_JOBS: "false",
    TRUST_PROXY: "true",
    DATA_DIR: "./data/test",
    ...overrides,
  });
}
