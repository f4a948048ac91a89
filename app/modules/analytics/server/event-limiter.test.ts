import { expect, test } from "vitest";
import { eventLimiter } from "./event-limiter";

function limiterAt(start: string, perMinute: number) {
  let now = new Date(start).getTime();
  const allow = eventLimiter(perMinute, () => new Date(now));
  return {
    allow,
    advance: (ms: number) => {
      now += ms;
    },
    sendMany: (key: string, times: number) =>
      Array.from({ length: times }, () => allow(key)).filter((answer) => answer.allowed).length,
  };
}

test("600 events in 2.4 s across a minute boundary at 300 a minute: about 300 pass, not 600", () => {
  const limiter = limiterAt("2026-11-24T12:00:58.800Z", 300);
  const before = limiter.sendMany("203.0.113.7", 300);
  limiter.advance(2_400);
  const after = limiter.sendMany("203.0.113.7", 300);
  expect(before).toBe(300);
  // 2.4 s of refill at 5 a second.
  expect(after).toBe(12);
});

test("a refused event says when the next one is heard; a quiet minute gives the whole limit again", () => {
  const limiter = limiterAt("2026-11-24T12:00:10Z", 60);
  expect(limiter.sendMany("2001:db8::/64", 61)).toBe(60);
  expect(limiter.allow("2001:db8::/64")).toEqual({ allowed: false, retryAfterSeconds: 1 });
  limiter.advance(1_000);
  expect(limiter.sendMany("2001:db8::/64", 5)).toBe(1);
  limiter.advance(60_000);
  expect(limiter.sendMany("2001:db8::/64", 70)).toBe(60);
  // Another client has its own bucket.
  expect(limiter.sendMany("198.51.100.1", 70)).toBe(60);
});
