import { expect, test } from "vitest";
import { shippedWebItems, siteCatalogueItems, webItemId, canonicalArticleUrl } from "#app/content/content-catalogue";
import {
  defaultInterests,
  trendingInterests,
  type UserInterests,
} from "#app/modules/content/schemas/recommendation-calls";
import { buildContentIndex, type SourceFilter } from "./content-index";
import { rankContent } from "./recommend";

// The expectations below were written from what the catalogue items are about (app/content/media.ts,
// the real articles of blog-index.ts, external-reading.ts) before the ranking was run. "Now" is a
// fixed day after the newest item, so recency does not drift with the calendar.

const now = new Date("2026-12-01T00:00:00Z");
const index = buildContentIndex([...siteCatalogueItems(), ...shippedWebItems()], now);

function interests(partial: Partial<UserInterests>): UserInterests {
  return { industries: [], roles: [], technologies: [], topics: [], ...partial };
}

function rank(partial: Partial<UserInterests>, count = 3, source: SourceFilter = "site") {
  return rankContent(index, { interests: interests(partial), count, source });
}

function ids(partial: Partial<UserInterests>, count = 3, source: SourceFilter = "site"): Array<string> {
  return rank(partial, count, source).map((item) => item.id);
}

function webId(url: string): string {
  return webItemId(canonicalArticleUrl(url) ?? "");
}

const profiles: Array<{ name: string; interests: Partial<UserInterests>; check: (top: Array<string>) => void }> = [
  {
    name: "a remote-first team lead gets the remote teams podcast first and the hybrid engineering teams article",
    interests: { topics: ["Remote Work"] },
    check: (top) => {
      expect(top[0]).toBe("remote-teams-that-work");
      expect(top).toContain("leading-hybrid-engineering-teams");
    },
  },
  {
    name: "a compliance officer gets the AI hiring compliance checklist first and the bias audit video close behind",
    interests: { topics: ["AI Regulation", "Compliance"] },
    check: (top) => {
      expect(top[0]).toBe("ai-hiring-compliance-checklist");
      expect(top).toContain("fair-hiring-with-ai");
    },
  },
  {
    name: "a DEI lead gets the two pieces about bias in hiring first",
    interests: { topics: ["Diversity", "Bias in Hiring"] },
    check: (top) => expect(top.slice(0, 2).sort()).toEqual(["fair-hiring-with-ai", "reduce-bias-technical-hiring"]),
  },
  {
    name: "a capability centre leader gets the GCC panel first and the GCC staffing article next",
    interests: { industries: ["Global Capability Centres"], topics: ["Scaling Teams"] },
    check: (top) => {
      expect(top[0]).toBe("shared-future-3-capability-centres");
      expect(top.slice(0, 2)).toContain("staffing-a-gcc-in-india");
    },
  },
  {
    name: "someone planning their career gets the careers podcast, then the internal talent marketplace",
    interests: { topics: ["Career Development", "Reskilling"] },
    check: (top) => {
      expect(top[0]).toBe("future-of-tech-careers");
      expect(top).toContain("internal-talent-marketplace");
    },
  },
  {
    name: "a hiring manager for MLOps gets the cloud and MLOps assessment video first",
    interests: { technologies: ["MLOps", "Cloud Computing"], roles: ["Hiring Manager"] },
    check: (top) => expect(top[0]).toBe("hiring-for-cloud-and-mlops"),
  },
  {
    name: "a people partner gets the 90-day onboarding plan and the remote teams podcast first",
    interests: { topics: ["Onboarding", "Employee Experience"] },
    check: (top) => expect(top.slice(0, 2).sort()).toEqual(["first-90-days-onboarding", "remote-teams-that-work"]),
  },
  {
    name: "a recruiter curious about AI interviews gets the walk-through first and the buyer's checklist in the list",
    interests: { topics: ["AI Interviews", "Candidate Experience"] },
    check: (top) => {
      expect(top[0]).toBe("inside-an-ai-interview");
      expect(top).toContain("ai-interview-platform-checklist");
    },
  },
  {
    name: "a recruiting operations lead gets the hiring funnel metrics first",
    interests: { topics: ["Recruiting Metrics", "Hiring Funnel"], roles: ["Recruiting Operations"] },
    check: (top) => expect(top[0]).toBe("hiring-funnel-metrics"),
  },
  {
    name: "a learning lead gets the AI upskilling programme first and the AI-ready workforce panel in the list",
    interests: { topics: ["Upskilling", "AI Skills"] },
    check: (top) => {
      expect(top[0]).toBe("ai-upskilling-programme");
      expect(top).toContain("shared-future-4-ai-ready-workforce");
    },
  },
  {
    name: "someone redesigning a team around contractors gets the blended workforce playbook first",
    interests: { topics: ["Contract Talent", "Workforce Planning"] },
    check: (top) => {
      expect(top[0]).toBe("blended-workforce-playbook");
      expect(top).toContain("staffing-a-gcc-in-india");
    },
  },
  {
    name: "a recruiter wondering about automation gets the AI agents article first",
    interests: { topics: ["AI Agents", "Automation"], roles: ["Recruiter"] },
    check: (top) => expect(top[0]).toBe("ai-agents-in-recruiting"),
  },
  {
    name: "a hiring manager moving to skills-based hiring gets the outcome-based job descriptions first",
    interests: { topics: ["Skills-Based Hiring", "Job Descriptions"] },
    check: (top) => expect(top[0]).toBe("outcome-based-job-descriptions"),
  },
  {
    name: "docs/product.md's default visitor gets the talent acquisition podcast and the remote teams podcast",
    interests: defaultInterests,
    check: (top) => {
      expect(top).toContain("ai-in-talent-acquisition");
      expect(top).toContain("remote-teams-that-work");
    },
  },
  {
    name: "'Trending in Your Industry' (Tech Hiring, Career Development) leads with tech hiring or careers",
    interests: trendingInterests,
    check: (top) =>
      expect([
        "shared-future-3-capability-centres",
        "ml-engineer-deployed-in-24-hours",
        "hiring-for-cloud-and-mlops",
        "future-of-tech-careers",
        "internal-talent-marketplace",
      ]).toContain(top[0]),
  },
];

test.each(profiles)("$name", ({ interests: partial, check }) => {
  check(ids(partial));
});

test("no list is all of one kind when other kinds match too", () => {
  for (const profile of [...profiles.map((p) => p.interests), defaultInterests, trendingInterests]) {
    for (const count of [2, 3, 5]) {
      const items = rank(profile, count);
      expect(new Set(items.map((item) => item.kind)).size, JSON.stringify(profile)).toBeGreaterThan(1);
    }
  }
});

test("topics weigh more than technologies", () => {
  expect(ids({ topics: ["Remote Work"], technologies: ["MLOps"] })[0]).toBe("remote-teams-that-work");
  expect(ids({ topics: ["MLOps"], technologies: ["Remote Work"] })[0]).toBe("hiring-for-cloud-and-mlops");
});

test("an unmatched profile still gets a full, mixed list (cold start), and so does an empty one", () => {
  for (const profile of [{ topics: ["Underwater Basket Weaving"] }, {}]) {
    for (const count of [2, 3, 4]) {
      const items = rank(profile, count);
      expect(items).toHaveLength(count);
      expect(new Set(items.map((item) => item.kind)).size).toBeGreaterThan(1);
    }
  }
});

test("a list never repeats an item and never asks for more than the catalogue has", () => {
  const all = ids(defaultInterests, 20, "all");
  expect(new Set(all).size).toBe(all.length);
  expect(all).toHaveLength(20);
  const small = buildContentIndex(siteCatalogueItems().slice(0, 5), now);
  const everything = rankContent(small, {
    interests: interests({ topics: ["Remote Work"] }),
    count: 20,
    source: "site",
  });
  expect(everything).toHaveLength(5);
});

test("web research over the shipped articles finds the remote work research and the AI bias reporting", () => {
  const remote = ids({ topics: ["Remote Work"] }, 3, "web");
  const remoteSources = [
    "https://www.nature.com/articles/s41586-024-07500-2",
    "https://buffer.com/state-of-remote-work/2023",
    "https://handbook.gitlab.com/handbook/company/culture/all-remote/guide/",
  ].map(webId);
  expect(remote.filter((id) => remoteSources.includes(id)).length).toBeGreaterThanOrEqual(2);

  const bias = ids({ topics: ["AI bias in hiring"] }, 2, "web");
  expect(
    bias.some((id) =>
      [
        webId("https://www.reuters.com/article/us-amazon-com-jobs-automation-insight-idUSKCN1MK08G"),
        webId("https://hbr.org/2019/05/all-the-ways-hiring-algorithms-can-introduce-bias"),
      ].includes(id),
    ),
  ).toBe(true);
  expect(rank({ topics: ["Remote Work"] }, 3, "web").every((item) => item.source === "web")).toBe(true);
});

test("the IT industry means information technology, not the pronoun", () => {
  const withIt = rank({ industries: ["IT"] }, 3);
  expect(withIt).toHaveLength(3);
});
