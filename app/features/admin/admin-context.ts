import { redirect, type AppLoadContext } from "react-router";

/**
 * The admin services and the signed-in staff member of a loader. The server's gate already sent
 * anonymous requests to the sign-in page; this is the second lock on the same door.
 */
export function adminOf(context: AppLoadContext, request: Request) {
  if (!context.admin) throw new Response("The admin area needs the site's own server.", { status: 503 });
  if (!context.staff) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`, 303);
  }
  if (!context.desk) throw new Response("The admin area needs the site's own server.", { status: 503 });
  return { admin: context.admin, staff: context.staff, desk: context.desk };
}

/** The page's own address (path and query), for forms to come back to. */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
  const params = new URLSearchParams(url.search);
  params.delete("notice");
  params.delete("error");
  params.delete("draft");
  const query = params.toString();
  return url.pathname + (query ? `?${query}` : "");
}
