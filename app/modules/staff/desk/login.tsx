import { LockKeyhole } from "lucide-react";
import { redirect } from "react-router";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { Input } from "#app/components/ui/input";
import { site } from "#app/content/site";
import { adminDocument } from "#app/features/admin/admin-document.server";
import { AdminCardPage, adminCardFormClasses } from "#app/features/admin/admin-card-page";
import { FlashSentence } from "#app/features/admin/flash";
import { safeAdminPath } from "#app/lib/admin/safe-path";
import type { Route } from "./+types/login";

type Carried = { page: string; fields: Array<[string, string]>; signedIn: boolean };
type PageData = {
  next: string;
  email: string;
  /** What the last action left (signed out), from the signed one-time flash. */
  flash: string | null;
  /** Why the sign-in just posted changed nothing, from the server's sign-in route. */
  refused: string | null;
  carried: Carried | null;
};

/** The sign-in page's prefix for the hidden fields that carry a desk form (the server reads them back). */
const carriedPrefix = "carried:";

/**
 * Open to everyone; a signed-in staff member goes straight on. The form posts to the server's
 * POST /admin/login, which renders this page again (401, or 429 when limited) when it refuses.
 * A resource route: rendered to HTML on the server, no browser code.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const { desk } = context;
  if (!desk) throw new Response("The admin area needs the site's own server.", { status: 503 });
  const url = new URL(request.url);
  const next = safeAdminPath(url.searchParams.get("next"));
  if (context.staff) throw redirect(next, 303);
  const data: PageData = {
    next,
    email: context.refusal?.email ?? "",
    flash: request.method === "GET" ? desk.flash.read(request) : null,
    refused: context.refusal?.message ?? null,
    carried: context.carriedForm ?? null,
  };
  const response = data.carried?.signedIn
    ? adminDocument({ title: "Not saved yet", body: <CarriedFormConfirm carried={data.carried} /> })
    : adminDocument({ title: "Sign in", body: <AdminLogin loaderData={data} /> });
  if (request.method === "GET" && desk.flash.present(request))
    response.headers.append("Set-Cookie", desk.flash.cleared());
  return response;
}

/** Fields a desk form sends for itself (the button's choice, the page to return to), not typed by anyone. */
const formOwnFields = new Set(["intent", "returnTo"]);

/** A field's name as a person reads it: `displayName` is "Display name". */
function fieldLabel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the staff member wrote, read-only: every field they filled in. */
function CarriedFields({ fields }: { fields: Array<[string, string]> }) {
  const shown = fields.filter(([name, value]) => !formOwnFields.has(name) && value.trim() !== "");
  if (shown.length === 0) return null;
  return (
    <dl className="mb-6 grid gap-2 rounded-lg bg-ink-50 p-4 text-sm ring-1 ring-ink-200">
      {shown.map(([name, value], index) => (
        <div key={`${name}-${index}`} className="grid gap-0.5">
          <dt className="text-xs font-medium text-ink-500">{fieldLabel(name)}</dt>
          <dd className="wrap-break-word whitespace-pre-wrap text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * After signing in again: what was written when the session ended, not saved yet, and one button
 * that posts it to the page's own action.
 */
function CarriedFormConfirm({ carried }: { carried: Carried }) {
  return (
    <AdminCardPage Icon={LockKeyhole} title="Not saved yet" subtitle={`${site.name} staff only`}>
      <p className="mb-4 text-sm text-ink-700" role="status">
        You are signed in again. Your session had ended before this was saved, so it has not been saved yet. Check what
        you wrote, then save it.
      </p>
      <CarriedFields fields={carried.fields} />
      <form method="post" action={carried.page} className={adminCardFormClasses}>
        {carried.fields.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" className="w-full">
          Save it now
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <a href={carried.page} className="font-semibold text-brand-700 underline underline-offset-4">
          Back to the page without saving
        </a>
      </p>
    </AdminCardPage>
  );
}

/** What the sign-in page promises: what was written, when the form could be carried (not too large, well formed). */
function carriedSentence(carried: Carried) {
  return carried.fields.length > 0
    ? "Your session ended before that could be saved, so nothing was changed. Sign in and what you wrote will be waiting."
    : "Your session ended before that could be saved, so nothing was changed. Sign in and make the change again.";
}

function AdminLogin({ loaderData }: { loaderData: PageData }) {
  const { next, email, flash, refused, carried } = loaderData;
  return (
    <AdminCardPage Icon={LockKeyhole} title="Sign in to the admin area" subtitle={`${site.name} staff only`}>
      {refused ? (
        <FlashSentence message={refused} refused />
      ) : carried ? (
        <FlashSentence message={carriedSentence(carried)} asking />
      ) : flash ? (
        <FlashSentence message={flash} />
      ) : null}
      <form method="post" action="/admin/login" className={adminCardFormClasses}>
        <input type="hidden" name="next" value={next} />
        {carried?.fields.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={`${carriedPrefix}${name}`} value={value} />
        ))}
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
