import { buttonClasses } from "#app/components/ui/button";
import { adminPageFor } from "#app/features/admin/admin-page.server";
import { Badge, PageHeader, ScrollRegion } from "#app/features/admin/admin-ui";
import { FlashSentence } from "#app/features/admin/flash";
import { pageAction, type DeskPage, type FormState } from "#app/features/admin/page-action.server";
import { LeadFilters } from "#app/modules/desk/desk/lead-filters";
import { LeadStatusOptions } from "#app/modules/desk/desk/lead-status-options";
import { leadHref } from "#app/modules/desk/desk/lead-table";
import { useStageName } from "#app/features/admin/stage-names";
import { leadKindByType } from "#app/lib/leads/lead-kinds";
import type { StaffMember } from "#app/lib/admin/views";
import { leadListSearch, parseLeadListQuery, type LeadListQuery } from "#app/schemas/admin";
import type { Route } from "./+types/board";

async function showPage(page: DeskPage, form: FormState | null, status = 200) {
  const loaderData = {
    board: await page.desk.leads.board(page.desk.services, page.staff, page.url.searchParams),
    staff: await page.desk.settings.staff(page.desk.services.db),
    query: parseLeadListQuery(page.url.searchParams),
    form,
  };
  return page.render("Board", <AdminBoard loaderData={loaderData} />, status);
}
type PageData = {
  board: Awaited<ReturnType<DeskPage["desk"]["leads"]["board"]>>;
  staff: Array<StaffMember>;
  query: LeadListQuery;
  form: FormState | null;
};

/**
 * The pipeline as a board: a column per stage. A card moves with a form post (its stage select and
 * Move button), so it works without any script, like every admin page.
 */
export async function loader(args: Route.LoaderArgs) {
  return showPage(await adminPageFor(args), null);
}

/**
 * A card's Move. Lost needs its reason, which a card has no room for: the lead's page opens with
 * Lost chosen, asking for it.
 */
export async function action(args: Route.ActionArgs) {
  return pageAction(
    args,
    {
      move: async (page, fields) => {
        const { services, leads } = page.desk;
        const result = await leads.update(services, page.staff, fields.lead, fields);
        if (result.ok || !result.fieldErrors?.lostReason || typeof fields.lead !== "string") return result;
        const leadPage = await leads.pageOf(services.db, fields.lead);
        return leadPage ? new Response(null, { status: 303, headers: { Location: `${leadPage}?stage=lost` } }) : result;
      },
    },
    (page, form, status) => showPage(page, form, status),
  );
}

function AdminBoard({ loaderData }: { loaderData: PageData }) {
  const { board, staff, query, form } = loaderData;
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
      {form ? <FlashSentence message={form.message} refused /> : null}
      <div className="mb-4 rounded-xl bg-white shadow-xs ring-1 ring-ink-200/80">
        <LeadFilters query={query} action="/admin/board" staff={staff} />
      </div>
      {/* Six columns side by side from 1280 px; narrower, the row scrolls in its own box, a column at a time. */}
      <ScrollRegion
        label="Stages"
        className="flex snap-x snap-mandatory scroll-px-1 gap-2 pb-2 xl:grid xl:grid-cols-6 xl:overflow-visible"
      >
        {board.map((column) => (
          <section
            key={column.stage}
            aria-labelledby={`stage-${column.stage}`}
            className="w-[min(17rem,80vw)] shrink-0 snap-start rounded-xl bg-ink-100 p-1.5 xl:w-auto xl:min-w-0"
          >
            <h2
              id={`stage-${column.stage}`}
              className="flex items-center justify-between gap-2 px-1.5 pt-1 pb-1.5 text-sm font-semibold text-ink-900"
            >
              <span className="truncate">{stageName(column.stage)}</span>
              <span className="rounded-full bg-white px-2 text-xs leading-5 font-medium text-ink-700 tabular-nums ring-1 ring-ink-200">
                {column.total}
              </span>
            </h2>
            <ul className="grid grid-cols-1 gap-1.5">
              {column.rows.map((lead) => (
                <li key={lead.id} className="@container rounded-lg bg-white p-2.5 shadow-xs ring-1 ring-ink-200/80">
                  <a
                    href={leadHref(lead)}
                    className="block text-[13px] leading-snug font-medium wrap-break-word text-ink-900 hover:text-brand-700 hover:underline"
                  >
                    {lead.name || "(no name)"}
                  </a>
                  {lead.company ? (
                    <p className="mt-0.5 truncate text-xs text-ink-600" title={lead.company}>
                      {lead.company}
                    </p>
                  ) : null}
                  <p className="mt-0.5 truncate text-xs text-ink-600">{leadKindByType(lead.type)?.label}</p>
                  {lead.ownerName || lead.followUpOn ? (
                    <p className="mt-1.5 flex flex-wrap gap-1">
                      {lead.ownerName ? <Badge tone="brand">{lead.ownerName}</Badge> : null}
                      {lead.followUpOn ? <Badge tone="amber">{lead.followUpOn}</Badge> : null}
                    </p>
                  ) : null}
                  <form
                    method="post"
                    className="mt-2 grid gap-1.5 border-t border-ink-100 pt-2 @[11rem]:grid-cols-[minmax(0,1fr)_auto]"
                  >
                    <input type="hidden" name="lead" value={lead.id} />
                    <label htmlFor={`move-${lead.id}`} className="sr-only">
                      Stage of {lead.name}
                    </label>
                    <select
                      id={`move-${lead.id}`}
                      name="status"
                      defaultValue={lead.status}
                      className="h-7 w-full min-w-0 rounded-md border border-ink-200 bg-white pr-1 pl-2 text-xs text-ink-900 shadow-xs focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none"
                    >
                      <LeadStatusOptions />
                    </select>
                    <button
                      type="submit"
                      name="intent"
                      value="move"
                      className="inline-flex h-7 cursor-pointer items-center justify-center rounded-md bg-white px-2.5 text-xs font-semibold text-ink-900 ring-1 ring-ink-200 ring-inset hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    >
                      Move
                    </button>
                  </form>
                </li>
              ))}
              {column.total === 0 ? <li className="px-1.5 py-2 text-xs text-ink-600">No leads here.</li> : null}
              {column.total > column.rows.length ? (
                <li className="px-1.5 py-1 text-xs">
                  <a
                    href={`/admin${leadListSearch({ ...query, status: column.stage, page: 1 })}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {column.total - column.rows.length} more in the list
                  </a>
                </li>
              ) : null}
            </ul>
          </section>
        ))}
      </ScrollRegion>
    </>
  );
}
