/**
 * The blog's eight categories in docs/product.md's order. `listedCount` is docs/product.md's figure for the
 * category: the listing shows it until more articles than that exist, and never shows zero.
 */
export type BlogCategory = {
  name: string;
  slug: string;
  listedCount: number;
  description: string;
};

export const blogCategories = [
  {
    name: "HR Technology",
    slug: "hr-technology",
    listedCount: 12,
    description: "Choosing, rolling out and measuring the tools that run recruiting and HR.",
  },
  {
    name: "Future of Work",
    slug: "future-of-work",
    listedCount: 8,
    description: "How AI, flexible talent models and new expectations are changing work.",
  },
  {
    name: "Talent Mobility",
    slug: "talent-mobility",
    listedCount: 15,
    description: "Moving people to where the work is: internal mobility, relocation and capability centres.",
  },
  {
    name: "Leadership",
    slug: "leadership",
    listedCount: 6,
    description: "Managing distributed, technical and fast-growing teams well.",
  },
  {
    name: "Employee Experience",
    slug: "employee-experience",
    listedCount: 10,
    description: "Onboarding, engagement and the moments that decide whether people stay.",
  },
  {
    name: "DEI",
    slug: "dei",
    listedCount: 7,
    description: "Fair, inclusive hiring and workplaces, with practices that can be measured.",
  },
  {
    name: "Skills & Training",
    slug: "skills-and-training",
    listedCount: 9,
    description: "Skills-based hiring, upskilling and learning programmes that change behaviour.",
  },
  {
    name: "Compliance",
    slug: "compliance",
    listedCount: 5,
    description: "Employment, privacy and AI rules that apply to hiring, explained for practitioners.",
  },
] as const satisfies ReadonlyArray<BlogCategory>;

export type BlogCategoryName = (typeof blogCategories)[number]["name"];

export const blogCategoryNames = /* @__PURE__ */ blogCategories.map((category) => category.name) as [
  BlogCategoryName,
  ...Array<BlogCategoryName>,
];

export function categoryByName(name: string): BlogCategory | null {
  return blogCategories.find((category) => category.name === name) ?? null;
}

export function categoryBySlug(slug: string): BlogCategory | null {
  return blogCategories.find((category) => category.slug === slug) ?? null;
}

/** The count a category shows: docs/product.md's figure until more articles than that exist; never zero. */
export function shownCount(category: BlogCategory, articlesInCategory: number): number {
  return Math.max(category.listedCount, articlesInCategory, 1);
}
