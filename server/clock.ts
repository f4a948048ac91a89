/**
 * Where the server reads the time. Everything that needs "now" takes a clock from its
 * dependencies instead of calling `new Date()` itself, so a test can move time (a session's idle
 * limit, a link's expiry) by handing in a clock of its own.
 */
export type Clock = () => Date;

/** The real time, for the production entry points. */
export const systemClock: Clock = () => new Date();
