import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { BaseSequencer, type Reporter, type TestModule, type TestSpecification } from "vitest/node";

/**
 * Per-file durations of a suite's last runs, in milliseconds by path from the project root.
 * Every run writes them; the next run of the same suite reads them to start its slowest files
 * first, so the workers stay busy to the end without a hand-kept list (docs/testing.md).
 */
export type Durations = Record<string, number>;

const projectRoot = path.resolve(import.meta.dirname, "../..");
/** Outside the repository's files (node_modules is ignored): a cache of this machine's runs. */
export const durationsDir = path.join(projectRoot, "node_modules/.cache/test-durations");

export function durationsFile(suite: string): string {
  return path.join(durationsDir, `${suite}.json`);
}

/** The suite's recorded durations, or none when no run has recorded them (a fresh clone) or the file is unreadable. */
export function readDurations(suite: string): Durations {
  try {
    const parsed: unknown = JSON.parse(readFileSync(durationsFile(suite), "utf8"));
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === "number"),
    );
  } catch {
    return {};
  }
}

/**
 * Adds this run's durations to the recorded ones: a run of a few files keeps what the others took.
 * Written to a new file and renamed over the old one, so a hard-linked node_modules (a worktree's
 * copy) never changes another checkout's file, and a reader never sees half a file.
 */
export function recordDurations(suite: string, measured: Durations): void {
  if (Object.keys(measured).length === 0) return;
  const merged = { ...readDurations(suite), ...measured };
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
  mkdirSync(durationsDir, { recursive: true });
  const file = durationsFile(suite);
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(partial, file);
}

/** `files` with the slowest recorded first; files with no record (new ones) go ahead of them, in `files`' order. */
export function slowestFirstOrder<T>(
  files: Array<T>,
  relativePath: (file: T) => string,
  durations: Durations,
): Array<T> {
  const known = (file: T) => durations[relativePath(file)];
  const unknown = files.filter((file) => known(file) === undefined);
  const measured = files.filter((file) => known(file) !== undefined).sort((a, b) => known(b)! - known(a)!);
  return [...unknown, ...measured];
}

function relativeTo(root: string, moduleId: string): string {
  return path.relative(root, moduleId).split(path.sep).join("/");
}

/** The reporter that records each file's duration when the run ends (failed files too: they took that long). */
export class DurationsReporter implements Reporter {
  constructor(
    private readonly suite: string,
    private readonly root: string = projectRoot,
  ) {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const measured: Durations = {};
    for (const testModule of testModules) {
      const { duration } = testModule.diagnostic();
      if (duration > 0) measured[relativeTo(this.root, testModule.moduleId)] = Math.round(duration);
    }
    recordDurations(this.suite, measured);
  }
}

/**
 * A plugin for a suite's config that adds the durations reporter to whatever reporters the run
 * names (`npm test` passes its own on the command line, which replace the config's).
 */
export function recordTestDurations(suite: string): Plugin {
  return {
    name: "record-test-durations",
    configureVitest({ vitest }) {
      vitest.config.reporters.push(new DurationsReporter(suite, vitest.config.root));
    },
  };
}

/**
 * A sequencer that starts the suite's slowest files first, by the durations its last runs recorded;
 * with none recorded it keeps Vitest's own order.
 */
export function slowestFirst(suite: string): typeof BaseSequencer {
  return class SlowestFirst extends BaseSequencer {
    override async sort(files: Array<TestSpecification>): Promise<Array<TestSpecification>> {
      const base = await super.sort(files);
      const root = this.ctx.config.root;
      return slowestFirstOrder(base, (spec) => relativeTo(root, spec.moduleId), readDurations(suite));
    }
  };
}
