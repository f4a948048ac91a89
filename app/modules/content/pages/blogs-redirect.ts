import { data, redirect } from "react-router";
import { articlePath, findArticle } from "#app/content/blog-catalogue";
import type { Route } from "./+types/blogs-redirect";

/**
 * `/blogs/<slug>`: the path the content calls give a blog item (`/{type}s/{id}`), answered with a
 * permanent redirect to the article at `/blog/<slug>`; an unknown slug is a 404.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!findArticle(params.slug)) throw data("Not found", { status: 404 });
  return redirect(articlePath(params.slug), 301);
}
