import { useEffect, useRef, type PointerEvent } from "react";
import { skillGroups, skillNodes, type SkillGroup } from "#app/content/skill-nodes";
import { createGraphEngine, positionsOf, type GraphEngine } from "./graph-engine";
import { seededRandom } from "./physics";

/** The same starting layout and link strengths on every visit. */
const layoutSeed = 388;

export type GraphHighlight = {
  selectedId: string | null;
  hoveredId: string | null;
  activeGroup: SkillGroup | null;
  pathway: ReadonlyArray<string>;
};

type Gesture = { pointerId: number; index: number; startX: number; startY: number; moved: boolean; touch: boolean };

type SkillGraphCanvasProps = GraphHighlight & {
  /** Width (CSS px) of the panel covering the canvas's left side, 0 when none. */
  coveredLeft: number;
  onSelect: (id: string) => void;
  onHover: (id: string | null) => void;
  descriptionId: string;
};

/**
 * The canvas that draws the skills network. Nodes can be dragged (mouse, pen or touch) and
 * clicked; a touch that starts on empty canvas scrolls the page as usual. When it comes to
 * rest, the canvas carries `data-state="settled"` and every node's position in
 * `data-positions` (CSS pixels from its top-left corner).
 */
export function SkillGraphCanvas({
  selectedId,
  hoveredId,
  activeGroup,
  pathway,
  coveredLeft,
  onSelect,
  onHover,
  descriptionId,
}: SkillGraphCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const engineRef = useRef<GraphEngine | null>(null);
  const gestureRef = useRef<Gesture | null>(null);
  const highlightRef = useRef<GraphHighlight>({ selectedId, hoveredId, activeGroup, pathway });

  function pushFocus() {
    const engine = engineRef.current;
    if (!engine) return;
    const { index } = engine.model;
    const at = (id: string | null) => (id === null ? -1 : (index.get(id) ?? -1));
    const current = highlightRef.current;
    engine.setFocus({
      selected: at(current.selectedId),
      hovered: at(current.hoveredId),
      dragging: gestureRef.current?.moved ? gestureRef.current.index : -1,
      activeGroup: current.activeGroup,
      pathway: current.pathway.map(at).filter((i) => i >= 0),
    });
  }

  useEffect(() => {
    const canvas = canvasRef.current;
    const box = canvas?.parentElement;
    if (!canvas || !box) return;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const size = box.getBoundingClientRect();
    const engine = createGraphEngine(canvas, {
      nodes: skillNodes,
      groups: skillGroups,
      width: size.width || 800,
      height: size.height || 600,
      pixelRatio: window.devicePixelRatio || 1,
      reducedMotion: reducedMotion.matches,
      random: seededRandom(layoutSeed),
      onStateChange(state, model) {
        canvas.dataset.state = state;
        if (state === "settled") canvas.dataset.positions = JSON.stringify(positionsOf(model));
      },
    });
    engineRef.current = engine;
    pushFocus();

    let lastWidth = size.width || 800;
    let lastHeight = size.height || 600;
    const resize = () => engine.resize(lastWidth, lastHeight, window.devicePixelRatio || 1);
    const resizeObserver = new ResizeObserver((entries) => {
      const rect = entries[0]?.contentRect;
      if (!rect || rect.width === 0 || rect.height === 0) return;
      lastWidth = rect.width;
      lastHeight = rect.height;
      resize();
    });
    resizeObserver.observe(box);

    // A change of devicePixelRatio (browser zoom, another monitor) needs a sharper backing store.
    let ratioQuery = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    function onRatioChange() {
      ratioQuery.removeEventListener("change", onRatioChange);
      ratioQuery = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
      ratioQuery.addEventListener("change", onRatioChange);
      resize();
    }
    ratioQuery.addEventListener("change", onRatioChange);

    const visibility = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) engine.setVisible(entry.isIntersecting);
    });
    visibility.observe(canvas);

    const onMotionChange = () => engine.setReducedMotion(reducedMotion.matches);
    reducedMotion.addEventListener("change", onMotionChange);

    // A finger that lands on a node drags it; anywhere else the page scrolls as usual.
    function onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      if (!touch || !canvas) return;
      const rect = canvas.getBoundingClientRect();
      if (engine.bodyAt(touch.clientX - rect.left, touch.clientY - rect.top, 14) >= 0) event.preventDefault();
    }
    canvas.addEventListener("touchstart", onTouchStart, { passive: false });

    return () => {
      canvas.removeEventListener("touchstart", onTouchStart);
      reducedMotion.removeEventListener("change", onMotionChange);
      ratioQuery.removeEventListener("change", onRatioChange);
      visibility.disconnect();
      resizeObserver.disconnect();
      engine.destroy();
      engineRef.current = null;
    };
    // The engine lives as long as the canvas; highlight changes reach it through pushFocus.
  }, []);

  // The latest highlight, for the engine and the pointer handlers (which run outside React's renders).
  useEffect(() => {
    highlightRef.current = { selectedId, hoveredId, activeGroup, pathway };
    pushFocus();
  }, [selectedId, hoveredId, activeGroup, pathway]);
  useEffect(() => engineRef.current?.setCoveredLeft(coveredLeft), [coveredLeft]);

  function pointIn(event: PointerEvent<HTMLCanvasElement>): [number, number] {
    const rect = event.currentTarget.getBoundingClientRect();
    return [event.clientX - rect.left, event.clientY - rect.top];
  }

  function idOf(index: number): string | null {
    return engineRef.current?.model.bodies[index]?.id ?? null;
  }

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    const engine = engineRef.current;
    if (!engine || (event.pointerType === "mouse" && event.button !== 0)) return;
    const [x, y] = pointIn(event);
    const touch = event.pointerType !== "mouse";
    const index = engine.bodyAt(x, y, touch ? 14 : 6);
    if (index < 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    gestureRef.current = { pointerId: event.pointerId, index, startX: x, startY: y, moved: false, touch };
    engine.grab(index, x, y);
    event.currentTarget.style.cursor = "grabbing";
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const engine = engineRef.current;
    if (!engine) return;
    const [x, y] = pointIn(event);
    const gesture = gestureRef.current;
    if (gesture && gesture.pointerId === event.pointerId) {
      if (!gesture.moved) {
        if (Math.hypot(x - gesture.startX, y - gesture.startY) < (gesture.touch ? 8 : 4)) return;
        gesture.moved = true;
        pushFocus();
      }
      engine.dragTo(x, y);
      return;
    }
    if (event.pointerType !== "mouse") return;
    const index = engine.bodyAt(x, y, 4);
    const id = idOf(index);
    event.currentTarget.style.cursor = index >= 0 ? "pointer" : "";
    if (id !== highlightRef.current.hoveredId) onHover(id);
  }

  function endGesture(event: PointerEvent<HTMLCanvasElement>, completed: boolean) {
    const gesture = gestureRef.current;
    if (!gesture || gesture.pointerId !== event.pointerId) return;
    gestureRef.current = null;
    const engine = engineRef.current;
    engine?.release();
    // Where the node was dropped, for anyone (tests included) who wants to check a drag.
    if (engine && gesture.moved) event.currentTarget.dataset.positions = JSON.stringify(positionsOf(engine.model));
    event.currentTarget.style.cursor = event.pointerType === "mouse" ? "pointer" : "";
    pushFocus();
    const id = idOf(gesture.index);
    if (completed && !gesture.moved && id) onSelect(id);
  }

  return (
    <canvas
      ref={canvasRef}
      width={800}
      height={600}
      role="img"
      aria-label={`Skills network: ${skillNodes.length} AI skills in ${skillGroups.length} groups, linked where teams use them together`}
      aria-describedby={descriptionId}
      className="absolute inset-0 block size-full select-none"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endGesture(event, true)}
      onPointerCancel={(event) => endGesture(event, false)}
      onPointerLeave={() => {
        if (!gestureRef.current && highlightRef.current.hoveredId !== null) onHover(null);
      }}
    />
  );
}
