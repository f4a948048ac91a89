import type { CSSProperties } from "react";
import { cn } from "#app/lib/cn";
import { stepProgress } from "#app/lib/step-index";

/**
 * The bar of a stepper: `index + 1` of `count` steps filled, announced as "{unit} n of count: title".
 * `track` and `fill` give its colours (a light or a dark card); `fillStyle` a colour of the step's own.
 */
export function StepProgressBar({
  label,
  unit,
  index,
  count,
  title,
  track,
  fill,
  fillStyle,
}: {
  label: string;
  unit: string;
  index: number;
  count: number;
  title: string;
  track: string;
  fill: string;
  fillStyle?: CSSProperties;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={1}
      aria-valuemax={count}
      aria-valuenow={index + 1}
      aria-valuetext={`${unit} ${index + 1} of ${count}: ${title}`}
      className={cn("mt-3 h-2 overflow-hidden rounded-full", track)}
    >
      <div
        data-progress-fill
        className={cn("h-full rounded-full duration-500 ease-out motion-reduce:transition-none", fill)}
        style={{ ...fillStyle, width: `${stepProgress(index, count) * 100}%` }}
      />
    </div>
  );
}
