import type { SkillGroup, SkillNode } from "#app/content/skill-nodes";
import { bodyAt, buildGraphModel, noFocus, positionsOf, type GraphFocus, type GraphModel } from "./graph-model";
import { drawGraph, measureLabels } from "./graph-renderer";
import { graphPhysics, keepInside, settle, shiftBodies, step, type Bounds } from "./physics";

export type EngineState = "running" | "settled";

export type GraphEngine = {
  model: GraphModel;
  setFocus: (focus: GraphFocus) => void;
  resize: (width: number, height: number, pixelRatio: number) => void;
  setVisible: (visible: boolean) => void;
  /** Part of the canvas (from the left) is covered by a panel: the graph leans away from it. */
  setCoveredLeft: (pixels: number) => void;
  setReducedMotion: (reduced: boolean) => void;
  bodyAt: (x: number, y: number, slop: number) => number;
  grab: (i: number, x: number, y: number) => void;
  dragTo: (x: number, y: number) => void;
  release: () => void;
  redraw: () => void;
  destroy: () => void;
};

type EngineOptions = {
  nodes: ReadonlyArray<SkillNode>;
  groups: ReadonlyArray<SkillGroup>;
  width: number;
  height: number;
  pixelRatio: number;
  reducedMotion: boolean;
  random: () => number;
  /** Called when the layout starts moving or comes to rest (with the resting positions). */
  onStateChange: (state: EngineState, model: GraphModel) => void;
};

const padding = 18;

/**
 * Runs the skill graph on a canvas: physics steps and drawing in one requestAnimationFrame
 * loop that runs only while the canvas is visible and the layout is still moving.
 */
export function createGraphEngine(canvas: HTMLCanvasElement, options: EngineOptions): GraphEngine {
  const context = canvas.getContext("2d", { alpha: true });
  if (!context) throw new Error("This browser cannot draw on a canvas.");
  const ctx = context;
  const bounds: Bounds = { width: options.width, height: options.height, padding };
  const model = buildGraphModel(options.nodes, options.groups, bounds, options.random);
  let pixelRatio = options.pixelRatio;
  let reducedMotion = options.reducedMotion;
  let focus = noFocus;
  let visible = false;
  let moving = false;
  let dirty = true;
  let frame = 0;
  let ticks = 0;
  let held = -1;
  let grabOffsetX = 0;
  let grabOffsetY = 0;
  let coveredLeft = 0;

  /** Leans half the covered width away on wide canvases; narrow ones are fully covered anyway. */
  function aimCentre(): boolean {
    const before = bounds.centreX;
    bounds.centreX = coveredLeft > 0 && bounds.width >= 560 ? (bounds.width + coveredLeft) / 2 : undefined;
    return before !== bounds.centreX;
  }

  function sizeCanvas() {
    canvas.width = Math.round(bounds.width * pixelRatio);
    canvas.height = Math.round(bounds.height * pixelRatio);
    ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
    dirty = true;
  }

  function setMoving(next: boolean) {
    if (moving === next) return;
    moving = next;
    options.onStateChange(next ? "running" : "settled", model);
  }

  function onFrame() {
    frame = 0;
    if (moving) {
      const fastest = step(model.bodies, model.springs, bounds);
      ticks += 1;
      dirty = true;
      // While a node is held the layout keeps reacting to it; otherwise stop once at rest.
      if (held < 0 && (fastest < graphPhysics.restSpeed || ticks >= graphPhysics.maxTicks)) setMoving(false);
    }
    if (dirty) {
      dirty = false;
      drawGraph(ctx, model, focus, bounds.width, bounds.height);
    }
    if (moving) schedule();
  }

  function schedule() {
    if (frame || !visible) return;
    frame = requestAnimationFrame(onFrame);
  }

  function redraw() {
    dirty = true;
    schedule();
  }

  /** Starts (or keeps) the layout moving; with reduced motion it jumps straight to rest. */
  function wake() {
    if (reducedMotion) {
      if (held < 0) settle(model.bodies, model.springs, bounds);
      options.onStateChange("settled", model);
      redraw();
      return;
    }
    ticks = 0;
    setMoving(true);
    schedule();
  }

  sizeCanvas();
  if (reducedMotion) settle(model.bodies, model.springs, bounds);
  options.onStateChange(reducedMotion ? "settled" : "running", model);
  moving = !reducedMotion;

  if (typeof document !== "undefined" && document.fonts) {
    void document.fonts.ready.then(() => {
      measureLabels(ctx, model);
      redraw();
    });
  }

  return {
    model,
    setFocus(next) {
      focus = next;
      redraw();
    },
    resize(width, height, ratio) {
      if (width === bounds.width && height === bounds.height && ratio === pixelRatio) return;
      const dx = (width - bounds.width) / 2;
      const dy = (height - bounds.height) / 2;
      bounds.width = width;
      bounds.height = height;
      pixelRatio = ratio;
      sizeCanvas();
      aimCentre();
      if (dx !== 0 || dy !== 0) {
        shiftBodies(model.bodies, dx, dy, bounds);
        wake();
      } else {
        redraw();
      }
    },
    setVisible(next) {
      visible = next;
      if (!visible && frame) {
        cancelAnimationFrame(frame);
        frame = 0;
      }
      if (visible && (moving || dirty)) schedule();
    },
    setCoveredLeft(pixels) {
      coveredLeft = pixels;
      if (aimCentre()) wake();
    },
    setReducedMotion(next) {
      reducedMotion = next;
      if (next && moving) wake();
    },
    bodyAt: (x, y, slop) => bodyAt(model, x, y, slop),
    grab(i, x, y) {
      const body = model.bodies[i];
      if (!body) return;
      held = i;
      body.pinned = true;
      grabOffsetX = body.x - x;
      grabOffsetY = body.y - y;
    },
    dragTo(x, y) {
      const body = model.bodies[held];
      if (!body) return;
      body.x = x + grabOffsetX;
      body.y = y + grabOffsetY;
      keepInside(body, bounds);
      if (reducedMotion) redraw();
      else wake();
    },
    release() {
      const body = model.bodies[held];
      held = -1;
      if (!body) return;
      body.pinned = false;
      // With reduced motion the others stay where they are: only the dragged node moved.
      if (reducedMotion) options.onStateChange("settled", model);
      else wake();
    },
    redraw,
    destroy() {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      visible = false;
    },
  };
}

export { positionsOf };
