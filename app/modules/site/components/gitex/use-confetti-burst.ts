import { useEffect } from "react";

/** Runs `start` once the page has loaded and the browser is idle, so the effect never delays the first paint. */
function afterFirstPaint(start: () => void): () => void {
  let idleHandle: number | undefined;
  // Safari has no requestIdleCallback: a short timeout stands in for it there.
  const hasIdle = typeof window.requestIdleCallback === "function";
  const schedule = () => {
    idleHandle = hasIdle ? window.requestIdleCallback(start, { timeout: 1000 }) : window.setTimeout(start, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idleHandle === undefined) return;
    if (hasIdle) window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}

/**
 * A celebratory burst from both sides of the screen. Its code and canvas-confetti are fetched
 * only after the first paint, and nothing runs for visitors who prefer reduced motion.
 */
export function useConfettiBurst(timing: { durationMs: number; intervalMs: number }): void {
  const { durationMs, intervalMs } = timing;
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    const cancelSchedule = afterFirstPaint(async () => {
      const { startConfettiBurst } = await import("./confetti-burst");
      if (!cancelled) stop = startConfettiBurst({ durationMs, intervalMs });
    });
    return () => {
      cancelled = true;
      cancelSchedule();
      stop?.();
    };
  }, [durationMs, intervalMs]);
}
