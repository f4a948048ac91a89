import { expect, it } from "vitest";
import type { DailyFigure, EventStore } from "./event-store";
import { withRecentFigures } from "./live-figures";

it("reuses figures of the same range for a while, then counts again; a failure is not kept", async () => {
  let computed = 0;
  let fail = false;
  const store = {
    figures: () => {
      computed += 1;
      return fail ? Promise.reject(new Error("down")) : Promise.resolve<Array<DailyFigure>>([]);
    },
  } as unknown as EventStore;
  let elapsed = 0;
  const cached = withRecentFigures(store, 30_000, () => elapsed);
  const day = [new Date("2026-06-10T00:00:00Z"), new Date("2026-06-11T00:00:00Z"), "UTC"] as const;
  await cached.figures(...day);
  await cached.figures(...day);
  expect(computed).toBe(1);
  await cached.figures(day[0], day[1], "Asia/Kolkata");
  expect(computed).toBe(2);
  elapsed = 30_001;
  await cached.figures(...day);
  expect(computed).toBe(3);
  fail = true;
  elapsed = 70_000;
  await expect(cached.figures(...day)).rejects.toThrow("down");
  fail = false;
  await cached.figures(...day);
  expect(computed).toBe(5);
});
