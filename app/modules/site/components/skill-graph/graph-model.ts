import type { SkillGroup, SkillNode } from "#app/content/skill-nodes";
import { groupColours } from "./graph-theme";
import { deriveLinks, placeBodies, springsFor, type Body, type Bounds, type Spring } from "./physics";

/** Everything the renderer needs, in flat arrays indexed like `bodies`, built once per graph. */
export type GraphModel = {
  bodies: Array<Body>;
  springs: Array<Spring>;
  index: Map<string, number>;
  groups: Array<SkillGroup>;
  colours: Array<string>;
  labels: Array<string>;
  /** Labels shown all the time: docs/product.md's "value over 25". */
  alwaysLabelled: Array<boolean>;
  /** For each body, the springs it takes part in and the bodies at their other ends. */
  springsOf: Array<Array<number>>;
  neighbours: Array<Array<number>>;
  /** Measured label widths (normal and strong font), for keeping labels inside the canvas. */
  labelWidths: Array<number>;
  strongLabelWidths: Array<number>;
};

/** Which parts of the graph stand out: indices into the model (-1 for none). */
export type GraphFocus = {
  selected: number;
  hovered: number;
  dragging: number;
  activeGroup: SkillGroup | null;
  /** The open learning pathway's skills, in order (empty when none). */
  pathway: Array<number>;
};

export const noFocus: GraphFocus = { selected: -1, hovered: -1, dragging: -1, activeGroup: null, pathway: [] };

export function buildGraphModel(
  nodes: ReadonlyArray<SkillNode>,
  groups: ReadonlyArray<SkillGroup>,
  bounds: Bounds,
  random: () => number,
): GraphModel {
  const links = deriveLinks(nodes, random);
  const bodies = placeBodies(nodes, groups, bounds, random);
  const springs = springsFor(bodies, links);
  const springsOf = bodies.map((): Array<number> => []);
  const neighbours = bodies.map((): Array<number> => []);
  springs.forEach((spring, i) => {
    springsOf[spring.source].push(i);
    springsOf[spring.target].push(i);
    neighbours[spring.source].push(spring.target);
    neighbours[spring.target].push(spring.source);
  });
  return {
    bodies,
    springs,
    index: new Map(nodes.map((node, i) => [node.id, i])),
    groups: nodes.map((node) => node.group),
    colours: nodes.map((node) => groupColours[node.group]),
    labels: nodes.map((node) => node.label),
    alwaysLabelled: nodes.map((node) => node.value > 25),
    springsOf,
    neighbours,
    labelWidths: nodes.map((node) => node.label.length * 6.5),
    strongLabelWidths: nodes.map((node) => node.label.length * 7.5),
  };
}

/** The body under a point, preferring the nearest; `slop` widens every target (for fingers). */
export function bodyAt(model: GraphModel, x: number, y: number, slop: number): number {
  let found = -1;
  let best = Infinity;
  model.bodies.forEach((body, i) => {
    const distance = Math.hypot(body.x - x, body.y - y);
    if (distance <= body.radius + slop && distance < best) {
      best = distance;
      found = i;
    }
  });
  return found;
}

/** Rounded positions by skill id, in CSS pixels from the canvas's top-left corner. */
export function positionsOf(model: GraphModel): Record<string, [number, number]> {
  const positions: Record<string, [number, number]> = {};
  for (const body of model.bodies) positions[body.id] = [Math.round(body.x * 10) / 10, Math.round(body.y * 10) / 10];
  return positions;
}
