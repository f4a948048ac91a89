import { Download } from "lucide-react";
import { buttonClasses } from "#app/components/ui/button";
import { adminPageFor } from "#app/features/admin/admin-page.server";
import { compactControl, PageHeader, Panel } from "#app/features/admin/admin-ui";
import { FlashSentence } from "#app/features/admin/flash";
import {
  pageAction,
  typedList,
  typedValue,
  type DeskPage,
  type DeskResult,
  type FormState,
  type IntentHandler,
} from "#app/features/admin/page-action.server";
import { InboxViews } from "#app/modules/desk/desk/inbox-views";
import { LeadFilters } from "#app/modules/desk/desk/lead-filters";
import { LeadStatusOptions } from "#app/modules/desk/desk/lead-status-options";
import { LostReasonFields } from "#app/modules/desk/desk/lost-reason-fields";
import { LeadTable } from "#app/modules/desk/desk/lead-table";
import { OwnerOptions } from "#app/modules/desk/desk/owner-options";
import { Pagination } from "#app/features/admin/pagination";
import { useStageNames } from "#app/features/admin/stage-names";
import { cn } from "#app/lib/cn";
import { leadColumns } from "#app/lib/admin/lead-columns";
import { leadKindBySlug } from "#app/lib/leads/lead-kinds";
import { leadListSearch, parseLeadListQuery } from "#app/schemas/admin";
import type { Route } from "./+types/inbox";

/** The inbox's address: `/admin` and the query. */
export const inboxPath = "/admin";

async function pageData(page: DeskPage, form: FormState | null) {
  return {
    list: await page.desk.leads.list(page.desk.services, page.staff, page.url.searchParams),
    staff: await page.desk.settings.staff(page.desk.services.db),
    savedViews: await page.desk.views.list(page.desk.services.db, page.staff),
    me: page.staff.userId,
    query: parseLeadListQuery(page.url.searchParams),
    selectAll: page.url.searchParams.get("select") === "all",
    form,
  };
}
type PageData = Awaited<ReturnType<typeof pageData>>;

async function showPage(page: DeskPage, form: FormState | null, status = 200) {
  const found = await pageData(page, form);
  return page.render(found.list.kind?.plural ?? "Inbox", <AdminInbox loaderData={found} />, status);
}

/**
 * The inbox: every lead of every kind, newest first, narrowed by filters that live in the URL (a
 * kind's list is the inbox with `?kind=`). A resource route: rendered to HTML on the server, no
 * browser code.
 */
export async function loader(args: Route.LoaderArgs) {
  return showPage(await adminPageFor(args), null);
}

/**
 * The inbox's forms: the ticked leads' stage or owner (then the list as it was, never still all
 * ticked), saving the list on screen as a view, and deleting a saved view.
 */
export async function action(args: Route.ActionArgs) {
  const untickedAfter =
    (change: (page: DeskPage, fields: Record<string, unknown>) => Promise<DeskResult>): IntentHandler =>
    async (page, fields) => {
      const result = await change(page, fields);
      return result.ok ? { ...result, to: withoutSelection(page.url.pathname + page.url.search) } : result;
    };
  return pageAction(
    args,
    {
      status: untickedAfter((page, fields) => page.desk.leads.changeStages(page.desk.services, page.staff, fields)),
      assign: untickedAfter((page, fields) => page.desk.leads.assign(page.desk.services, page.staff, fields)),
      "save-view": (page, fields) => page.desk.views.save(page.desk.services, page.staff, fields),
      "delete-view": (page, fields) => page.desk.views.delete(page.desk.services, page.staff, fields.view),
    },
    (page, form, status) => showPage(page, form, status),
  );
}

/** The list's address without `select=all`. */
function withoutSelection(path: string): string {
  const url = new URL(path, "http://admin.invalid");
  url.searchParams.delete("select");
  const query = url.searchParams.toString();
  return url.pathname + (query ? `?${query}` : "");
}

function AdminInbox({ loaderData }: { loaderData: PageData }) {
  const { list, staff, savedViews, me, query, selectAll, form } = loaderData;
  // A refused change to the ticked leads: the same leads ticked, the same stage and words chosen.
  const bulk = form?.intent === "status" || form?.intent === "assign" ? form : null;
  const typedBulk = (field: string) => (bulk ? typedValue(bulk, bulk.intent, field) : undefined);
  const ticked = bulk ? (typedList(bulk, bulk.intent, "ids") ?? []) : [];
  const kind = list.kind ? leadKindBySlug(list.kind.slug) : null;
  const stageNames = useStageNames();
  const columns = leadColumns(kind, { timeZone: list.timeZone, showSpam: query.spam !== "hide", stageNames });
  const { page: _page, ...filters } = query;
  const exportHref = `/api/admin/leads/${query.kind}/export.csv${leadListSearch({ ...filters, kind: "all", page: 1 })}`;
  const search = leadListSearch(query);
  const selectHref = inboxPath + search + (search ? "&" : "?") + (selectAll ? "" : "select=all");

  return (
    <>
      <PageHeader
        title={list.kind?.plural ?? "Inbox"}
        description={`${list.total === 1 ? "1 lead" : `${list.total.toLocaleString("en-US")} leads`}. Received times are in ${list.timeZone}.`}
        actions={
          <a href={exportHref} className={buttonClasses("secondary", "sm")} download>
            <Download aria-hidden className="size-4" /> Export CSV
          </a>
        }
      />
      {form ? <FlashSentence message={form.message} refused /> : null}
      <InboxViews query={query} saved={savedViews} form={form} />
      <Panel flush>
        <LeadFilters query={query} action={inboxPath} staff={staff} />
        <form method="post">
          <div className="grid gap-2 border-b border-ink-100 bg-ink-50/50 px-4 py-2.5 text-sm">
            {/* On a phone the bulk changes fold away, so the leads come first. */}
            <details className="wide-open" open={bulk !== null}>
              <summary className="cursor-pointer py-1 font-medium text-brand-700">Change the selected leads</summary>
              <div className="mt-2 grid gap-3 md:contents">
                <div className="flex flex-wrap items-center gap-3">
                  <a
                    href={selectAll ? inboxPath + search : selectHref}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {selectAll ? "Clear selection" : "Select all on this page"}
                  </a>
                  <span className="text-ink-300" aria-hidden>
                    |
                  </span>
                  <label htmlFor="bulk-owner" className="text-ink-600">
                    Assign selected to
                  </label>
                  <select
                    id="bulk-owner"
                    name="owner"
                    defaultValue={typedBulk("owner") ?? me}
                    className={cn(compactControl, "pr-8")}
                  >
                    <OwnerOptions staff={staff} me={me} inTurn />
                  </select>
                  {/* A second submit button of the same form: the same ticked leads, and no stage needed. */}
                  <button
                    type="submit"
                    name="intent"
                    value="assign"
                    formNoValidate
                    className={buttonClasses("secondary", "sm")}
                  >
                    Assign selected
                  </button>
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <label htmlFor="bulk-status" className="text-ink-600">
                    Set selected to
                  </label>
                  <select
                    id="bulk-status"
                    name="status"
                    defaultValue={typedBulk("status") ?? ""}
                    required
                    className={cn(compactControl, "pr-8")}
                  >
                    <option value="" disabled>
                      Choose a stage
                    </option>
                    <LeadStatusOptions />
                  </select>
                  <LostReasonFields
                    idPrefix="bulk"
                    reason={typedBulk("lostReason")}
                    note={typedBulk("lostNote")}
                    problem={bulk?.fieldErrors.lostReason}
                    compact
                  />
                  <button type="submit" name="intent" value="status" className={buttonClasses("secondary", "sm")}>
                    Set stage of selected
                  </button>
                </div>
              </div>
            </details>
          </div>
          <LeadTable
            rows={list.rows}
            columns={columns}
            query={query}
            base={inboxPath}
            selectAll={selectAll}
            ticked={ticked}
          />
        </form>
        <Pagination
          page={list.page}
          pages={list.pages}
          total={list.total}
          noun={list.total === 1 ? "lead" : "leads"}
          href={(page) => inboxPath + leadListSearch(query, { page })}
        />
      </Panel>
    </>
  );
}
