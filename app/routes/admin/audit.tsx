import { adminPageFor } from "#app/features/admin/admin-page.server";
import { Empty, formatWhen, PageHeader, Panel, tableClasses } from "#app/features/admin/admin-ui";
import { Pagination } from "#app/features/admin/pagination";
import { cn } from "#app/lib/cn";
import type { Route } from "./+types/audit";

async function pageData(admin: Awaited<ReturnType<typeof adminPageFor>>) {
  const page = Math.max(1, Number.parseInt(admin.url.searchParams.get("page") ?? "1", 10) || 1);
  return { ...(await admin.admin.audit(admin.staff, page)), page, timeZone: admin.admin.timeZone };
}
type PageData = Awaited<ReturnType<typeof pageData>>;

/** The audit log (a resource route: rendered to HTML on the server, no browser code). */
export async function loader(args: Route.LoaderArgs) {
  const page = await adminPageFor(args);
  return page.render("Audit log", <AdminAudit loaderData={await pageData(page)} />);
}

/** Details as short text: counts and fields, never a note's words (those belong to the lead). */
function summary(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([key]) => key !== "note" && key !== "text")
    .map(([key, value]) => `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`)
    .join(" · ");
}

function AdminAudit({ loaderData }: { loaderData: PageData }) {
  const { entries, total, page, pageSize, timeZone } = loaderData;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Who did what in the admin area. People are named by a salted hash of their email, never the address."
      />
      <Panel flush>
        {entries.length === 0 ? (
          <Empty>Nothing recorded yet.</Empty>
        ) : (
          <div className="overflow-x-auto">
            <table className={tableClasses.table}>
              <thead className={tableClasses.head}>
                <tr>
                  {["When", "Who", "What", "About", "Details"].map((h) => (
                    <th key={h} scope="col" className={tableClasses.th}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {entries.map((entry) => (
                  <tr key={entry.id} className={tableClasses.row}>
                    <td className={cn(tableClasses.td, "whitespace-nowrap tabular-nums")}>
                      {formatWhen(entry.at, timeZone)}
                    </td>
                    <td className={tableClasses.td}>{entry.actorEmail || "—"}</td>
                    <td className={cn(tableClasses.td, "font-mono text-xs")}>{entry.action}</td>
                    <td className={cn(tableClasses.td, "font-mono text-xs break-all")}>
                      {entry.subject ?? (entry.leadId ? `lead:${entry.leadId}` : "")}
                    </td>
                    <td className={cn(tableClasses.td, "max-w-sm text-xs break-words text-ink-500")}>
                      {summary(entry.details)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination page={page} pages={pages} total={total} noun="entries" href={(p) => `/admin/audit?page=${p}`} />
      </Panel>
    </>
  );
}
