// Reads one vitest JSON report into the figures `npm test` closes with. A file whose setup failed
// (its server did not start, its browser did not launch) reports its tests as skipped; they count as
// failed here, because nothing in them was proved, and a skip is reserved for a test that chose to skip.

/**
 * @param {any} report vitest's JSON report
 * @param {string} root the folder paths are shown relative to
 */
export function summariseSuite(report, root) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const failures = [];
  for (const file of report.testResults ?? []) {
    const name = relative(file.name, root);
    const tests = file.assertionResults ?? [];
    const fileFailed = file.status === "failed";
    const reason = firstLines(file.message);
    for (const test of tests) {
      if (test.status === "passed") totals.passed += 1;
      else if (test.status === "failed") {
        totals.failed += 1;
        failures.push(`${name} › ${test.fullName}\n    ${firstLines((test.failureMessages ?? []).join("\n"))}`);
      } else if (fileFailed) {
        totals.failed += 1;
        failures.push(`${name} › ${test.fullName}\n    did not run: ${reason || "the file's setup failed"}`);
      } else totals.skipped += 1;
    }
    if (fileFailed && tests.length === 0) {
      totals.failed += 1;
      failures.push(`${name}\n    ${reason || "the file could not start"}`);
    }
  }
  return { ...totals, failures };
}

function relative(file, root) {
  const name = String(file ?? "");
  return name.startsWith(`${root}/`) ? name.slice(root.length + 1) : name;
}

function firstLines(text) {
  return String(text ?? "")
    .split("\n")
    .slice(0, 6)
    .join("\n    ");
}
