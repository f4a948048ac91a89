import type { BlogAuthorName } from "./blog-authors";
import type { BlogCategoryName } from "./blog-categories";

/** What the listing, the cards and the feed know of an article: its front matter without the body. */
export type BlogArticleSummary = {
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategoryName;
  tags: Array<string>;
  /** ISO yyyy-mm-dd */
  date: string;
  author: BlogAuthorName;
};
