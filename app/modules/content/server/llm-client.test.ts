import { afterAll, beforeAll, expect, test } from "vitest";
import { freePort } from "#tests/support/free-port";
import { startFakeLlm, type FakeLlm } from "#tests/support/fake-llm";
import type { LlmConfig } from "#server/config";
import { recordingLogger } from "#tests/support/recording-logger";
import { createLlmClient } from "./llm-client";

const apiKey = "sk-live-do-not-log-me-42";
let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm();
});
afterAll(async () => {
  await llm.close();
});

function config(overrides: Partial<LlmConfig> = {}): LlmConfig {
  return { baseUrl: llm.baseUrl, apiKey, model: "m", timeoutMs: 300, maxConcurrency: 4, ...overrides };
}

const ask = [{ role: "user" as const, content: "Summarise the following text in at most 50 characters.\n\nHello." }];

test("every failure is null and no log line carries the key", async () => {
  const logger = recordingLogger();
  const client = createLlmClient(config(), logger);
  for (const mode of ["error", "hang"] as const) {
    llm.mode = mode;
    expect(await client.complete(ask)).toBeNull();
  }
  const closed = createLlmClient(config({ baseUrl: `http://127.0.0.1:${await freePort()}/v1` }), logger);
  expect(await closed.complete(ask)).toBeNull();
  llm.mode = "ok";
  expect(await client.complete(ask)).toContain("Remote teams");
  expect(logger.lines.length).toBeGreaterThanOrEqual(3);
  for (const line of logger.lines) expect(line).not.toContain(apiKey);
});

test("beyond the concurrency cap a call is answered null at once instead of queueing", async () => {
  llm.mode = "hang";
  const client = createLlmClient(config({ maxConcurrency: 1, timeoutMs: 500 }), recordingLogger());
  const first = client.complete(ask);
  const started = Date.now();
  expect(await client.complete(ask)).toBeNull();
  expect(Date.now() - started).toBeLessThan(100);
  expect(await first).toBeNull();
  llm.mode = "ok";
});
