import type { Logger, LogFields } from "#server/logger";

/** A logger that keeps each line as the real one would write it (JSON), for tests that read the log. */
export function recordingLogger(): Logger & { lines: Array<string> } {
  const lines: Array<string> = [];
  const record = (level: string) => (msg: string, fields?: LogFields) => {
    lines.push(JSON.stringify({ level, msg, ...fields }));
  };
  return {
    lines,
    debug: record("debug"),
    info: record("info"),
    warn: record("warn"),
    error: record("error"),
    hash: (v) => v,
  };
}
