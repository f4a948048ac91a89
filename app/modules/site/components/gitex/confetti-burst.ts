import confetti, { type Options } from "canvas-confetti";

const colors = ["#4f46e5", "#818cf8", "#06b6d4", "#22d3ee", "#f59e0b", "#f43f5e", "#10b981"];

function randomIn(min: number, max: number): number {
  return Math.random() * (max - min) + min;
}

/**
 * Fires one volley from each side every `intervalMs` for `durationMs`, thinning out towards the
 * end, on a canvas of its own drawn by canvas-confetti's worker (off the main thread).
 * Returns a function that stops the burst and removes the canvas at once.
 */
export function startConfettiBurst({ durationMs, intervalMs }: { durationMs: number; intervalMs: number }): () => void {
  const canvas = document.createElement("canvas");
  canvas.setAttribute("aria-hidden", "true");
  canvas.dataset.confetti = "";
  Object.assign(canvas.style, {
    position: "fixed",
    inset: "0",
    width: "100%",
    height: "100%",
    pointerEvents: "none",
    zIndex: "60",
  });
  document.body.appendChild(canvas);
  const cannon = confetti.create(canvas, { resize: true, useWorker: true });
  const endsAt = Date.now() + durationMs;
  let lastVolley: Promise<null> | null = null;
  let interval: ReturnType<typeof setInterval> | undefined;
  const volley = () => {
    const remaining = endsAt - Date.now();
    if (remaining <= 0) {
      clearInterval(interval);
      // Take the canvas away once the last pieces have fallen.
      void Promise.resolve(lastVolley).then(() => canvas.remove());
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
  return () => {
    clearInterval(interval);
    cannon.reset();
    canvas.remove();
  };
}
