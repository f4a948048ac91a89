import { KeyRound } from "lucide-react";
import { redirect } from "react-router";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { Input } from "#app/components/ui/input";
import { site } from "#app/content/site";
import { adminDocument } from "#app/features/admin/admin-document.server";
import { AdminCardPage, adminCardFormClasses } from "#app/features/admin/admin-card-page";
import { FlashSentence } from "#app/features/admin/flash";
import type { Route } from "./+types/setup";

type PageData = { token: string; usable: boolean; email: string; refused: string | null };

/**
 * /admin/setup?token=…: the first staff account, made in the browser from the link a server with
 * no account logs at start. Open to everyone, like the sign-in page; the form posts to the server's
 * POST /admin/setup, which renders this page again (400) with the sentence when it refuses. A
 * resource route: rendered to HTML on the server, no browser code.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (!context.desk) throw new Response("The admin area needs the site's own server.", { status: 503 });
  if (context.staff) throw redirect("/admin", 303);
  const url = new URL(request.url);
  const token = (url.searchParams.get("token") ?? "").slice(0, 100);
  const data: PageData = {
    token,
    usable: await context.desk.setup.linkOpen(context.desk.services, token),
    email: context.refusal?.email ?? "",
    refused: context.refusal?.message ?? null,
  };
  return adminDocument({
    title: "Create the first staff account",
    body: <AdminSetup loaderData={data} />,
    status: data.usable ? 200 : 410,
  });
}

function AdminSetup({ loaderData }: { loaderData: PageData }) {
  const { token, usable, email, refused } = loaderData;
  return (
    <AdminCardPage Icon={KeyRound} title="Create the first staff account" subtitle={`${site.name} admin area`}>
      {usable ? (
        <>
          {refused ? <FlashSentence message={refused} refused /> : null}
          <form method="post" action="/admin/setup" className={adminCardFormClasses}>
            <input type="hidden" name="token" value={token} />
            <FormField id="email" label="Email">
              {(control) => (
                <Input {...control} name="email" type="email" autoComplete="username" required defaultValue={email} />
              )}
            </FormField>
            <FormField id="password" label="Password (at least 12 characters)">
              {(control) => (
                <Input
                  {...control}
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  minLength={12}
                  required
                />
              )}
            </FormField>
            <FormField id="password-again" label="The same password again">
              {(control) => (
                <Input
                  {...control}
                  name="passwordAgain"
                  type="password"
                  autoComplete="new-password"
                  minLength={12}
                  required
                />
              )}
            </FormField>
            <Button type="submit" className="mt-2 w-full">
              Create account and sign in
            </Button>
          </form>
          <p className="mt-6 text-center text-xs text-ink-500">
            This link works once, for an hour after the server started, and only while there is no staff account.
          </p>
        </>
      ) : (
        <div className="rounded-xl bg-white p-6 text-sm text-ink-700 shadow-xs ring-1 ring-ink-200">
          <p className="font-medium text-ink-900">This setup link can no longer be used.</p>
          <p className="mt-2">
            It was used already, it is more than an hour old, or a staff account exists. Sign in at{" "}
            <a href="/admin/login" className="font-medium text-brand-700 underline">
              /admin/login
            </a>
            , or make an account with <code className="font-mono">npm run admin:create</code>.
          </p>
        </div>
      )}
    </AdminCardPage>
  );
}
