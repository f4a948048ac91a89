import { z } from "#app/schemas/zod";
import { blogAuthorNames } from "./blog-authors";
import { blogCategoryNames } from "./blog-categories";

/**
 * The front matter every article in `content/blog/articles/<slug>.md` carries. The build and the
 * index generator refuse an article whose front matter does not pass, naming the file and field.
 */
export const articleFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(10).max(120),
  excerpt: z.string().trim().min(60).max(300),
  author: z.enum(blogAuthorNames),
  date: z.iso.date(),
  category: z.enum(blogCategoryNames),
  tags: z.array(z.string().trim().min(2).max(40)).min(2).max(6),
  /** One of the two articles the listing features at the top. */
  featured: z.boolean().optional(),
});
export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

/** Article file names are their URL slugs. */
export const articleSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
