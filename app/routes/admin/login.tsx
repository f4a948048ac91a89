import { LockKeyhole } from "lucide-react";
import { redirect } from "react-router";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { Input } from "#app/components/ui/input";
import { site } from "#app/content/site";
import { adminDocument } from "#app/features/admin/admin-document.server";
import { AdminCardPage, adminCardFormClasses } from "#app/features/admin/admin-card-page";
import { Flash } from "#app/features/admin/flash";
import { safeAdminPath } from "#app/lib/admin/notices";
import type { Route } from "./+types/login";

type PageData = { next: string; email: string; notice: string | null; error: "invalid" | "limited" | null };

/**
 * Open to everyone; a signed-in staff member goes straight on. The form posts to the server's
 * POST /admin/login, which renders this page again (401, or 429 when limited) when it refuses.
 * A resource route: rendered to HTML on the server, no browser code.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  if (!context.admin) throw new Response("The admin area needs the site's own server.", { status: 503 });
  const url = new URL(request.url);
  const next = safeAdminPath(url.searchParams.get("next"));
  if (context.staff) throw redirect(next, 303);
  const error = url.searchParams.get("error");
  const data: PageData = {
    next,
    email: (url.searchParams.get("email") ?? "").slice(0, 254),
    notice: url.searchParams.get("notice"),
    error: error === "invalid" || error === "limited" ? error : null,
  };
  return adminDocument({
    title: "Sign in",
    body: <AdminLogin loaderData={data} />,
  });
}

function AdminLogin({ loaderData }: { loaderData: PageData }) {
  const { next, email, notice, error } = loaderData;
  return (
    <AdminCardPage Icon={LockKeyhole} title="Sign in to the admin area" subtitle={`${site.name} staff only`}>
      <Flash notice={notice} error={error} />
      <form method="post" action="/admin/login" className={adminCardFormClasses}>
        <input type="hidden" name="next" value={next} />
        <FormField id="email" label="Email">
          {(control) => (
            <Input {...control} name="email" type="email" autoComplete="username" required defaultValue={email} />
          )}
        </FormField>
        <FormField id="password" label="Password">
          {(control) => <Input {...control} name="password" type="password" autoComplete="current-password" required />}
        </FormField>
        <Button type="submit" className="mt-2 w-full">
          Sign in
        </Button>
      </form>
      <p className="mt-6 text-center text-xs text-ink-500">
        Accounts are made with <code className="font-mono">npm run admin:create</code>. Sessions end after 30 idle
        minutes.
      </p>
    </AdminCardPage>
  );
}
