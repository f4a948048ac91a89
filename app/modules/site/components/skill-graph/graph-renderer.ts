import type { GraphFocus, GraphModel } from "./graph-model";
import { canvasTheme } from "./graph-theme";

const dash = [6, 6];
const solid: Array<number> = [];
const dimmedAlpha = 0.2;

function isDimmed(model: GraphModel, focus: GraphFocus, i: number): boolean {
  if (i === focus.selected || i === focus.dragging) return false;
  if (focus.activeGroup !== null && model.groups[i] !== focus.activeGroup) return true;
  if (focus.hovered >= 0) return i !== focus.hovered && !model.neighbours[focus.hovered].includes(i);
  if (focus.pathway.length > 0) return !focus.pathway.includes(i);
  return false;
}

/** 0 dimmed, 1 normal, 2 highlighted (a link of the hovered, dragged or selected skill). */
function linkLevel(model: GraphModel, focus: GraphFocus, source: number, target: number): number {
  const lead = focus.hovered >= 0 ? focus.hovered : focus.dragging >= 0 ? focus.dragging : focus.selected;
  if (lead >= 0 && (source === lead || target === lead)) return 2;
  if (
    focus.activeGroup !== null &&
    model.groups[source] !== focus.activeGroup &&
    model.groups[target] !== focus.activeGroup
  )
    return 0;
  if (focus.hovered >= 0 || focus.pathway.length > 0) return 0;
  return 1;
}

function strokeLinks(
  ctx: CanvasRenderingContext2D,
  model: GraphModel,
  focus: GraphFocus,
  level: number,
  style: string,
  width: number,
): void {
  ctx.beginPath();
  for (const spring of model.springs) {
    if (linkLevel(model, focus, spring.source, spring.target) !== level) continue;
    const a = model.bodies[spring.source];
    const b = model.bodies[spring.target];
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
  }
  ctx.strokeStyle = style;
  ctx.lineWidth = width;
  ctx.stroke();
}

function fillNodes(ctx: CanvasRenderingContext2D, model: GraphModel, focus: GraphFocus, dimmed: boolean): void {
  ctx.globalAlpha = dimmed ? dimmedAlpha : 1;
  // One path per colour: five fills a frame instead of one per node.
  let colour = "";
  for (let start = 0; start < model.bodies.length; start++) {
    colour = model.colours[start];
    if (model.colours.indexOf(colour) !== start) continue;
    ctx.beginPath();
    for (let i = start; i < model.bodies.length; i++) {
      if (model.colours[i] !== colour || isDimmed(model, focus, i) !== dimmed) continue;
      const body = model.bodies[i];
      ctx.moveTo(body.x + body.radius, body.y);
      ctx.arc(body.x, body.y, body.radius, 0, Math.PI * 2);
    }
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.strokeStyle = canvasTheme.nodeRing;
    ctx.lineWidth = 1.5;
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}

function halo(ctx: CanvasRenderingContext2D, model: GraphModel, i: number, alpha: number): void {
  if (i < 0) return;
  const body = model.bodies[i];
  ctx.globalAlpha = alpha;
  ctx.fillStyle = model.colours[i];
  ctx.beginPath();
  ctx.arc(body.x, body.y, body.radius + 9, 0, Math.PI * 2);
  ctx.fill();
  ctx.globalAlpha = 1;
}

function drawLabels(
  ctx: CanvasRenderingContext2D,
  model: GraphModel,
  focus: GraphFocus,
  width: number,
  height: number,
  strong: boolean,
): void {
  ctx.font = strong ? canvasTheme.fontStrong : canvasTheme.font;
  ctx.textAlign = "center";
  ctx.textBaseline = "alphabetic";
  ctx.lineJoin = "round";
  ctx.lineWidth = 4;
  ctx.strokeStyle = canvasTheme.labelHalo;
  ctx.fillStyle = strong ? canvasTheme.labelStrong : canvasTheme.label;
  for (let i = 0; i < model.bodies.length; i++) {
    const isStrong = i === focus.selected || i === focus.hovered || i === focus.dragging;
    if (isStrong !== strong) continue;
    if (!isStrong && !model.alwaysLabelled[i] && !focus.pathway.includes(i)) continue;
    const body = model.bodies[i];
    const half = (strong ? model.strongLabelWidths[i] : model.labelWidths[i]) / 2;
    const x = Math.min(width - half - 4, Math.max(half + 4, body.x));
    const below = body.y + body.radius + 15;
    const y = below > height - 4 ? body.y - body.radius - 7 : below;
    ctx.globalAlpha = !strong && isDimmed(model, focus, i) ? 0.35 : 1;
    ctx.strokeText(model.labels[i], x, y);
    ctx.fillText(model.labels[i], x, y);
  }
  ctx.globalAlpha = 1;
}

function drawPathway(ctx: CanvasRenderingContext2D, model: GraphModel, focus: GraphFocus): void {
  if (focus.pathway.length < 2) return;
  ctx.beginPath();
  focus.pathway.forEach((i, order) => {
    const body = model.bodies[i];
    if (order === 0) ctx.moveTo(body.x, body.y);
    else ctx.lineTo(body.x, body.y);
  });
  ctx.setLineDash(dash);
  ctx.strokeStyle = canvasTheme.pathway;
  ctx.lineWidth = 2.5;
  ctx.stroke();
  ctx.setLineDash(solid);
}

function drawStepBadges(ctx: CanvasRenderingContext2D, model: GraphModel, focus: GraphFocus): void {
  if (focus.pathway.length === 0) return;
  ctx.font = canvasTheme.badgeFont;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  focus.pathway.forEach((i, order) => {
    const body = model.bodies[i];
    const x = body.x + body.radius * 0.8 + 3;
    const y = body.y - body.radius * 0.8 - 3;
    ctx.fillStyle = canvasTheme.badge;
    ctx.beginPath();
    ctx.arc(x, y, 8, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = canvasTheme.badgeText;
    ctx.fillText(String(order + 1), x, y + 0.5);
  });
}

/** Draws one frame. The context is already scaled to CSS pixels (devicePixelRatio). */
export function drawGraph(
  ctx: CanvasRenderingContext2D,
  model: GraphModel,
  focus: GraphFocus,
  width: number,
  height: number,
): void {
  ctx.clearRect(0, 0, width, height);
  strokeLinks(ctx, model, focus, 0, canvasTheme.linkDimmed, 1);
  strokeLinks(ctx, model, focus, 1, canvasTheme.link, 1.25);
  drawPathway(ctx, model, focus);
  strokeLinks(ctx, model, focus, 2, canvasTheme.linkHighlighted, 2);
  halo(ctx, model, focus.hovered, 0.28);
  halo(ctx, model, focus.dragging, 0.28);
  halo(ctx, model, focus.selected, 0.4);
  fillNodes(ctx, model, focus, true);
  fillNodes(ctx, model, focus, false);
  if (focus.selected >= 0) {
    const body = model.bodies[focus.selected];
    ctx.beginPath();
    ctx.arc(body.x, body.y, body.radius + 3.5, 0, Math.PI * 2);
    ctx.strokeStyle = canvasTheme.selectedRing;
    ctx.lineWidth = 2.5;
    ctx.stroke();
  }
  drawStepBadges(ctx, model, focus);
  drawLabels(ctx, model, focus, width, height, false);
  drawLabels(ctx, model, focus, width, height, true);
}

/** Measures every label once the web font is in (the widths keep labels inside the canvas). */
export function measureLabels(ctx: CanvasRenderingContext2D, model: GraphModel): void {
  ctx.font = canvasTheme.font;
  model.labelWidths = model.labels.map((label) => ctx.measureText(label).width);
  ctx.font = canvasTheme.fontStrong;
  model.strongLabelWidths = model.labels.map((label) => ctx.measureText(label).width);
}
