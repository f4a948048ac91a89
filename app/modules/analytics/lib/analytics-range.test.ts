import { describe, expect, it } from "vitest";
import { daysOf, previousRange, reportRangeOf } from "./analytics-range";
import { changeOf, formatPercent, rangeLabel } from "./analytics-format";

const today = "2026-06-10";
const rangeOf = (query: string) => reportRangeOf(new URLSearchParams(query), today);

describe("the report's range", () => {
  it("is the last 30 days unless the address asks for a preset or dates", () => {
    expect(rangeOf("")).toEqual({ from: "2026-05-12", to: today, days: 30, preset: 30 });
    expect(rangeOf("range=7d")).toEqual({ from: "2026-06-04", to: today, days: 7, preset: 7 });
    expect(rangeOf("range=90d").from).toBe("2026-03-13");
    expect(rangeOf("range=12d").days).toBe(30);
  });

  it("takes dates in order, ends them today at the latest, and refuses more than a year", () => {
    expect(rangeOf("from=2026-06-01&to=2026-06-03")).toEqual({
      from: "2026-06-01",
      to: "2026-06-03",
      days: 3,
      preset: null,
    });
    expect(rangeOf("from=2026-06-04&to=2026-07-30")).toEqual({ from: "2026-06-04", to: today, days: 7, preset: 7 });
    expect(rangeOf("from=2026-06-03&to=2026-06-01").days).toBe(30);
    expect(rangeOf("from=2025-01-01&to=2026-06-01").days).toBe(30);
    expect(rangeOf("from=2026-02-30&to=2026-03-01").days).toBe(30);
  });

  it("compares with the days of the same number just before", () => {
    expect(previousRange(rangeOf("range=7d"))).toEqual({ from: "2026-05-28", to: "2026-06-03" });
    expect(daysOf("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });
});

describe("the report's numbers", () => {
  it("says how a figure changed, and 'new' where there was nothing to compare with", () => {
    expect(changeOf(120, 100)).toEqual({ direction: "up", text: "+20%" });
    expect(changeOf(95, 100)).toEqual({ direction: "down", text: "−5.0%" });
    expect(changeOf(100, 100)).toEqual({ direction: "flat", text: "no change" });
    expect(changeOf(3, 0)).toEqual({ direction: "new", text: "new" });
    expect(changeOf(0.2, null)).toEqual({ direction: "new", text: "new" });
    expect(changeOf(null, 0.1)).toEqual({ direction: "flat", text: "no change" });
  });

  it("writes rates and ranges as staff read them", () => {
    expect(formatPercent(0.0456)).toBe("4.6%");
    expect(formatPercent(0.5)).toBe("50%");
    expect(formatPercent(null)).toBe("–");
    expect(rangeLabel("2026-06-01", "2026-06-07")).toBe("1 – 7 Jun 2026");
    expect(rangeLabel("2026-05-28", "2026-06-03")).toBe("28 May – 3 Jun 2026");
    expect(rangeLabel("2025-12-29", "2026-01-04")).toBe("29 Dec 2025 – 4 Jan 2026");
  });
});
