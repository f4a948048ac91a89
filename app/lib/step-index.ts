/** Keeps a step index inside 0..stepCount-1 (0..5 for the six steps): Previous and Next never run off either end. */
export function clampStepIndex(index: number, stepCount: number): number {
  if (stepCount <= 0 || Number.isNaN(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), stepCount - 1);
}

/** The share of the journey reached at a step: (index + 1) / stepCount, the progress bar's width. */
export function stepProgress(index: number, stepCount: number): number {
  if (stepCount <= 0) return 0;
  return (clampStepIndex(index, stepCount) + 1) / stepCount;
}
