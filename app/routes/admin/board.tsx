import { buttonClasses } from "#app/components/ui/button";
import { returnPath } from "#app/features/admin/admin-context";
import { adminPageFor } from "#app/features/admin/admin-page.server";
import { Badge, compactControl, PageHeader } from "#app/features/admin/admin-ui";
import { Flash, flashOf } from "#app/features/admin/flash";
import { LeadFilters } from "#app/features/admin/lead-filters";
import { LeadStatusOptions } from "#app/features/admin/lead-status-options";
import { leadHref } from "#app/features/admin/lead-table";
import { useStageName } from "#app/features/admin/stage-names";
import { cn } from "#app/lib/cn";
import { leadKindByType } from "#app/lib/leads/lead-kinds";
import { leadListSearch, parseLeadListQuery } from "#app/schemas/admin";
import type { Route } from "./+types/board";

async function pageData(page: Awaited<ReturnType<typeof adminPageFor>>, args: Route.LoaderArgs) {
  return {
    board: await page.admin.board(page.staff, page.url.searchParams),
    staff: await page.admin.staff(),
    query: parseLeadListQuery(page.url.searchParams),
    returnTo: returnPath(args.request),
    ...flashOf(page.url),
  };
}
type PageData = Awaited<ReturnType<typeof pageData>>;

/**
 * The pipeline as a board: a column per stage. A card moves with a form post (its stage select and
 * Move button), so it works without any script, like every admin page.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = await adminPageFor(args);
  return page.render("Board", <AdminBoard loaderData={await pageData(page, args)} />);
}

function AdminBoard({ loaderData }: { loaderData: PageData }) {
  const { board, staff, query, returnTo, notice, error } = loaderData;
  const stageName = useStageName();
  return (
    <>
      <PageHeader
        title="Board"
        description="Each lead in its stage. Pick a stage on a card and press Move; Lost asks for its reason on the lead."
        actions={
          <a href={`/admin${leadListSearch(query)}`} className={buttonClasses("secondary", "sm")}>
            Open as a list
          </a>
        }
      />
      <Flash notice={notice} error={error} />
      <div className="mb-4 rounded-xl bg-white shadow-xs ring-1 ring-ink-200/80">
        <LeadFilters query={query} action="/admin/board" staff={staff} />
      </div>
      {/* A column per stage, each wide enough for its cards; the row scrolls inside its own box. */}
      <div className="flex gap-3 overflow-x-auto pb-2">
        {board.map((column) => (
          <section
            key={column.stage}
            aria-labelledby={`stage-${column.stage}`}
            className="w-60 shrink-0 rounded-xl bg-ink-100/70 p-2"
          >
            <h2
              id={`stage-${column.stage}`}
              className="flex items-center justify-between px-1.5 py-1 text-sm font-semibold text-ink-800"
            >
              {stageName(column.stage)}
              <span className="text-xs font-medium text-ink-500 tabular-nums">{column.total}</span>
            </h2>
            <ul className="mt-1 grid grid-cols-1 gap-2">
              {column.rows.map((lead) => (
                <li key={lead.id} className="rounded-lg bg-white p-3 shadow-xs ring-1 ring-ink-200/80">
                  <a
                    href={leadHref(lead)}
                    className="block text-sm font-medium wrap-break-word text-ink-900 hover:text-brand-700 hover:underline"
                  >
                    {lead.name || "(no name)"}
                  </a>
                  <p className="mt-0.5 truncate text-xs text-ink-500">
                    {[leadKindByType(lead.type)?.label, lead.company].filter(Boolean).join(" · ")}
                  </p>
                  <p className="mt-1 flex flex-wrap gap-1">
                    {lead.ownerName ? <Badge tone="brand">{lead.ownerName}</Badge> : null}
                    {lead.followUpOn ? <Badge tone="amber">{lead.followUpOn}</Badge> : null}
                  </p>
                  <form method="post" action={`/api/admin/leads/${lead.id}`} className="mt-2 flex items-center gap-1.5">
                    <input type="hidden" name="returnTo" value={returnTo} />
                    <label htmlFor={`move-${lead.id}`} className="sr-only">
                      Stage of {lead.name}
                    </label>
                    <select
                      id={`move-${lead.id}`}
                      name="status"
                      defaultValue={lead.status}
                      className={cn(compactControl, "h-7 min-w-0 flex-1 pr-6 text-xs")}
                    >
                      <LeadStatusOptions />
                    </select>
                    <button type="submit" className={buttonClasses("secondary", "sm")}>
                      Move
                    </button>
                  </form>
                </li>
              ))}
              {column.total === 0 ? <li className="px-1.5 py-2 text-xs text-ink-500">No leads here.</li> : null}
              {column.total > column.rows.length ? (
                <li className="px-1.5 text-xs text-ink-500">
                  <a
                    href={`/admin${leadListSearch({ ...query, status: column.stage, page: 1 })}`}
                    className="hover:underline"
                  >
                    {column.total - column.rows.length} more in the list
                  </a>
                </li>
              ) : null}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
