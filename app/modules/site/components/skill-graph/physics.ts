/**
 * The skill graph's force simulation: plain data in, plain data out, no DOM. Bodies are
 * updated in place so that a frame allocates nothing.
 */

/** docs/product.md fixes damping, repulsion (150 within 200 px), link rest length and centre pull; the rest are ours. */
export const graphPhysics = {
  damping: 0.9,
  repulsion: 150,
  repulsionRange: 200,
  linkRestLength: 120,
  centrePull: 0.008,
  /** How hard a link of strength 1 pulls per pixel away from its rest length. */
  linkStiffness: 0.04,
  /** Below this speed (px per step) for every body, the layout counts as settled. */
  restSpeed: 0.05,
  /** A settle never runs longer than this, whatever happens. */
  maxTicks: 720,
} as const;

export type PhysicsConstants = { -readonly [K in keyof typeof graphPhysics]: number };

export type Bounds = {
  width: number;
  height: number;
  padding: number;
  /** Where the centre pull aims, when not the middle (part of the canvas is covered). */
  centreX?: number;
};

export type Body = {
  id: string;
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
  /** Held by the pointer: it pushes and pulls the others but does not move by itself. */
  pinned: boolean;
};

export type Link = { source: string; target: string; strength: number };
export type Spring = { source: number; target: number; strength: number };

type GraphNode = { id: string; value: number; relatedSkills: ReadonlyArray<string> };

export function nodeRadius(value: number): number {
  return Math.max(6, value / 3.5);
}

/** One link per related pair (a-b and b-a are the same link), each with a strength in [0.5, 1). */
export function deriveLinks(nodes: ReadonlyArray<GraphNode>, random: () => number): Array<Link> {
  const known = new Set(nodes.map((node) => node.id));
  const seen = new Set<string>();
  const links: Array<Link> = [];
  for (const node of nodes) {
    for (const related of node.relatedSkills) {
      if (related === node.id || !known.has(related)) continue;
      const key = node.id < related ? `${node.id}\n${related}` : `${related}\n${node.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      links.push({ source: node.id, target: related, strength: 0.5 + random() * 0.5 });
    }
  }
  return links;
}

export function springsFor(bodies: ReadonlyArray<Body>, links: ReadonlyArray<Link>): Array<Spring> {
  const index = new Map(bodies.map((body, i) => [body.id, i]));
  return links.flatMap((link) => {
    const source = index.get(link.source);
    const target = index.get(link.target);
    return source === undefined || target === undefined ? [] : [{ source, target, strength: link.strength }];
  });
}

/**
 * Starting positions: each group in its own sector around the centre, so related skills
 * start near each other and the layout settles quickly into readable clusters.
 */
export function placeBodies(
  nodes: ReadonlyArray<GraphNode & { group: string }>,
  groups: ReadonlyArray<string>,
  bounds: Bounds,
  random: () => number,
): Array<Body> {
  const cx = bounds.width / 2;
  const cy = bounds.height / 2;
  const reach = Math.max(40, Math.min(bounds.width, bounds.height) / 2 - bounds.padding);
  return nodes.map((node) => {
    const sector = Math.max(0, groups.indexOf(node.group));
    const angle = (sector / Math.max(1, groups.length)) * Math.PI * 2 + (random() - 0.5) * 1.1;
    const distance = reach * (0.3 + random() * 0.6);
    return {
      id: node.id,
      x: cx + Math.cos(angle) * distance,
      y: cy + Math.sin(angle) * distance,
      vx: 0,
      vy: 0,
      radius: nodeRadius(node.value),
      pinned: false,
    };
  });
}

/**
 * Advances the simulation by one step and returns the fastest free body's speed.
 * Repulsion between two bodies d px apart is repulsion / d, fading to nothing at the range
 * (so bodies crossing it do not jolt); links pull or push towards the rest length; every
 * body drifts towards the centre; velocity is damped, then applied, inside the bounds.
 */
export function step(
  bodies: Array<Body>,
  springs: ReadonlyArray<Spring>,
  bounds: Bounds,
  constants: PhysicsConstants = graphPhysics,
): number {
  const { repulsion, repulsionRange, linkRestLength, linkStiffness, centrePull, damping } = constants;
  const rangeSquared = repulsionRange * repulsionRange;
  const count = bodies.length;
  for (let i = 0; i < count; i++) {
    const a = bodies[i];
    for (let j = i + 1; j < count; j++) {
      const b = bodies[j];
      let dx = b.x - a.x;
      let dy = b.y - a.y;
      let squared = dx * dx + dy * dy;
      if (squared >= rangeSquared) continue;
      if (squared < 0.01) {
        // Two bodies on the same spot: separate them along a fixed, index-based direction.
        dx = Math.cos(i + j);
        dy = Math.sin(i + j);
        squared = 1;
      }
      const distance = Math.sqrt(squared);
      const push = (repulsion / distance) * (1 - distance / repulsionRange);
      const fx = (dx / distance) * push;
      const fy = (dy / distance) * push;
      a.vx -= fx;
      a.vy -= fy;
      b.vx += fx;
      b.vy += fy;
    }
  }
  for (const spring of springs) {
    const a = bodies[spring.source];
    const b = bodies[spring.target];
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const distance = Math.sqrt(dx * dx + dy * dy) || 1;
    const pull = (distance - linkRestLength) * linkStiffness * spring.strength;
    const fx = (dx / distance) * pull;
    const fy = (dy / distance) * pull;
    a.vx += fx;
    a.vy += fy;
    b.vx -= fx;
    b.vy -= fy;
  }
  const cx = bounds.centreX ?? bounds.width / 2;
  const cy = bounds.height / 2;
  let fastest = 0;
  for (const body of bodies) {
    if (body.pinned) {
      body.vx = 0;
      body.vy = 0;
      continue;
    }
    body.vx = (body.vx + (cx - body.x) * centrePull) * damping;
    body.vy = (body.vy + (cy - body.y) * centrePull) * damping;
    body.x += body.vx;
    body.y += body.vy;
    keepInside(body, bounds);
    const speed = Math.sqrt(body.vx * body.vx + body.vy * body.vy);
    if (speed > fastest) fastest = speed;
  }
  return fastest;
}

/** Clamps a body inside the bounds, stopping its motion against the edge it hit. */
export function keepInside(body: Body, bounds: Bounds): void {
  const inset = body.radius + bounds.padding;
  const maxX = Math.max(inset, bounds.width - inset);
  const maxY = Math.max(inset, bounds.height - inset);
  if (body.x < inset || body.x > maxX) {
    body.x = Math.min(maxX, Math.max(inset, body.x));
    body.vx = 0;
  }
  if (body.y < inset || body.y > maxY) {
    body.y = Math.min(maxY, Math.max(inset, body.y));
    body.vy = 0;
  }
}

/** Steps until settled (or the tick limit); returns the number of steps taken. */
export function settle(
  bodies: Array<Body>,
  springs: ReadonlyArray<Spring>,
  bounds: Bounds,
  constants: PhysicsConstants = graphPhysics,
): number {
  for (let tick = 1; tick <= constants.maxTicks; tick++) {
    if (step(bodies, springs, bounds, constants) < constants.restSpeed) return tick;
  }
  return constants.maxTicks;
}

/** Moves every body by the same offset (the container was resized) and back inside the bounds. */
export function shiftBodies(bodies: Array<Body>, dx: number, dy: number, bounds: Bounds): void {
  for (const body of bodies) {
    body.x += dx;
    body.y += dy;
    keepInside(body, bounds);
  }
}

/** A small seeded random source (mulberry32), for layouts that are the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
