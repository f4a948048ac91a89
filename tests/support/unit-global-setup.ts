import type { TestProject } from "vitest/node";
import { makePgliteDump } from "./run-templates";

/** Makes the run's migrated PGlite dump, which each in-process app loads (tests/support/run-templates.ts). */
export default async function setup(project: TestProject): Promise<() => void> {
  const dump = await makePgliteDump();
  project.provide("pgliteDump", dump.file);
  return dump.remove;
}
