import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The WCAG 2.1 A and AA rules. */
const wcag21aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * What axe-core finds against WCAG 2.1 AA on the page as it is, one line per rule and element
 * (`rule: selector (summary)`); empty when it passes. Admin pages allow no script, so axe is run
 * through the browser's debugging channel, which their Content Security Policy does not govern.
 */
export async function axeViolations(page: Page): Promise<Array<string>> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    type AxeResult = {
      violations: Array<{ id: string; nodes: Array<{ target: Array<unknown>; failureSummary?: string }> }>;
    };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return result.violations.flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id}: ${node.target.join(" ")} (${(node.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 160)})`,
      ),
    );
  }, wcag21aa);
}
