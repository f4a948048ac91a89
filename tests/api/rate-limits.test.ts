import { expect, test } from "vitest";
import { useApiHarness } from "#tests/support/api-app";
import { aiInterviewBody, freshIp } from "#tests/support/leads";
import { bucketLimit, movableClock, rateLimitContract } from "#tests/contracts/rate-limits";

const clock = movableClock();
const harness = useApiHarness({ clock: clock.now, env: { RATE_LIMIT_PER_MINUTE: String(bucketLimit) } });

rateLimitContract(() => harness, clock);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

// Real time, whatever clock the limit reads: no minute of the wall clock or the database's starts
// the count again.
test(
  "a burst just before a real minute turns and another just after it: the limit once",
  { timeout: 90_000 },
  async () => {
    const ip = freshIp();
    const send = () =>
      Promise.all(
        Array.from({ length: bucketLimit }, () =>
          harness.postJson("/api/ai-interview", aiInterviewBody(), { "x-forwarded-for": ip }),
        ),
      );
    const intoMinute = Date.now() % 60_000;
    const turn = Date.now() - intoMinute + (intoMinute < 58_500 ? 60_000 : 120_000);
    await sleep(turn - 1_500 - Date.now());
    const before = await send();
    await sleep(turn + 300 - Date.now());
    const after = await send();
    const accepted = [...before, ...after].filter((r) => r.status === 201).length;
    expect(accepted).toBeLessThanOrEqual(bucketLimit + 1);
  },
);
