import type { CreateTypes, Options } from "canvas-confetti";
import { useEffect } from "react";

const colors = ["#4f46e5", "#818cf8", "#06b6d4", "#22d3ee", "#f59e0b", "#f43f5e", "#10b981"];

function randomIn(min: number, max: number): number {
  return Math.random() * (max - min) + min;
}

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
 * A celebratory burst from both sides of the screen: one volley every `intervalMs` for
 * `durationMs`, thinning out towards the end. canvas-confetti is fetched only now, draws
 * on its own canvas without a worker (our CSP allows no blob: scripts), and nothing runs
 * for visitors who prefer reduced motion.
 */
export function useConfettiBurst({ durationMs, intervalMs }: { durationMs: number; intervalMs: number }): void {
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let cancelled = false;
    let interval: ReturnType<typeof setInterval> | undefined;
    let fire: CreateTypes | undefined;
    let canvas: HTMLCanvasElement | undefined;

    const cancelSchedule = afterFirstPaint(async () => {
      const { default: confetti } = await import("canvas-confetti");
      if (cancelled) return;
      canvas = document.createElement("canvas");
      canvas.setAttribute("aria-hidden", "true");
      canvas.dataset.confetti = "";
      Object.assign(canvas.style, { position: "fixed", inset: "0", width: "100%", height: "100%", pointerEvents: "none", zIndex: "60" });
      document.body.appendChild(canvas);
      const cannon = confetti.create(canvas, { resize: true, useWorker: false });
      fire = cannon;
      const endsAt = Date.now() + durationMs;
      let lastVolley: Promise<null> | null = null;
      const volley = () => {
        const remaining = endsAt - Date.now();
        if (remaining <= 0) {
          clearInterval(interval);
          // Take the canvas away once the last pieces have fallen.
          void Promise.resolve(lastVolley).then(() => canvas?.remove());
          return;
        }
        // Modest volleys: plenty of colour, yet each frame stays short on a slow phone.
        const particleCount = Math.max(4, Math.round(24 * (remaining / durationMs)));
        const shared: Options = { particleCount, startVelocity: 30, spread: 360, ticks: 60, zIndex: 60, colors };
        cannon({ ...shared, origin: { x: randomIn(0.1, 0.3), y: Math.random() - 0.2 } });
        lastVolley = cannon({ ...shared, origin: { x: randomIn(0.7, 0.9), y: Math.random() - 0.2 } });
      };
      volley();
      interval = setInterval(volley, intervalMs);
    });

    return () => {
      cancelled = true;
      cancelSchedule();
      clearInterval(interval);
      fire?.reset();
      canvas?.remove();
    };
  }, [durationMs, intervalMs]);
}
