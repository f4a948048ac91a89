import { formatCount, shortDay } from "#app/modules/analytics/lib/analytics-format";
import type { AnalyticsDay } from "#app/modules/analytics/lib/analytics-views";
import { ScrollRegion } from "#app/features/admin/admin-ui";
import { niceMax } from "#app/lib/chart-scale";

const width = 760;
const height = 260;
const pad = { top: 14, right: 40, bottom: 28, left: 44 };
const colors = { visitors: "#4f46e5", pageviews: "#06b6d4", leads: "#f59e0b" };

function Legend({ color, label, bar = false }: { color: string; label: string; bar?: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        aria-hidden
        className={bar ? "size-2.5 rounded-sm" : "h-0.5 w-4 rounded-full"}
        style={{ backgroundColor: color }}
      />
      {label}
    </span>
  );
}

/** An axis top whose quarters are whole numbers: the values are counts. */
function countMax(value: number): number {
  const top = niceMax(value);
  return top % 4 === 0 ? top : Math.ceil(top / 4) * 4;
}

/**
 * Visitors and page views per day as lines (left axis) over the day's leads as bars (right axis):
 * plain SVG drawn on the server like the dashboard's chart, each day with a tooltip (its <title>),
 * the whole described for screen readers.
 */
export function AnalyticsChart({ days }: { days: Array<AnalyticsDay> }) {
  const max = countMax(Math.max(0, ...days.map((d) => Math.max(d.visitors, d.pageviews))));
  const leadMax = countMax(Math.max(0, ...days.map((d) => d.leads)));
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const slot = plotW / days.length;
  const x = (i: number) => pad.left + slot * (i + 0.5);
  const y = (value: number, top = max) => pad.top + plotH - (value / top) * plotH;
  const line = (key: "visitors" | "pageviews") => days.map((d, i) => `${i ? "L" : "M"}${x(i)},${y(d[key])}`).join("");
  const area = `${line("visitors")}L${x(days.length - 1)},${y(0)}L${x(0)},${y(0)}Z`;
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  const labelEvery = Math.ceil(days.length / 8);
  const sum = (key: keyof Omit<AnalyticsDay, "date">) => days.reduce((total, d) => total + d[key], 0);
  const barW = Math.max(2, Math.min(18, slot * 0.5));

  return (
    <figure>
      {/* On a phone the chart keeps a width its labels can be read at and scrolls in its own box. */}
      <ScrollRegion label="Chart per day">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className="h-auto w-full min-w-[34rem]"
          role="img"
          aria-label={`Per day over ${days.length} days: ${formatCount(sum("visitors"))} visitors, ${formatCount(sum("pageviews"))} page views and ${formatCount(sum("leads"))} leads in all.`}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={pad.left}
                x2={width - pad.right}
                y1={y(tick * max)}
                y2={y(tick * max)}
                stroke="#e2e8f0"
                strokeDasharray={tick ? "3 4" : undefined}
              />
              <text x={pad.left - 8} y={y(tick * max) + 4} textAnchor="end" fontSize="11" fill="#64748b">
                {formatCount(tick * max)}
              </text>
              <text x={width - pad.right + 8} y={y(tick * max) + 4} fontSize="11" fill="#b45309">
                {formatCount(tick * leadMax)}
              </text>
            </g>
          ))}
          {days.map((d, i) =>
            d.leads ? (
              <rect
                key={`bar-${d.date}`}
                x={x(i) - barW / 2}
                y={y(d.leads, leadMax)}
                width={barW}
                height={y(0) - y(d.leads, leadMax)}
                rx={2}
                fill={colors.leads}
                fillOpacity={0.75}
              />
            ) : null,
          )}
          <path d={area} fill={colors.visitors} fillOpacity={0.08} />
          <path d={line("pageviews")} fill="none" stroke={colors.pageviews} strokeWidth={2} strokeLinejoin="round" />
          <path d={line("visitors")} fill="none" stroke={colors.visitors} strokeWidth={2.25} strokeLinejoin="round" />
          {days.length <= 31
            ? days.map((d, i) => (
                <circle key={`dot-${d.date}`} cx={x(i)} cy={y(d.visitors)} r={2.75} fill={colors.visitors} />
              ))
            : null}
          {days.map((d, i) => (
            <g key={d.date}>
              <title>{`${shortDay(d.date, true)}: ${formatCount(d.visitors)} visitors, ${formatCount(d.pageviews)} page views, ${formatCount(d.leads)} lead${d.leads === 1 ? "" : "s"}`}</title>
              <rect x={pad.left + slot * i} y={pad.top} width={slot} height={plotH} fill="transparent" />
              {(days.length - 1 - i) % labelEvery === 0 ? (
                <text x={x(i)} y={height - 8} textAnchor="middle" fontSize="11" fill="#64748b">
                  {shortDay(d.date)}
                </text>
              ) : null}
            </g>
          ))}
        </svg>
      </ScrollRegion>
      <figcaption className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-ink-600">
        <Legend color={colors.visitors} label="Visitors" />
        <Legend color={colors.pageviews} label="Page views" />
        <Legend color={colors.leads} label="Leads (right axis)" bar />
      </figcaption>
    </figure>
  );
}
