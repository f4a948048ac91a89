import { expect, test } from "vitest";
import { skillGroups, skillNodes } from "#app/content/skill-nodes";
import {
  deriveLinks,
  graphPhysics,
  nodeRadius,
  placeBodies,
  seededRandom,
  settle,
  springsFor,
  step,
  type Body,
  type Bounds,
} from "./physics";

const canvas: Bounds = { width: 800, height: 600, padding: 0 };

function body(id: string, x: number, y: number, extra: Partial<Body> = {}): Body {
  return { id, x, y, vx: 0, vy: 0, radius: 6, pinned: false, ...extra };
}

test("docs/product.md's constants", () => {
  expect(graphPhysics).toMatchObject({
    damping: 0.9,
    repulsion: 150,
    repulsionRange: 200,
    linkRestLength: 120,
    centrePull: 0.008,
  });
});

test("node radius is max(6, value / 3.5)", () => {
  expect(nodeRadius(14)).toBe(6);
  expect(nodeRadius(21)).toBe(6);
  expect(nodeRadius(70)).toBe(20);
  expect(nodeRadius(35)).toBe(10);
});

test("links come from related skills, once per pair, with strengths from the injected random source", () => {
  const nodes = [
    { id: "a", value: 10, relatedSkills: ["b", "c", "missing", "a"] },
    { id: "b", value: 10, relatedSkills: ["a", "c"] },
    { id: "c", value: 10, relatedSkills: ["a"] },
  ];
  const draws = [0, 0.5, 0.999];
  const links = deriveLinks(nodes, () => draws.shift() ?? 0);
  expect(links).toEqual([
    { source: "a", target: "b", strength: 0.5 },
    { source: "a", target: "c", strength: 0.75 },
    { source: "b", target: "c", strength: 0.5 + 0.999 * 0.5 },
  ]);
});

test("the site's links: one per related pair, strengths within 0.5 to 1", () => {
  const pairs = new Set(
    skillNodes.flatMap((node) => node.relatedSkills.map((other) => [node.id, other].sort().join("|"))),
  );
  const links = deriveLinks(skillNodes, Math.random);
  expect(links).toHaveLength(pairs.size);
  for (const link of links) {
    expect(link.strength).toBeGreaterThanOrEqual(0.5);
    expect(link.strength).toBeLessThan(1);
  }
});

test("one step: two close bodies repel (150 / d, fading to 0 at 200 px), drift to the centre and are damped by 0.9", () => {
  const bodies = [body("a", 350, 300), body("b", 450, 300)];
  step(bodies, [], canvas);
  // d = 100: push 150 / 100 * (1 - 100 / 200) = 0.75 outwards; centre pull 50 * 0.008 = 0.4 inwards.
  expect(bodies[0]!.vx).toBeCloseTo((-0.75 + 0.4) * 0.9, 10);
  expect(bodies[0]!.x).toBeCloseTo(350 + (-0.75 + 0.4) * 0.9, 10);
  expect(bodies[1]!.x).toBeCloseTo(450 - (-0.75 + 0.4) * 0.9, 10);
  expect(bodies[0]!.y).toBe(300);
});

test("one step: bodies 200 px or more apart do not repel; only the centre pull acts", () => {
  const bodies = [body("a", 250, 300), body("b", 550, 300)];
  step(bodies, [], canvas);
  expect(bodies[0]!.x).toBeCloseTo(250 + 150 * 0.008 * 0.9, 10);
  expect(bodies[1]!.x).toBeCloseTo(550 - 150 * 0.008 * 0.9, 10);
});

test("one step: a link pulls towards its rest length of 120 px, in proportion to its strength", () => {
  const bodies = [body("a", 300, 300), body("b", 500, 300)];
  step(bodies, [{ source: 0, target: 1, strength: 0.5 }], canvas);
  const pull = (200 - 120) * graphPhysics.linkStiffness * 0.5;
  expect(bodies[0]!.vx).toBeCloseTo((pull + 100 * 0.008) * 0.9, 10);
  expect(bodies[1]!.vx).toBeCloseTo(-(pull + 100 * 0.008) * 0.9, 10);
  // A link shorter than its rest length pushes the two apart.
  const close = [body("a", 390, 300), body("b", 410, 300)];
  step(close, [{ source: 0, target: 1, strength: 1 }], { ...canvas }, { ...graphPhysics, repulsion: 0, centrePull: 0 });
  expect(close[0]!.vx).toBeCloseTo((20 - 120) * graphPhysics.linkStiffness * 0.9, 10);
});

test("a pinned body (being dragged) stays put but still pushes the others", () => {
  const bodies = [body("held", 380, 300, { pinned: true }), body("b", 420, 300)];
  step(bodies, [], canvas);
  expect(bodies[0]).toMatchObject({ x: 380, y: 300, vx: 0, vy: 0 });
  expect(bodies[1]!.x).toBeGreaterThan(420);
});

test("bodies stay inside the bounds, their radius and padding included", () => {
  const bodies = [body("a", -50, 700, { radius: 10, vx: -5, vy: 5 })];
  step(bodies, [], { width: 800, height: 600, padding: 8 });
  expect(bodies[0]).toMatchObject({ x: 18, y: 582, vx: 0, vy: 0 });
});

test("the site's graph settles: every body slows below the rest speed, inside the canvas, without overlaps", () => {
  for (const [width, seed] of [
    [800, 1],
    [576, 7],
    [358, 3],
  ] as const) {
    const random = seededRandom(seed);
    const bounds = { width, height: 600, padding: 18 };
    const bodies = placeBodies(skillNodes, skillGroups, bounds, random);
    const springs = springsFor(bodies, deriveLinks(skillNodes, random));
    const ticks = settle(bodies, springs, bounds);
    expect(ticks, `${width} px`).toBeLessThan(graphPhysics.maxTicks);
    expect(step(bodies, springs, bounds)).toBeLessThan(graphPhysics.restSpeed * 1.5);
    for (const b of bodies) {
      expect(b.x).toBeGreaterThanOrEqual(b.radius + 18);
      expect(b.x).toBeLessThanOrEqual(width - b.radius - 18);
      for (const other of bodies)
        if (other !== b) expect(Math.hypot(b.x - other.x, b.y - other.y)).toBeGreaterThan(b.radius + other.radius);
    }
  }
});

test("the seeded random source repeats itself and stays in [0, 1)", () => {
  const first = seededRandom(42);
  const second = seededRandom(42);
  const values = Array.from({ length: 1000 }, () => first());
  expect(values.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => second()));
  expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
  expect(Math.max(...values)).toBeLessThan(1);
});
