import { existsSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { durationsFile, readDurations, recordDurations, slowestFirstOrder } from "./test-durations";

const suite = `durations-check-${process.pid}`;

afterEach(() => rmSync(durationsFile(suite), { force: true }));

describe("per-file test durations", () => {
  it("starts the slowest recorded files first and files with no record ahead of them", () => {
    const files = ["a.test.ts", "b.test.ts", "new.test.ts", "c.test.ts"];
    const order = slowestFirstOrder(files, (file) => file, { "a.test.ts": 5, "b.test.ts": 40, "c.test.ts": 12 });
    expect(order).toEqual(["new.test.ts", "b.test.ts", "c.test.ts", "a.test.ts"]);
  });

  it("keeps the given order when nothing was recorded (a fresh clone)", () => {
    expect(readDurations(suite)).toEqual({});
    expect(slowestFirstOrder(["z", "y", "x"], (file) => file, readDurations(suite))).toEqual(["z", "y", "x"]);
  });

  it("adds a run's durations to those recorded before, so a run of one file keeps the others'", () => {
    recordDurations(suite, { "tests/e2e/a.test.ts": 1000, "tests/e2e/b.test.ts": 2000 });
    recordDurations(suite, { "tests/e2e/b.test.ts": 2500 });
    expect(readDurations(suite)).toEqual({ "tests/e2e/a.test.ts": 1000, "tests/e2e/b.test.ts": 2500 });
  });

  it("falls back to no record when the file is not valid JSON, and writes a good one next time", () => {
    mkdirSync(durationsFile(suite).replace(/\/[^/]+$/, ""), { recursive: true });
    writeFileSync(durationsFile(suite), "{ half a fi");
    expect(readDurations(suite)).toEqual({});
    recordDurations(suite, { "x.test.ts": 3 });
    expect(JSON.parse(readFileSync(durationsFile(suite), "utf8"))).toEqual({ "x.test.ts": 3 });
    expect(existsSync(`${durationsFile(suite)}.${process.pid}.tmp`)).toBe(false);
  });
});
