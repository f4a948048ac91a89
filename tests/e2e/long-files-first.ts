import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The browser files that take longest (measured with two at a time: 30-65 s each), in that order.
 * Started first, they share the run's two lanes evenly; left to the default order (file size, on a
 * fresh clone with no timing cache) one of them can start last and end the run alone.
 */
const longest = [
  "header-contrast",
  "content-pages-load",
  "early-clicks",
  "home-skill-network",
  "site-shell",
  "cookie-banner",
  "home-offerings-and-stories",
  "home-talent-and-industries",
  "booking-dialog-submit",
  "admin-journey",
  "admin-layout",
  "admin-lead-list",
];

function rank(spec: TestSpecification): number {
  const name =
    spec.moduleId
      .split("/")
      .pop()
      ?.replace(/\.test\.ts$/, "") ?? "";
  const index = longest.indexOf(name);
  return index === -1 ? longest.length : index;
}

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: Array<TestSpecification>): Promise<Array<TestSpecification>> {
    const rest = await super.sort(files);
    // A stable sort: the files not listed keep the default order among themselves.
    return rest.sort((a, b) => rank(a) - rank(b));
  }
}
