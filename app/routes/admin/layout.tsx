import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { AdminShell } from "#app/features/admin/admin-shell";
import { adminOf } from "#app/features/admin/admin-context";
import type { Route } from "./+types/layout";

/** Marks every page under this layout as an admin page (root.tsx: no scripts, no public shell). */
export const handle = { admin: true };

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin, staff } = adminOf(context, request);
  return admin.nav(staff);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.email} newByType={loaderData.newByType} failed={loaderData.failed}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="grid min-h-screen place-items-center bg-ink-50 px-4">
      <div className="max-w-md text-center">
        <h1 className="text-xl font-semibold text-ink-900">{missing ? "Not found" : "Something went wrong"}</h1>
        <p className="mt-2 text-sm text-ink-600">
          {missing
            ? "There is nothing at this address. It may have been removed or erased."
            : "This page could not be shown. Reload it, or try again in a minute."}
        </p>
        <a
          href="/admin"
          className="mt-6 inline-block text-sm font-semibold text-brand-700 underline underline-offset-4"
        >
          Back to the dashboard
        </a>
      </div>
    </div>
  );
}
