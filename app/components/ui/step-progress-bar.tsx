import type { CSSProperties, ReactNode } from "react";
import { cn } from "#app/lib/cn";
import { stepProgress } from "#app/lib/step-index";

const tones = {
  light: { caption: "text-ink-900", aside: "text-ink-500", track: "bg-ink-100" },
  dark: { caption: "text-white", aside: "text-ink-300", track: "bg-white/10" },
} as const;

/**
 * The head of a stepper's card: "{unit} n of count" with `aside` beside it (a timeframe, a
 * percentage), then the bar with `index + 1` of `count` steps filled, announced as
 * "{unit} n of count: title". `tone` suits a light or a dark card; `fill` (and `fillStyle`, for a
 * colour of the step's own) paints the filled part.
 */
export function StepProgressBar({
  label,
  unit,
  index,
  count,
  title,
  aside,
  tone,
  fill,
  fillStyle,
}: {
  label: string;
  unit: string;
  index: number;
  count: number;
  title: string;
  aside: ReactNode;
  tone: keyof typeof tones;
  fill: string;
  fillStyle?: CSSProperties;
}) {
  const colours = tones[tone];
  return (
    <>
      <div className="flex items-center justify-between gap-4 text-sm">
        <p className={cn("font-semibold", colours.caption)}>
          {unit} {index + 1} of {count}
        </p>
        <p className={colours.aside}>{aside}</p>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={index + 1}
        aria-valuetext={`${unit} ${index + 1} of ${count}: ${title}`}
        className={cn("mt-3 h-2 overflow-hidden rounded-full", colours.track)}
      >
        <div
          data-progress-fill
          className={cn("h-full rounded-full duration-500 ease-out motion-reduce:transition-none", fill)}
          style={{ ...fillStyle, width: `${stepProgress(index, count) * 100}%` }}
        />
      </div>
    </>
  );
}
