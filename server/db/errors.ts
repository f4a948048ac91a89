/** Classifies database errors, whichever driver (pg, PGlite) and wrapper (Drizzle) threw them. */

type ErrorLike = { message?: unknown; code?: unknown; cause?: unknown };

/** The error and every `cause` below it (Drizzle wraps driver errors). */
function chainOf(error: unknown): Array<ErrorLike> {
  const chain: Array<ErrorLike> = [];
  let current: unknown = error;
  while (current && typeof current === "object" && chain.length < 8) {
    chain.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  return chain;
}

const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
// SQLSTATE: connection exceptions (08), insufficient resources (53), operator intervention (57P0x),
// serialization failures and deadlocks (40001, 40P01) are all worth a retry by the caller.
const retryableStates = /^(08|53)|^57P0[1-4]$|^40001$|^40P01$/;
const unavailableMessages = [
  /PGlite is closed/i,
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Cannot use a pool after calling end/i,
  /Client has encountered a connection error/i,
];

/** True when the database is down or unreachable (or asked us to retry): the caller should get a 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return chainOf(error).some((link) => {
    const code = typeof link.code === "string" ? link.code : "";
    if (networkCodes.has(code) || retryableStates.test(code)) return true;
    const message = typeof link.message === "string" ? link.message : "";
    return unavailableMessages.some((pattern) => pattern.test(message));
  });
}

/** The SQLSTATE of a unique violation, under any wrapper. */
export function isUniqueViolation(error: unknown): boolean {
  return chainOf(error).some((link) => link.code === "23505");
}

export const databaseUnavailableMessage =
  "We could not save your request because our database is briefly unavailable. Please try again in a minute.";
