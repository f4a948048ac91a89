import { niceMax } from "#app/lib/chart-scale";
import type { DashboardView } from "#app/lib/admin/views";

const kindColors = ["#4f46e5", "#06b6d4", "#f59e0b", "#10b981", "#8b5cf6", "#f43f5e"];

export function kindColor(index: number): string {
  return kindColors[index % kindColors.length] as string;
}

function shortDate(date: string): string {
  const [, month, day] = date.split("-").map(Number);
  return `${day} ${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][(month ?? 1) - 1]}`;
}

const width = 760;
const height = 240;
const pad = { top: 12, right: 8, bottom: 28, left: 32 };

/**
 * Leads per day over 30 days as stacked bars, one colour per kind: plain SVG drawn on the server,
 * each bar with a tooltip (its <title>), the whole chart described for screen readers.
 */
export function LeadsChart({ days, kinds }: { days: DashboardView["days"]; kinds: DashboardView["kinds"] }) {
  const max = niceMax(Math.max(0, ...days.map((d) => d.total)));
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const slot = plotW / days.length;
  const barW = Math.max(4, slot * 0.62);
  const y = (value: number) => pad.top + plotH - (value / max) * plotH;
  const ticks = [0, max / 4, max / 2, (3 * max) / 4, max];
  const total = days.reduce((sum, d) => sum + d.total, 0);

  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-label={`Leads per day over the last 30 days: ${total} in all, at most ${Math.max(0, ...days.map((d) => d.total))} on one day.`}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="#e2e8f0"
              strokeDasharray={tick === 0 ? undefined : "3 4"}
            />
            <text x={pad.left - 8} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#64748b">
              {Number.isInteger(tick) ? tick : tick.toFixed(1)}
            </text>
          </g>
        ))}
        {days.map((day, i) => {
          const x = pad.left + i * slot + (slot - barW) / 2;
          let stacked = 0;
          return (
            <g key={day.date}>
              <title>{`${shortDate(day.date)}: ${day.total} lead${day.total === 1 ? "" : "s"}${kinds
                .filter((k) => day.byType[k.type])
                .map((k) => `\n${k.plural}: ${day.byType[k.type]}`)
                .join("")}`}</title>
              <rect x={x} y={pad.top} width={barW} height={plotH} fill="transparent" />
              {kinds.map((kind, k) => {
                const value = day.byType[kind.type] ?? 0;
                if (value === 0) return null;
                const top = y(stacked + value);
                const h = y(stacked) - top;
                stacked += value;
                return (
                  <rect
                    key={kind.type}
                    x={x}
                    y={top}
                    width={barW}
                    height={Math.max(1, h - 1)}
                    rx={2}
                    fill={kindColor(k)}
                  />
                );
              })}
              {i % 5 === 0 || i === days.length - 1 ? (
                <text x={x + barW / 2} y={height - 8} textAnchor="middle" fontSize="11" fill="#64748b">
                  {shortDate(day.date)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-ink-600">
        {kinds.map((kind, k) => (
          <span key={kind.type} className="inline-flex items-center gap-1.5">
            <span aria-hidden className="size-2.5 rounded-sm" style={{ backgroundColor: kindColor(k) }} />
            {kind.plural}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
