import { PageIntro } from "#app/components/layout/page-intro";
import { publicPageLoader } from "#app/lib/page-seo.server";
import { pageMeta } from "#app/lib/page-meta";
import { lazyIsland } from "#app/lib/island";

// The sections are in the prerendered HTML from the start; in the browser each hydrates when its
// own chunk arrives, so the page's first-load JavaScript stays the shell's (budget: 120 KB).
const Featured = lazyIsland("featured-articles", () =>
  import("#app/modules/content/components/featured-articles-section").then((m) => m.FeaturedArticlesSection),
);
const Recent = lazyIsland("recent-articles", () =>
  import("#app/modules/content/components/recent-articles-section").then((m) => m.RecentArticlesSection),
);
const Categories = lazyIsland("categories", () =>
  import("#app/modules/content/components/category-browser-section").then((m) => m.CategoryBrowserSection),
);
const StayUpdated = lazyIsland("stay-updated", () =>
  import("#app/modules/newsletter/ui").then((m) => m.StayUpdatedSection),
);

export const loader = publicPageLoader("/blog");

export function meta(args: Parameters<typeof pageMeta>[0]) {
  return [
    ...pageMeta(args),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "Our Blog (RSS)", href: "/blog/rss.xml" },
  ];
}

export default function BlogRoute() {
  return (
    <>
      <PageIntro
        eyebrow="Insights"
        title="Our Blog"
        tone="light"
        actions={
          <>
            <a href="#newsletter" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              Get new articles by email
            </a>
            <a href="/blog/rss.xml" className="font-semibold text-ink-600 underline-offset-4 hover:underline">
              RSS feed
            </a>
          </>
        }
      >
        Ideas and practical guides on HR technology, the future of work, talent mobility and hiring with AI, from the
        people who do it every day.
      </PageIntro>
      <Featured />
      <Recent />
      <Categories />
      <StayUpdated />
    </>
  );
}
