import { createHash } from "node:crypto";

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
export type LogFields = Record<string, string | number | boolean | null | undefined>;
export type Logger = {
  debug: (msg: string, fields?: LogFields) => void;
  info: (msg: string, fields?: LogFields) => void;
  warn: (msg: string, fields?: LogFields) => void;
  error: (msg: string, fields?: LogFields) => void;
  /** A short salted hash, so logs can correlate an IP or email without holding it. */
  hash: (value: string) => string;
};

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** One JSON object per line on stdout; callers pass ids and hashes, never form contents. */
export function createLogger(level: LogLevel, salt: string): Logger {
  function write(at: Exclude<LogLevel, "silent">, msg: string, fields?: LogFields) {
    if (rank[at] < rank[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...fields });
    if (at === "error" || at === "warn") process.stderr.write(`${line}\n`);
    else process.stdout.write(`${line}\n`);
  }
  return {
    debug: (msg, fields) => write("debug", msg, fields),
    info: (msg, fields) => write("info", msg, fields),
    warn: (msg, fields) => write("warn", msg, fields),
    error: (msg, fields) => write("error", msg, fields),
    hash: (value) => createHash("sha256").update(`${salt}:${value.toLowerCase()}`).digest("hex").slice(0, 16),
  };
}

/**
 * An error as a log line may hold it. A failed query gives its SQL and the database's reason, never
 * its parameters: they are what a request sent (addresses, form contents, the token of a link).
 */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { query, cause } = error as Error & { query?: unknown };
  if (typeof query !== "string") return error.message;
  return cause instanceof Error ? `Failed query: ${query}: ${errorText(cause)}` : `Failed query: ${query}`;
}
