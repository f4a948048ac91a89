import { lazy, Suspense } from "react";
import { PageIntro } from "#app/components/layout/page-intro";
import { CategoryBrowserSection } from "#app/features/blog/category-browser-section";
import { FeaturedArticlesSection } from "#app/features/blog/featured-articles-section";
import { RecentArticlesSection } from "#app/features/blog/recent-articles-section";
import { StayUpdatedSection } from "#app/features/newsletter/stay-updated-section";
import { publicPageMeta } from "#app/lib/seo";

// The sections are in the prerendered HTML from the start; in the browser each hydrates when its
// own chunk arrives, so the page's first-load JavaScript stays the shell's (budget: 120 KB).
const Featured = import.meta.env.SSR
  ? FeaturedArticlesSection
  : lazy(() =>
      import("#app/features/blog/featured-articles-section").then((m) => ({ default: m.FeaturedArticlesSection })),
    );
const Recent = import.meta.env.SSR
  ? RecentArticlesSection
  : lazy(() =>
      import("#app/features/blog/recent-articles-section").then((m) => ({ default: m.RecentArticlesSection })),
    );
const Categories = import.meta.env.SSR
  ? CategoryBrowserSection
  : lazy(() =>
      import("#app/features/blog/category-browser-section").then((m) => ({ default: m.CategoryBrowserSection })),
    );
const StayUpdated = import.meta.env.SSR
  ? StayUpdatedSection
  : lazy(() =>
      import("#app/features/newsletter/stay-updated-section").then((m) => ({ default: m.StayUpdatedSection })),
    );

export function meta() {
  return [
    ...publicPageMeta("/blog"),
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
      <Suspense fallback={null}>
        <Featured />
        <Recent />
        <Categories />
        <StayUpdated />
      </Suspense>
    </>
  );
}
