import { expect, test } from "vitest";
import { summariseSuite } from "./suite-report.mjs";

const root = "/repo";

test("a file whose server could not start counts its tests as failed, with the reason, not as skipped", () => {
  const summary = summariseSuite(
    {
      testResults: [
        {
          name: "/repo/tests/e2e/blog.test.ts",
          status: "failed",
          message: "The server did not become ready in 100000 ms",
          assertionResults: [
            { status: "skipped", fullName: "the blog lists its articles" },
            { status: "skipped", fullName: "an article has its contents" },
          ],
        },
        {
          name: "/repo/tests/e2e/gitex.test.ts",
          status: "passed",
          assertionResults: [
            { status: "passed", fullName: "the page" },
            { status: "skipped", fullName: "a test that chose to skip" },
          ],
        },
      ],
    },
    root,
  );
  expect(summary).toMatchObject({ passed: 1, failed: 2, skipped: 1 });
  expect(summary.failures[0]).toContain("tests/e2e/blog.test.ts › the blog lists its articles");
  expect(summary.failures[0]).toContain("did not run: The server did not become ready in 100000 ms");
});

test("a file that failed before collecting any test counts as one failure; failed tests carry their message", () => {
  const summary = summariseSuite(
    {
      testResults: [
        { name: "/repo/a.test.ts", status: "failed", message: "SyntaxError: Unexpected token", assertionResults: [] },
        {
          name: "/repo/b.test.ts",
          status: "failed",
          assertionResults: [{ status: "failed", fullName: "b", failureMessages: ["expected 1 to be 2"] }],
        },
      ],
    },
    root,
  );
  expect(summary).toMatchObject({ passed: 0, failed: 2, skipped: 0 });
  expect(summary.failures).toEqual([
    "a.test.ts\n    SyntaxError: Unexpected token",
    "b.test.ts › b\n    expected 1 to be 2",
  ]);
});
