import { Download } from "lucide-react";
import { buttonClasses } from "#app/components/ui/button";
import { returnPath } from "#app/features/admin/admin-context";
import { adminPageFor } from "#app/features/admin/admin-page.server";
import { compactControl, PageHeader, Panel } from "#app/features/admin/admin-ui";
import { Flash, flashOf } from "#app/features/admin/flash";
import { LeadFilters } from "#app/features/admin/lead-filters";
import { LeadStatusOptions } from "#app/features/admin/lead-status-options";
import { LostReasonFields } from "#app/features/admin/lost-reason-fields";
import { LeadTable } from "#app/features/admin/lead-table";
import { Pagination } from "#app/features/admin/pagination";
import { cn } from "#app/lib/cn";
import { leadColumns } from "#app/lib/admin/lead-columns";
import { leadKindBySlug } from "#app/lib/leads/lead-kinds";
import { leadListSearch, parseLeadListQuery } from "#app/schemas/admin";
import type { Route } from "./+types/lead-list";

async function pageData(page: Awaited<ReturnType<typeof adminPageFor>>, args: Route.LoaderArgs) {
  const list = await page.admin.leadList(page.staff, args.params.kind, page.url.searchParams);
  if (!list) return null;
  return {
    list,
    query: parseLeadListQuery(page.url.searchParams),
    selectAll: page.url.searchParams.get("select") === "all",
    returnTo: returnPath(args.request),
    ...flashOf(page.url),
  };
}
type PageData = NonNullable<Awaited<ReturnType<typeof pageData>>>;

/** One kind's list (a resource route: rendered to HTML on the server, no browser code). */
export async function loader(args: Route.LoaderArgs) {
  const page = await adminPageFor(args);
  return page.renderFound(await pageData(page, args), (found) => [
    found.list.kind.plural,
    <AdminLeadList loaderData={found} />,
  ]);
}

/** The list's address without `select=all`. */
function withoutSelection(path: string): string {
  const url = new URL(path, "http://admin.invalid");
  url.searchParams.delete("select");
  const query = url.searchParams.toString();
  return url.pathname + (query ? `?${query}` : "");
}

function AdminLeadList({ loaderData }: { loaderData: PageData }) {
  const { list, query, selectAll, returnTo, notice, error } = loaderData;
  const kind = leadKindBySlug(list.kind.slug);
  if (!kind) return null;
  const base = `/admin/leads/${list.kind.slug}`;
  const columns = leadColumns(kind, { timeZone: list.timeZone, showSpam: query.spam !== "hide" });
  const { page: _page, ...filters } = query;
  const exportHref = `/api/admin/leads/${list.kind.slug}/export.csv${leadListSearch({ ...filters, page: 1 })}`;
  const selectHref =
    base + leadListSearch(query) + (leadListSearch(query) ? "&" : "?") + (selectAll ? "" : "select=all");

  return (
    <>
      <PageHeader
        title={list.kind.plural}
        description={`Received times are in ${list.timeZone}.`}
        actions={
          <a href={exportHref} className={buttonClasses("secondary", "sm")} download>
            <Download aria-hidden className="size-4" /> Export CSV
          </a>
        }
      />
      <Flash notice={notice} error={error} />
      <Panel flush>
        <LeadFilters query={query} action={base} />
        <form method="post" action="/api/admin/leads/status">
          {/* After the change the list comes back as the visitor left it, but never with the whole page
              still ticked: the next thing they see must not be armed for another change. */}
          <input type="hidden" name="returnTo" value={withoutSelection(returnTo)} />
          <div className="flex flex-wrap items-center gap-3 border-b border-ink-100 bg-ink-50/50 px-4 py-2.5 text-sm">
            <a
              href={selectAll ? base + leadListSearch(query) : selectHref}
              className="font-medium text-brand-700 hover:underline"
            >
              {selectAll ? "Clear selection" : "Select all on this page"}
            </a>
            <span className="text-ink-300" aria-hidden>
              |
            </span>
            <label htmlFor="bulk-status" className="text-ink-600">
              Set selected to
            </label>
            <select id="bulk-status" name="status" defaultValue="" required className={cn(compactControl, "pr-8")}>
              <option value="" disabled>
                Choose a stage
              </option>
              <LeadStatusOptions />
            </select>
            <LostReasonFields idPrefix="bulk" compact />
            <button type="submit" className={buttonClasses("secondary", "sm")}>
              Set stage of selected
            </button>
          </div>
          <LeadTable rows={list.rows} columns={columns} query={query} base={base} selectAll={selectAll} />
        </form>
        <Pagination
          page={list.page}
          pages={list.pages}
          total={list.total}
          noun={list.total === 1 ? "lead" : "leads"}
          href={(page) => base + leadListSearch(query, { page })}
        />
      </Panel>
    </>
  );
}
