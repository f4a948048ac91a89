import { data, redirect, type AppLoadContext, type MetaDescriptor } from "react-router";
import { site } from "#app/content/site";

/**
 * The admin services and the signed-in staff member of a loader. The server's gate already sent
 * anonymous requests to the sign-in page; this is the second lock on the same door.
 */
export function adminOf(context: AppLoadContext, request: Request) {
  if (!context.admin) throw data(null, { status: 503 });
  if (!context.staff) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`, 303);
  }
  return { admin: context.admin, staff: context.staff };
}

/** Title and `noindex` for an admin page. */
export function adminMeta(title: string): Array<MetaDescriptor> {
  return [{ title: `${title} · Admin | ${site.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

/** The page's own address (path and query), for forms to come back to. */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
  const params = new URLSearchParams(url.search);
  params.delete("notice");
  params.delete("error");
  const query = params.toString();
  return url.pathname + (query ? `?${query}` : "");
}
