import { sql } from "drizzle-orm";
import { afterEach, expect, test, vi } from "vitest";
import { rowsOf } from "#server/db/client";
import { useApiHarness } from "#tests/support/api-app";
import { aiInterviewBody, freshIp } from "#tests/support/leads";
import { bucketLimit, movableClock, rateLimitContract } from "#tests/contracts/rate-limits";

const clock = movableClock();
const harness = useApiHarness({ clock: clock.now, env: { RATE_LIMIT_PER_MINUTE: String(bucketLimit) } });

rateLimitContract(() => harness, clock);

afterEach(() => {
  vi.useRealTimers();
});

// The process's wall clock, whatever clock the limit reads: `Date` is what the app's clock, the
// code's `new Date()` and PGlite's `now()` all read, so setting it crosses a real minute for each
// of them without waiting for one. No minute of any of them starts the count again.
test("a burst just before a real minute turns and another just after it: the limit once", async () => {
  const ip = freshIp();
  const send = () =>
    Promise.all(
      Array.from({ length: bucketLimit }, () =>
        harness.postJson("/api/ai-interview", aiInterviewBody(), { "x-forwarded-for": ip }),
      ),
    );
  const turn = Math.ceil((Date.now() + 1) / 60_000) * 60_000;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(turn - 1_500);
  const before = await send();
  vi.setSystemTime(turn + 300);
  const after = await send();
  const [database] = rowsOf<{ now: Date | string }>(await harness.database.db.execute(sql`select now() as now`));
  expect(new Date(database?.now ?? 0).getTime()).toBe(turn + 300);
  expect(before.filter((r) => r.status === 201)).toHaveLength(bucketLimit);
  expect(after.filter((r) => r.status === 201)).toHaveLength(0);
});
