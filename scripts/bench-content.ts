// `npm run bench:content`: content suggestions over a generated catalogue of ITEMS (5,000) items,
// in-process (ranking, diversification and reply shaping; no HTTP). Prints the index build time and,
// for ROUNDS (3) rounds of SAMPLES (2,000) random interest profiles, wall-clock p50/p95/p99/max and
// CPU-time p50/p99 per request; exits 1 when p99 is over 10 ms (the aim in docs/product.md#performance-budgets) in every round,
// in CPU time as well as wall-clock.
// Rounds, because this machine is shared: a busy neighbour shows up as wall-clock tail latency that
// the CPU-time columns do not have. A script, not a timed test: figures depend on the machine.
import { availableParallelism, loadavg } from "node:os";
import type { CatalogueItem } from "#app/content/content-catalogue";
import { contentTypes, defaultInterests, type UserInterests } from "#app/modules/content";
import { buildContentIndex, type SourceFilter } from "#app/modules/content/server";
import { rankContent, toSuggestion } from "#app/modules/content/server";

const itemCount = Number(process.env.ITEMS ?? 5000);
const samples = Number(process.env.SAMPLES ?? 2000);
const rounds = Number(process.env.ROUNDS ?? 3);
const p99BudgetMs = 10;

/** Deterministic pseudo-random numbers (mulberry32), so runs are comparable. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(12);
const pick = <T>(list: ReadonlyArray<T>): T => list[Math.floor(next() * list.length)] as T;
const some = <T>(list: ReadonlyArray<T>, min: number, max: number): Array<T> =>
  Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, () => pick(list));

const topics = [
  "Talent Acquisition",
  "Remote Work",
  "Employee Experience",
  "Tech Hiring",
  "Career Development",
  "Onboarding",
  "Diversity",
  "Bias in Hiring",
  "Compliance",
  "AI Regulation",
  "Leadership",
  "Upskilling",
  "Reskilling",
  "Internal Mobility",
  "Retention",
  "Structured Interviews",
  "Candidate Experience",
  "Workforce Planning",
  "Global Capability Centres",
  "Hybrid Work",
  "Employer Branding",
  "Compensation",
  "Wellbeing",
  "Culture",
];
const technologies = [
  "AI",
  "Machine Learning",
  "Cloud Computing",
  "MLOps",
  "Generative AI",
  "Data Science",
  "Python",
  "Kubernetes",
  "Computer Vision",
  "NLP",
  "Low-Code",
  "Quality Assurance",
  "DevOps",
  "Analytics",
];
const industries = ["Technology", "HR Services", "Healthcare", "Finance", "Retail", "Manufacturing", "Education", "IT"];
const roles = ["Tech Recruiter", "HR Manager", "Hiring Manager", "CHRO", "Engineering Manager", "Talent Partner"];
const fillers = [
  "how teams",
  "a practical guide to",
  "lessons from",
  "what leaders get wrong about",
  "measuring",
  "the case for",
  "ten questions on",
  "a year of",
  "rethinking",
  "scaling",
  "the hidden cost of",
  "building",
];
const vocabulary = [...topics, ...technologies, ...industries, ...roles];

function generatedItem(n: number): CatalogueItem {
  const subjects = some(vocabulary, 1, 3);
  const web = next() < 0.4;
  const day = 1 + Math.floor(next() * 1500);
  return {
    id: `item-${n}`,
    type: web ? "blog" : pick(contentTypes),
    source: web ? "web" : "site",
    title: `${pick(fillers)} ${subjects.join(" and ")}`.replace(/^./, (c) => c.toUpperCase()),
    description: `${pick(fillers)} ${some(vocabulary, 4, 10).join(", ")}, with examples from ${pick(industries)} and advice for ${pick(roles)}s.`,
    tags: [...new Set([...subjects, ...some(vocabulary, 1, 3)])].slice(0, 5),
    date: new Date(Date.UTC(2021, 0, day)).toISOString().slice(0, 10),
    url: web ? `https://example.org/articles/${n}` : null,
    publisher: web ? "Example Publisher" : null,
    editorialWeight: Math.round(next() * 10) / 10,
  };
}

function profile(): UserInterests {
  return {
    topics: some(topics, 0, 4),
    industries: some(industries, 0, 2),
    roles: some(roles, 0, 2),
    technologies: some(technologies, 0, 3),
  };
}

function percentile(sorted: Array<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const catalogue = Array.from({ length: itemCount }, (_, n) => generatedItem(n));
const buildStarted = performance.now();
const index = buildContentIndex(catalogue, new Date());
const buildMs = performance.now() - buildStarted;

const requests = Array.from({ length: samples }, () => ({
  interests: next() < 0.15 ? defaultInterests : profile(),
  count: pick([2, 3, 3, 3, 5, 6, 10]),
  source: pick<SourceFilter>(["all", "all", "site", "web"]),
}));
for (const request of requests.slice(0, 200)) rankContent(index, request).map(toSuggestion);

/** One pass over every request: wall-clock and CPU time of each, sorted. */
function round(): { wall: Array<number>; cpu: Array<number>; items: number } {
  const wall: Array<number> = [];
  const cpu: Array<number> = [];
  let items = 0;
  for (const request of requests) {
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    const reply = rankContent(index, request).map(toSuggestion);
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
    items += reply.length;
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b), items };
}

const ms = (value: number) => Number(value.toFixed(3));
const rows = Array.from({ length: rounds }, (_, n) => {
  const { wall, cpu, items } = round();
  return {
    round: n + 1,
    p50Ms: ms(percentile(wall, 50)),
    p95Ms: ms(percentile(wall, 95)),
    p99Ms: ms(percentile(wall, 99)),
    maxMs: ms(wall[wall.length - 1] as number),
    cpuP50Ms: ms(percentile(cpu, 50)),
    cpuP99Ms: ms(percentile(cpu, 99)),
    itemsPerReply: Number((items / samples).toFixed(2)),
  };
});
const bestRound = rows.reduce((a, b) => (b.p99Ms < a.p99Ms ? b : a));
console.log(
  `content suggestions: ${itemCount} generated items (index built in ${buildMs.toFixed(0)} ms), ` +
    `${samples} requests per round, ${rounds} rounds, in-process`,
);
console.table(rows);
const load = loadavg()[0]?.toFixed(1) ?? "?";
console.log(
  `best round: p50 ${bestRound.p50Ms} ms, p99 ${bestRound.p99Ms} ms wall-clock; CPU time p99 ${bestRound.cpuP99Ms} ms ` +
    `(aim: p99 under ${p99BudgetMs} ms; load average ${load} on ${availableParallelism()} cores)`,
);
if (bestRound.p99Ms > p99BudgetMs) {
  if (bestRound.cpuP99Ms <= p99BudgetMs) {
    console.warn("the wall-clock tail is time spent waiting for a busy CPU; the ranking's own work is within the aim");
  } else {
    console.error(`p99 is over the ${p99BudgetMs} ms aim in every round, in CPU time too`);
    process.exit(1);
  }
}
