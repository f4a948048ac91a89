import { expect, test } from "vitest";
import { shippedWebItems, siteCatalogueItems, webItemId, canonicalArticleUrl } from "#app/content/content-catalogue";
import { defaultInterests, trendingInterests, type UserInterests } from "#app/schemas/content";
import { buildContentIndex, type SourceFilter } from "./content-index";
import { rankContent } from "./recommend";

// The expectations below were written from what the catalogue items are about (app/content/media.ts,
// blog-index.ts, external-reading.ts) before the ranking was run.

const index = buildContentIndex([...siteCatalogueItems(), ...shippedWebItems()], new Date("2025-07-01T00:00:00Z"));

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
    name: "a remote-first team lead gets the remote work playbook and podcast first",
    interests: { topics: ["Remote Work"] },
    check: (top) =>
      expect(top.slice(0, 2).sort()).toEqual(["hybrid-work-playbook-for-tech-teams", "remote-teams-that-work"]),
  },
  {
    name: "a compliance officer gets the AI hiring rules first and the bias audit video close behind",
    interests: { topics: ["AI Regulation", "Compliance"] },
    check: (top) => {
      expect(top[0]).toBe("ai-hiring-rules-2025");
      expect(top.slice(0, 3)).toContain("fair-hiring-with-ai");
    },
  },
  {
    name: "a DEI lead gets the two pieces about bias in hiring first",
    interests: { topics: ["Diversity", "Bias in Hiring"] },
    check: (top) =>
      expect(top.slice(0, 2).sort()).toEqual(["fair-hiring-with-ai", "reducing-bias-in-technical-interviews"]),
  },
  {
    name: "a capability centre leader gets the GCC panel first",
    interests: { industries: ["Global Capability Centres"], topics: ["Scaling Teams"] },
    check: (top) => expect(top[0]).toBe("shared-future-3-capability-centres"),
  },
  {
    name: "someone planning their career gets the careers podcast, then reskilling or mobility reading",
    interests: { topics: ["Career Development", "Reskilling"] },
    check: (top) => {
      expect(top[0]).toBe("future-of-tech-careers");
      expect(
        top
          .slice(0, 3)
          .some((id) => ["upskilling-for-generative-ai", "internal-mobility-before-external-hiring"].includes(id)),
      ).toBe(true);
    },
  },
  {
    name: "a hiring manager for MLOps gets the cloud and MLOps assessment video first",
    interests: { technologies: ["MLOps", "Cloud Computing"], roles: ["Hiring Manager"] },
    check: (top) => expect(top[0]).toBe("hiring-for-cloud-and-mlops"),
  },
  {
    name: "a people partner gets the onboarding article first and the remote teams podcast in the list",
    interests: { topics: ["Onboarding", "Employee Experience"] },
    check: (top) => {
      expect(top[0]).toBe("onboarding-that-sticks");
      expect(top).toContain("remote-teams-that-work");
    },
  },
  {
    name: "a recruiter curious about AI interviews gets the AI interview walk-through first",
    interests: { topics: ["AI Interviews", "Candidate Experience"] },
    check: (top) => expect(top[0]).toBe("inside-an-ai-interview"),
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
  expect(ids({ topics: ["Remote Work"], technologies: ["MLOps"] })[0]).not.toBe("hiring-for-cloud-and-mlops");
  expect(["hybrid-work-playbook-for-tech-teams", "remote-teams-that-work"]).toContain(
    ids({ topics: ["Remote Work"], technologies: ["MLOps"] })[0],
  );
});

test("an unmatched profile still gets a full, mixed list (cold start), and so does an empty one", () => {
  for (const profile of [{ topics: ["Underwater Basket Weaving"] }, {}]) {
    const items = rank(profile, 4);
    expect(items).toHaveLength(4);
    expect(new Set(items.map((item) => item.kind)).size).toBeGreaterThan(1);
  }
});

test("a list never repeats an item and never asks for more than the catalogue has", () => {
  const all = ids(defaultInterests, 20, "all");
  expect(new Set(all).size).toBe(all.length);
  expect(all).toHaveLength(20);
  expect(ids({ topics: ["Remote Work"] }, 20, "site")).toHaveLength(17);
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
