import { createHash } from "node:crypto";

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
/** An `Error` among the fields is logged as `errorText` writes it. */
export type LogFields = Record<string, string | number | boolean | null | undefined | Error>;
export type Logger = {
  debug: (msg: string, fields?: LogFields) => void;
  info: (msg: string, fields?: LogFields) => void;
  warn: (msg: string, fields?: LogFields) => void;
  error: (msg: string, fields?: LogFields) => void;
  /** A short salted hash, so logs can correlate an IP or email without holding it. */
  hash: (value: string) => string;
};

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

const failedQuery = "Failed query (its SQL and parameters are not logged)";

/**
 * Drizzle words a failed query as `Failed query: <sql>\nparams: <values>`: the values are what
 * visitors typed (addresses, names). The whole of it goes, wherever it sits in the text.
 */
function withoutQuery(text: string): string {
  const at = text.indexOf("Failed query:");
  return at < 0 ? text : text.slice(0, at) + failedQuery;
}

/**
 * An error as a log line may show it: for a failed query the database's own reason and SQLSTATE,
 * never the SQL or its parameters, and without the value PostgreSQL quotes at the end of reasons
 * such as `invalid input syntax for type uuid: "…"`. `stack`: an ordinary error's stack trace too
 * (a failed start, printed once).
 */
export function errorText(error: unknown, options: { stack?: boolean } = {}): string {
  if (!(error instanceof Error)) return withoutQuery(String(error));
  if (!("params" in error && "query" in error)) {
    return withoutQuery(options.stack ? (error.stack ?? error.message) : error.message);
  }
  const cause = error.cause as { message?: unknown; code?: unknown } | undefined;
  if (!cause || typeof cause.message !== "string") return failedQuery;
  const reason = withoutQuery(cause.message).replace(/:\s*".*"$/s, "");
  return `${failedQuery}: ${reason}${typeof cause.code === "string" ? ` (SQLSTATE ${cause.code})` : ""}`;
}

function logged(value: LogFields[string]): string | number | boolean | null | undefined {
  if (value instanceof Error) return errorText(value);
  return typeof value === "string" ? withoutQuery(value) : value;
}

/**
 * One JSON object per line on stdout; callers pass ids and hashes, never form contents. A failed
 * query's SQL and parameters are cut out of every field, whoever logs them.
 */
export function createLogger(level: LogLevel, salt: string): Logger {
  function write(at: Exclude<LogLevel, "silent">, msg: string, fields?: LogFields) {
    if (rank[at] < rank[level]) return;
    const safe = fields && Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, logged(value)]));
    const line = JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...safe });
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
