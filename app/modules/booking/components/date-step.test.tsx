import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import type { Availability, SlotView } from "./availability";
import { DateStep } from "./date-step";

/** A window from a month's last weekday into the next month; `open` lists the dates with a free slot. */
function windowOf(dates: Array<string>, open: Array<string>): Availability {
  const slot = (date: string, available: boolean): SlotView => ({
    time: "16:00",
    label: "4:00 PM",
    startUtc: `${date}T10:30:00.000Z`,
    available,
  });
  return {
    timeZone: "Asia/Kolkata",
    days: new Map(dates.map((date) => [date, [slot(date, open.includes(date))]])),
    source: "server",
  };
}

const monthEnd = windowOf(["2026-11-30", "2026-12-01", "2026-12-02"], ["2026-12-01", "2026-12-02"]);

function render(availability: Availability, options: { loading?: boolean; selectedDate?: string | null } = {}) {
  return renderToStaticMarkup(
    <DateStep
      availability={availability}
      loading={options.loading ?? false}
      selectedDate={options.selectedDate ?? null}
      notice={null}
      onSelect={() => undefined}
    />,
  );
}

test("late on a month's last weekday the calendar opens on next month, where the first free day is", () => {
  const html = render(monthEnd);
  expect(html).toContain("December 2026");
  expect(html).not.toContain("November 2026");
  // The window's first month can still be paged back to; there is no month after this one.
  const navButton = (name: string) =>
    html.match(new RegExp(`<button[^>]*aria-label="Go to the ${name} Month"[^>]*>`))?.[0];
  expect(navButton("Previous")).toBeDefined();
  expect(navButton("Previous")).not.toContain('aria-disabled="true"');
  expect(navButton("Next")).toContain('aria-disabled="true"');
});

test("a chosen date decides the month, and with a free day this month the calendar opens on it", () => {
  expect(render(monthEnd, { selectedDate: "2026-11-30" })).toContain("November 2026");
  const today = windowOf(["2026-11-27", "2026-11-30", "2026-12-01"], ["2026-11-27", "2026-12-01"]);
  expect(render(today)).toContain("November 2026");
});

test("the calendar says it is busy until the server has answered", () => {
  expect(render(monthEnd, { loading: true })).toContain('aria-busy="true"');
  expect(render(monthEnd)).toContain('aria-busy="false"');
});
