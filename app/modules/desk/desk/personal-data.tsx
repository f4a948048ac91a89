import { Download, Search, Trash2 } from "lucide-react";
import { buttonClasses } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { adminPageFor } from "#app/features/admin/admin-page.server";
import { Badge, PageHeader, Panel } from "#app/features/admin/admin-ui";
import { FlashSentence } from "#app/features/admin/flash";
import { pageAction, typedValue, type DeskPage, type FormState } from "#app/features/admin/page-action.server";
import type { AuditEntryView, PersonalDataView } from "#app/lib/admin/views";
import { cn } from "#app/lib/cn";
import type { Route } from "./+types/personal-data";

/**
 * The page, with what is held for an address when a lookup (or a refused erasure) posted one. The
 * address travels only in a form's body: never in the page's address, its links or the Referer
 * they would send.
 */
async function showPage(page: DeskPage, typed: unknown, form: FormState | null, status = 200) {
  const { services, personalData } = page.desk;
  const email = (typeof typed === "string" ? typed : "").trim().slice(0, 254);
  const valid = /^[^\s@]+@[^\s@]+$/.test(email);
  const erasedId = page.url.searchParams.get("erased");
  const loaderData = {
    email,
    result: valid ? await personalData.find(services, page.staff, email) : null,
    erasure: erasedId ? await personalData.erasure(services.db, erasedId) : null,
    form,
  };
  return page.render("Personal data", <AdminPersonalData loaderData={loaderData} />, status);
}
type PageData = {
  email: string;
  result: PersonalDataView | null;
  erasure: AuditEntryView | null;
  form: FormState | null;
};

/** The lookup form (a resource route: rendered on the server, no browser code). */
export async function loader(args: Route.LoaderArgs) {
  return showPage(await adminPageFor(args), null, null);
}

/**
 * The page's forms: a lookup (answered with the page and what is held), the JSON export (answered
 * with the file) and the erasure.
 */
export async function action(args: Route.ActionArgs) {
  return pageAction(
    args,
    {
      find: (page, fields) => showPage(page, fields.email, null),
      export: async (page, fields) => {
        const exported = await page.desk.personalData.export(page.desk.services, page.staff, fields);
        if (!exported.ok) return exported;
        return new Response(exported.json, {
          headers: {
            "Content-Type": "application/json; charset=utf-8",
            "Content-Disposition": `attachment; filename="${exported.filename}"`,
            "Cache-Control": "no-store",
          },
        });
      },
      erase: (page, fields) => page.desk.personalData.erase(page.desk.services, page.staff, fields),
    },
    (page, form, status) => showPage(page, form.values.email, form, status),
  );
}

function AdminPersonalData({ loaderData }: { loaderData: PageData }) {
  const { email, result, erasure, form } = loaderData;
  const confirmProblem = form?.intent === "erase" ? form.fieldErrors.confirm : undefined;
  const counts = erasure?.action === "personal-data.erased" ? (erasure.details.counts as Record<string, number>) : null;
  return (
    <>
      <PageHeader
        title="Personal data"
        description="Find everything held for one email address across every table and the mailbox; export it as JSON or erase it. Each of these is written to the audit log."
      />
      {form ? <FlashSentence message={form.message} refused /> : null}
      {counts ? (
        <Panel title="Erased" className="mb-6">
          <ul className="flex flex-wrap gap-2">
            {Object.entries(counts).map(([name, n]) => (
              <li key={name}>
                <Badge tone={n ? "green" : "neutral"}>
                  {name}: {n}
                </Badge>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      <Panel className="mb-6">
        <form method="post" action="/admin/personal-data" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="find" />
          <div className="grid min-w-72 flex-1 gap-1.5">
            <Label htmlFor="pd-email">Email address</Label>
            <Input id="pd-email" name="email" type="email" required defaultValue={email} className="h-10 text-sm" />
          </div>
          <button type="submit" className={buttonClasses("primary", "md")}>
            <Search aria-hidden className="size-4" /> Find
          </button>
        </form>
      </Panel>
      {result ? (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Panel
            title={`Held for ${result.email}`}
            description={`${result.total} record${result.total === 1 ? "" : "s"} in all`}
            flush
          >
            <ul className="divide-y divide-ink-100">
              {result.sections.map((section) => (
                <li key={section.name} className="px-5 py-3">
                  <details>
                    <summary
                      className={cn(
                        "flex cursor-pointer items-center justify-between text-sm",
                        section.count ? "text-ink-900" : "text-ink-500",
                      )}
                    >
                      <span className="font-medium">{section.label}</span>
                      <Badge tone={section.count ? "brand" : "neutral"}>{section.count}</Badge>
                    </summary>
                    {section.count ? (
                      <pre
                        role="region"
                        aria-label={`${section.label}: the records`}
                        tabIndex={0}
                        className="mt-3 max-h-80 overflow-auto rounded-lg bg-ink-50 p-3 text-xs leading-5 whitespace-pre-wrap text-ink-700 ring-1 ring-ink-100"
                      >
                        {JSON.stringify(section.records, null, 2)}
                      </pre>
                    ) : null}
                  </details>
                </li>
              ))}
            </ul>
          </Panel>
          <div className="grid content-start gap-6">
            <Panel title="Export" description="A JSON file with every record above.">
              <form method="post" action="/admin/personal-data">
                <input type="hidden" name="email" value={result.email} />
                <button type="submit" name="intent" value="export" className={buttonClasses("secondary", "md")}>
                  <Download aria-hidden className="size-4" /> Download JSON
                </button>
              </form>
            </Panel>
            <Panel
              title="Erase"
              description="Leads and bookings are emptied (anonymous counts stay); emails, deliveries, notes, newsletter rows and mailbox files are deleted. This cannot be undone."
            >
              <form method="post" action="/admin/personal-data" className="grid gap-3">
                <input type="hidden" name="email" value={result.email} />
                <div className="grid gap-1.5">
                  <Label htmlFor="pd-confirm">Type the address again to confirm</Label>
                  <Input
                    id="pd-confirm"
                    name="confirm"
                    type="email"
                    required
                    autoComplete="off"
                    defaultValue={typedValue(form, "erase", "confirm")}
                    aria-invalid={confirmProblem ? true : undefined}
                    aria-describedby={confirmProblem ? "pd-confirm-error" : undefined}
                    className="h-10 text-sm"
                  />
                  {confirmProblem ? (
                    <p id="pd-confirm-error" className="text-sm text-red-700">
                      {confirmProblem}
                    </p>
                  ) : null}
                </div>
                <button
                  type="submit"
                  name="intent"
                  value="erase"
                  className={cn(buttonClasses("primary", "md"), "justify-self-start bg-red-600 hover:bg-red-700")}
                >
                  <Trash2 aria-hidden className="size-4" /> Erase everything
                </button>
              </form>
            </Panel>
          </div>
        </div>
      ) : null}
    </>
  );
}
