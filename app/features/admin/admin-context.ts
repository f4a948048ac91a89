import { redirect, type AppLoadContext } from "react-router";

/**
 * The desk's services and functions and the signed-in staff member of a loader. The server's gate
 * already sent anonymous requests to the sign-in page; this is the second lock on the same door.
 */
export function adminOf(context: AppLoadContext, request: Request) {
  if (!context.desk) throw new Response("The admin area needs the site's own server.", { status: 503 });
  if (!context.staff) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`, 303);
  }
  return { staff: context.staff, desk: context.desk };
}
