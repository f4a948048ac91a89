import type { LlmConfig } from "#server/config";
import type { Logger } from "#server/logger";

export type ChatMessage = { role: "system" | "user"; content: string };

/** An OpenAI-compatible chat completions service; every failure is null, never an exception. */
export type LlmClient = {
  complete: (messages: Array<ChatMessage>, options?: { maxTokens?: number }) => Promise<string | null>;
};

type CompletionReply = { choices?: Array<{ message?: { content?: unknown } }> };

/**
 * Calls `${baseUrl}/chat/completions` with a timeout. At most `maxConcurrency` calls run at once; a
 * call beyond that is not queued but answered null at once, so the caller's local method answers
 * instead of the visitor waiting. The key goes only into the Authorization header: it is never
 * logged, never part of an error, never sent anywhere else.
 */
export function createLlmClient(config: LlmConfig, logger: Logger, fetchImpl: typeof fetch = fetch): LlmClient {
  const endpoint = `${config.baseUrl}/chat/completions`;
  const host = new URL(config.baseUrl).host;
  let running = 0;

  async function call(messages: Array<ChatMessage>, maxTokens: number): Promise<string | null> {
    const started = Date.now();
    try {
      const response = await fetchImpl(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify({ model: config.model, messages, temperature: 0.2, max_tokens: maxTokens }),
        signal: AbortSignal.timeout(config.timeoutMs),
        redirect: "error",
      });
      if (!response.ok) {
        logger.warn("ai service answered an error; using the local method", { host, status: response.status });
        await response.body?.cancel();
        return null;
      }
      const reply = (await response.json()) as CompletionReply;
      const content = reply.choices?.[0]?.message?.content;
      if (typeof content !== "string" || content.trim() === "") {
        logger.warn("ai service reply had no text; using the local method", { host });
        return null;
      }
      logger.debug("ai service answered", { host, ms: Date.now() - started });
      return content;
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      logger.warn(timedOut ? "ai service timed out; using the local method" : "ai service unreachable", {
        host,
        ms: Date.now() - started,
        error: timedOut ? null : error instanceof Error ? error.name : "unknown",
      });
      return null;
    }
  }

  return {
    complete: async (messages, options = {}) => {
      if (running >= config.maxConcurrency) {
        logger.debug("ai service busy; using the local method", { host, running });
        return null;
      }
      running += 1;
      try {
        return await call(messages, options.maxTokens ?? 300);
      } finally {
        running -= 1;
      }
    },
  };
}
