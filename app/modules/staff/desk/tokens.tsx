import { Button } from "#app/components/ui/button";
import { controlClasses } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { adminPageFor } from "#app/features/admin/admin-page.server";
import { Badge, formatWhen, PageHeader, Panel } from "#app/features/admin/admin-ui";
import { DataTable } from "#app/features/admin/data-table";
import { FlashSentence } from "#app/features/admin/flash";
import { pageAction, typedValue, type DeskPage, type FormState } from "#app/features/admin/page-action.server";
import { cn } from "#app/lib/cn";
import type { Route } from "./+types/tokens";

type Created = { token: string; name: string } | null;

async function showPage(page: DeskPage, created: Created, form: FormState | null, status = 200) {
  const { services, tokens } = page.desk;
  const loaderData = { tokens: await tokens.list(services.db, page.staff.userId), created, form };
  return page.render(
    "API tokens",
    <AdminTokens loaderData={loaderData} timeZone={services.config.bookingTimeZone} />,
    status,
  );
}
type PageData = {
  tokens: Awaited<ReturnType<DeskPage["desk"]["tokens"]["list"]>>;
  created: Created;
  form: FormState | null;
};

/** The staff member's API tokens (HTML from the server, no script). */
export async function loader(args: Route.LoaderArgs) {
  return showPage(await adminPageFor(args), null, null);
}

/**
 * Making a token answers with this page showing its secret, once (decision 012); revoking one
 * goes back to the page with what was done.
 */
export async function action(args: Route.ActionArgs) {
  return pageAction(
    args,
    {
      "make-token": async (page, fields) => {
        const made = await page.desk.tokens.make(page.desk.services, page.staff, fields);
        if (!made.ok) return made;
        return showPage(page, made, null, 201);
      },
      "revoke-token": (page, fields) => page.desk.tokens.revoke(page.desk.services, page.staff, fields.token),
    },
    (page, form, status) => showPage(page, null, form, status),
  );
}

function AdminTokens({ loaderData, timeZone }: { loaderData: PageData; timeZone: string }) {
  const { tokens, created, form } = loaderData;
  return (
    <>
      <PageHeader
        title="API tokens"
        description="For integrations: send one as Authorization: Bearer to the admin API (see /api/openapi.json). It acts as you."
      />
      {form ? <FlashSentence message={form.message} refused /> : null}
      {created ? (
        <div className="mb-6 rounded-xl bg-green-50 p-4 ring-1 ring-green-200" role="status">
          <p className="text-sm font-medium text-green-900">
            The token “{created.name}” was made. Copy it now: it is not shown again.
          </p>
          <p className="mt-2 rounded-md bg-white px-3 py-2 font-mono text-sm break-all text-ink-900 ring-1 ring-green-200">
            {created.token}
          </p>
        </div>
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
                    <form method="post">
                      <input type="hidden" name="token" value={token.id} />
                      <Button type="submit" name="intent" value="revoke-token" size="sm" variant="secondary">
                        Revoke
                      </Button>
                    </form>
                  ),
              },
            ]}
          />
        </Panel>
        <Panel title="New token">
          <form method="post" className="grid gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="token-name">Name</Label>
              <input
                id="token-name"
                name="name"
                required
                maxLength={80}
                placeholder="CRM sync"
                defaultValue={typedValue(form, "make-token", "name")}
                aria-invalid={form?.fieldErrors.name ? true : undefined}
                aria-describedby={form?.fieldErrors.name ? "token-name-error" : undefined}
                className={cn(controlClasses, "h-10 px-3 text-sm")}
              />
              {form?.fieldErrors.name ? (
                <p id="token-name-error" className="text-sm text-red-700">
                  {form.fieldErrors.name}
                </p>
              ) : null}
            </div>
            <fieldset className="grid gap-1.5">
              <legend className="mb-1 text-sm font-medium text-ink-800">Access</legend>
              <label className="flex items-center gap-2 text-sm text-ink-700">
                <input
                  type="radio"
                  name="access"
                  value="read"
                  defaultChecked={typedValue(form, "make-token", "access") !== "write"}
                  className="accent-brand-600"
                />{" "}
                Read-only
              </label>
              <label className="flex items-center gap-2 text-sm text-ink-700">
                <input
                  type="radio"
                  name="access"
                  value="write"
                  defaultChecked={typedValue(form, "make-token", "access") === "write"}
                  className="accent-brand-600"
                />{" "}
                Read-write (stages, owners, follow-ups, notes)
              </label>
            </fieldset>
            <Button type="submit" name="intent" value="make-token" size="sm" className="justify-self-start">
              Make token
            </Button>
          </form>
        </Panel>
      </div>
    </>
  );
}
