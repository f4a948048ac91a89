import { redirect } from "react-router";
import { adminPageFor } from "#app/features/admin/admin-page.server";
import { leadKindBySlug } from "#app/lib/leads/lead-kinds";
import type { Route } from "./+types/kind-list";

/**
 * A kind's list is the inbox narrowed to that kind: `/admin/leads/<kind>` (bookmarks, links in
 * earlier emails) answers with the inbox's address for it, the rest of the query kept.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = await adminPageFor(args);
  if (!leadKindBySlug(args.params.kind)) return page.notFound();
  const params = new URLSearchParams(page.url.search);
  params.set("kind", args.params.kind);
  return redirect(`/admin?${params.toString()}`, 301);
}
