import { monthYear } from "#app/lib/month-names";
import { articlePath, articlesInCategory as articlesOf, categoryPath, readingMinutesOf } from "./blog-catalogue";
import { blogCategories } from "./blog-categories";
import { blogArticleIndex } from "./blog-index";
import { findCaseStudy } from "./case-studies";
import { caseStudyPages, type CaseStudyPageId } from "./case-study-pages";
import { mediaItems, mediaPath, mediaTypeLabels } from "./media";
import { eventLabels, panelEvent } from "./panel-event";
import { pageFor, publicPages, type PublicPath } from "./routes-meta";
import { site } from "./site";

/**
 * Every page search engines should index, with what its share preview, its breadcrumb trail and
 * the sitemap need (docs/product.md#share-previews-and-search). Read on the server and at build
 * time only: route loaders hand each page its own row, so no page's JavaScript carries the list.
 */
export type PageKind = "landing" | "article" | "case-study" | "event" | "category" | "media" | "legal";

export type IndexablePage = {
  path: string;
  kind: PageKind;
  /** The page's name in breadcrumb trails. */
  name: string;
  /** The headline of its share preview. */
  title: string;
  /** One or two sentences under the headline. */
  summary: string;
  /** The short facts above the headline: an article's category and reading time, the event's date. */
  details: Array<string>;
  /** The day the page's content last changed, yyyy-mm-dd (the sitemap's lastmod). */
  lastModified: string;
  /** The page one level up in the trail (the home page has none). */
  parent: string | null;
  /** Written on articles and case studies (og:type article, article:published_time). */
  publishedOn?: string;
};

const legalPaths: ReadonlyArray<string> = [
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
  "/gdpr-compliance",
];
const caseStudyPaths: Record<string, CaseStudyPageId> = {
  "/case-study-int": "int",
  "/case-study-magic-edtech": "magic",
};

/** The line above a landing page's headline in its preview. */
const landingFacts: Record<string, Array<string>> = {
  "/gitex": ["Trade-event offer", "Free"],
  "/ai-talent-deployment": ["AI talent deployment"],
  "/recommendations": ["Picked for your interests"],
};

function newest(dates: Array<string>): string {
  return dates.reduce((latest, date) => (date > latest ? date : latest));
}

function publicPageRow(path: PublicPath): IndexablePage {
  const page = pageFor(path);
  const base = {
    path,
    name: page.title,
    title: page.title,
    summary: page.description,
    lastModified: page.lastModified,
    parent: "/",
  };
  const caseStudyId = caseStudyPaths[path];
  if (path === "/") return { ...base, kind: "landing", name: "Home", details: [site.tagline], parent: null };
  if (caseStudyId) {
    const study = findCaseStudy(caseStudyId);
    return {
      ...base,
      kind: "case-study",
      title: caseStudyPages[caseStudyId].title,
      details: [study.industry, `Published ${monthYear(study.publishedOn)}`],
      publishedOn: study.publishedOn,
    };
  }
  if (path === "/gcc-panel") {
    const { date, time, weekday } = eventLabels(panelEvent);
    return {
      ...base,
      kind: "event",
      title: `${panelEvent.name}: ${panelEvent.theme}`,
      details: [
        panelEvent.series,
        `${weekday}, ${date}`,
        `${time} ${panelEvent.timeZoneAbbreviation} (${panelEvent.timeZoneName})`,
      ],
    };
  }
  if (path === "/blog")
    return {
      ...base,
      name: "Blog",
      details: ["Articles and guides"],
      lastModified: newest([page.lastModified, ...blogArticleIndex.map((a) => a.date)]),
      kind: "landing",
    };
  if (path === "/shared-future")
    return {
      ...base,
      details: ["Podcasts", "Panels", "Videos"],
      lastModified: newest([page.lastModified, ...mediaItems.map((m) => m.date)]),
      kind: "landing",
    };
  if (legalPaths.includes(path))
    return { ...base, kind: "legal", details: [`Updated ${monthYear(page.lastModified)}`] };
  return { ...base, kind: "landing", details: landingFacts[path] ?? [] };
}

/** Every indexable page: the public pages, the blog's articles and categories, the media items. */
export function indexablePages(): Array<IndexablePage> {
  return [
    ...publicPages.map((page) => publicPageRow(page.path)),
    ...blogArticleIndex.map((article) => ({
      path: articlePath(article.slug),
      kind: "article" as const,
      name: article.title,
      title: article.title,
      summary: article.excerpt,
      details: [article.category, `${readingMinutesOf(article.slug)} min read`],
      lastModified: article.date,
      parent: "/blog",
      publishedOn: article.date,
    })),
    ...blogCategories.map((category) => {
      const dates = articlesOf(category.name).map((a) => a.date);
      return {
        path: categoryPath(category.slug),
        kind: "category" as const,
        name: category.name,
        title: `${category.name} Articles`,
        summary: category.description,
        details: ["Blog category"],
        lastModified: dates.length > 0 ? newest(dates) : pageFor("/blog").lastModified,
        parent: "/blog",
      };
    }),
    ...mediaItems.map((item) => ({
      path: mediaPath(item),
      kind: "media" as const,
      name: item.title,
      title: item.title,
      summary: item.description,
      details: [mediaTypeLabels[item.type], `${item.durationMinutes} min`],
      lastModified: item.date,
      parent: "/shared-future",
    })),
  ];
}

export function indexablePage(path: string): IndexablePage | null {
  return indexablePages().find((page) => page.path === path) ?? null;
}

/** The trail from the home page down to `path` (empty for a page that is not indexable). */
export function breadcrumbTrail(path: string): Array<{ name: string; path: string }> {
  const trail: Array<{ name: string; path: string }> = [];
  for (let page = indexablePage(path); page; page = page.parent ? indexablePage(page.parent) : null) {
    trail.unshift({ name: page.name, path: page.path });
  }
  return trail;
}
