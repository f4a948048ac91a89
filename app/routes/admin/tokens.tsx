import { Button } from "#app/components/ui/button";
import { controlClasses } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { adminPageFor } from "#app/features/admin/admin-page.server";
import { Badge, formatWhen, PageHeader, Panel } from "#app/features/admin/admin-ui";
import { DataTable } from "#app/features/admin/data-table";
import { Flash, flashOf } from "#app/features/admin/flash";
import { cn } from "#app/lib/cn";
import type { Route } from "./+types/tokens";

type Created = { token: string; name: string } | { error: string } | null;

async function pageData(page: Awaited<ReturnType<typeof adminPageFor>>, created: Created) {
  return {
    tokens: await page.admin.apiTokens(page.staff),
    timeZone: page.admin.timeZone,
    created,
    ...flashOf(page.url),
  };
}
type PageData = Awaited<ReturnType<typeof pageData>>;

/** The staff member's API tokens (HTML from the server, no script). */
export async function loader(args: Route.LoaderArgs) {
  const page = await adminPageFor(args);
  return page.render("API tokens", <AdminTokens loaderData={await pageData(page, null)} />);
}

/** Makes a token and answers with this page showing its secret, once. */
export async function action(args: Route.ActionArgs) {
  const page = await adminPageFor(args);
  const form = await args.request.formData();
  const created = await page.admin.createApiToken(page.staff, Object.fromEntries(form));
  return page.render(
    "API tokens",
    <AdminTokens loaderData={await pageData(page, created)} />,
    "error" in created ? 400 : 201,
  );
}

function AdminTokens({ loaderData }: { loaderData: PageData }) {
  const { tokens, timeZone, created, notice, error } = loaderData;
  return (
    <>
      <PageHeader
        title="API tokens"
        description="For integrations: send one as Authorization: Bearer to the admin API (see /api/openapi.json). It acts as you."
      />
      <Flash notice={notice} error={created && "error" in created ? null : error} />
      {created && "token" in created ? (
        <div className="mb-6 rounded-xl bg-green-50 p-4 ring-1 ring-green-200" role="status">
          <p className="text-sm font-medium text-green-900">
            The token “{created.name}” was made. Copy it now: it is not shown again.
          </p>
          <p className="mt-2 rounded-md bg-white px-3 py-2 font-mono text-sm break-all text-ink-900 ring-1 ring-green-200">
            {created.token}
          </p>
        </div>
      ) : null}
      {created && "error" in created ? (
        <p className="mb-6 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200" role="alert">
          {created.error}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Panel title="Your tokens" flush>
          <DataTable
            label="Your tokens"
            rows={tokens}
            empty="No tokens yet."
            columns={[
              {
                label: "Name",
                className: "wrap-break-word",
                cell: (token) => (
                  <span className="grid">
                    <span className="font-medium text-ink-900">{token.name}</span>
                    <span className="font-mono text-xs text-ink-500">{token.prefix}…</span>
                  </span>
                ),
              },
              {
                label: "Access",
                cell: (token) =>
                  token.revokedAt ? (
                    <Badge tone="red">revoked</Badge>
                  ) : (
                    <Badge tone={token.access === "write" ? "amber" : "neutral"}>
                      {token.access === "write" ? "read-write" : "read-only"}
                    </Badge>
                  ),
              },
              {
                label: "Last used",
                className: "whitespace-nowrap text-xs text-ink-500",
                cell: (token) => (token.lastUsedAt ? formatWhen(token.lastUsedAt, timeZone) : "never"),
              },
              {
                label: "",
                className: "text-right",
                cell: (token) =>
                  token.revokedAt ? null : (
                    <form method="post" action={`/api/admin/tokens/${token.id}/revoke`}>
                      <input type="hidden" name="returnTo" value="/admin/tokens" />
                      <Button type="submit" size="sm" variant="secondary">
                        Revoke
                      </Button>
                    </form>
                  ),
              },
            ]}
          />
        </Panel>
        <Panel title="New token">
          <form method="post" action="/admin/tokens" className="grid gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="token-name">Name</Label>
              <input
                id="token-name"
                name="name"
                required
                maxLength={80}
                placeholder="CRM sync"
                className={cn(controlClasses, "h-10 px-3 text-sm")}
              />
            </div>
            <fieldset className="grid gap-1.5">
              <legend className="mb-1 text-sm font-medium text-ink-800">Access</legend>
              <label className="flex items-center gap-2 text-sm text-ink-700">
                <input type="radio" name="access" value="read" defaultChecked className="accent-brand-600" /> Read-only
              </label>
              <label className="flex items-center gap-2 text-sm text-ink-700">
                <input type="radio" name="access" value="write" className="accent-brand-600" /> Read-write (stages,
                owners, follow-ups, notes)
              </label>
            </fieldset>
            <Button type="submit" size="sm" className="justify-self-start">
              Make token
            </Button>
          </form>
        </Panel>
      </div>
    </>
  );
}
