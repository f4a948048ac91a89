import { adminPageFor } from "#app/features/admin/admin-page.server";
import type { Route } from "./+types/not-found";

/** Any other address under /admin (for signed-in staff): the admin area's own 404. */
export async function loader(args: Route.LoaderArgs) {
  return (await adminPageFor(args)).notFound();
}
