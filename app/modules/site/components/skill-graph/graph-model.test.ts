import { expect, test } from "vitest";
import { skillGroups, skillNodes } from "#app/content/skill-nodes";
import { bodyAt, buildGraphModel, noFocus, positionsOf } from "./graph-model";
import { drawGraph } from "./graph-renderer";
import { seededRandom, settle } from "./physics";

const bounds = { width: 800, height: 600, padding: 18 };

function model() {
  const graph = buildGraphModel(skillNodes, skillGroups, bounds, seededRandom(1));
  settle(graph.bodies, graph.springs, bounds);
  return graph;
}

/** A 2D context that only records the labels drawn with fillText. */
function recordingContext() {
  const labels: Array<string> = [];
  const ctx = new Proxy(
    {},
    {
      get(_target, key) {
        if (key === "fillText") return (text: string) => labels.push(text);
        return () => {};
      },
      set: () => true,
    },
  ) as CanvasRenderingContext2D;
  return { ctx, labels };
}

test("the model links every skill to its related skills both ways, and labels the skills of value over 25", () => {
  const graph = model();
  expect(graph.bodies).toHaveLength(skillNodes.length);
  graph.neighbours.forEach((others, i) => {
    for (const other of others) expect(graph.neighbours[other]).toContain(i);
  });
  const llm = graph.index.get("llm")!;
  expect(graph.neighbours[llm]!.map((i) => graph.bodies[i]!.id)).toEqual(
    expect.arrayContaining(["generative-ai", "python", "ai-agents"]),
  );
  expect(graph.alwaysLabelled).toEqual(skillNodes.map((node) => node.value > 25));
});

test("a point finds the nearest body within its radius (plus slop), or none", () => {
  const graph = model();
  const python = graph.bodies[graph.index.get("python")!]!;
  expect(bodyAt(graph, python.x + 1, python.y - 1, 0)).toBe(graph.index.get("python"));
  expect(bodyAt(graph, python.x + python.radius + 3, python.y, 0)).toBe(-1);
  expect(bodyAt(graph, python.x + python.radius + 3, python.y, 6)).toBe(graph.index.get("python"));
  expect(bodyAt(graph, -100, -100, 14)).toBe(-1);
});

test("positions are published rounded to a tenth of a pixel, by skill id", () => {
  const graph = model();
  graph.bodies[0]!.x = 123.456;
  graph.bodies[0]!.y = 78.91;
  expect(positionsOf(graph)[graph.bodies[0]!.id]).toEqual([123.5, 78.9]);
});

test("labels: skills of value over 25 always, others only when hovered or selected", () => {
  const graph = model();
  const always = skillNodes.filter((node) => node.value > 25).map((node) => node.label);
  const plain = recordingContext();
  drawGraph(plain.ctx, graph, noFocus, 800, 600);
  expect([...plain.labels].sort()).toEqual([...always].sort());

  const statistics = graph.index.get("statistics")!;
  const gpu = graph.index.get("gpu-computing")!;
  const focused = recordingContext();
  drawGraph(focused.ctx, graph, { ...noFocus, hovered: statistics, selected: gpu }, 800, 600);
  expect([...focused.labels].sort()).toEqual([...always, "Statistics", "GPU Computing"].sort());
});
