import { Download } from "lucide-react";
import { data } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { adminMeta, adminOf, returnPath } from "#app/features/admin/admin-context";
import { compactControl, PageHeader, Panel } from "#app/features/admin/admin-ui";
import { Flash, flashOf } from "#app/features/admin/flash";
import { LeadFilters } from "#app/features/admin/lead-filters";
import { LeadTable } from "#app/features/admin/lead-table";
import { Pagination } from "#app/features/admin/pagination";
import { cn } from "#app/lib/cn";
import { leadColumns, statusLabel } from "#app/lib/admin/lead-columns";
import { leadKindBySlug } from "#app/lib/admin/lead-kinds";
import { leadListSearch, leadStatuses, parseLeadListQuery } from "#app/schemas/admin";
import type { Route } from "./+types/lead-list";

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.list.kind.plural ?? "Leads");
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { admin, staff } = adminOf(context, request);
  const url = new URL(request.url);
  const list = await admin.leadList(staff, params.kind, url.searchParams);
  if (!list) throw data(null, { status: 404 });
  return {
    list,
    query: parseLeadListQuery(url.searchParams),
    selectAll: url.searchParams.get("select") === "all",
    returnTo: returnPath(request),
    ...flashOf(url),
  };
}

export default function AdminLeadList({ loaderData }: Route.ComponentProps) {
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
          <input type="hidden" name="returnTo" value={returnTo} />
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
            <select id="bulk-status" name="status" defaultValue="contacted" className={cn(compactControl, "h-8 pr-8")}>
              {leadStatuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </select>
            <button type="submit" className={buttonClasses("secondary", "sm")}>
              Apply
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
