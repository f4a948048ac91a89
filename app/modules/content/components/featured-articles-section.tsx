import { featuredArticles } from "#app/content/blog-catalogue";
import { ArticleCard } from "./article-card";
import { BlogSectionHeading } from "./blog-section-heading";

/** The listing's first section: the two articles we most want read, with their authors. */
export function FeaturedArticlesSection() {
  return (
    <section id="featured" aria-labelledby="featured-heading" className="bg-white pb-16 sm:pb-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <BlogSectionHeading id="featured-heading" eyebrow="Editor's picks" title="Featured Articles" />
        <ul className="mt-10 grid gap-8 lg:grid-cols-2">
          {featuredArticles().map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} featured />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
