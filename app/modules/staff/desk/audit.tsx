import { adminPageFor } from "#app/features/admin/admin-page.server";
import { formatWhen, PageHeader, Panel, tableClasses } from "#app/features/admin/admin-ui";
import { DataTable, type DataColumn } from "#app/features/admin/data-table";
import { Pagination } from "#app/features/admin/pagination";
import { cn } from "#app/lib/cn";
import type { Route } from "./+types/audit";

async function pageData(admin: Awaited<ReturnType<typeof adminPageFor>>) {
  const page = Math.max(1, Number.parseInt(admin.url.searchParams.get("page") ?? "1", 10) || 1);
  return {
    ...(await admin.desk.audit.page(admin.desk.services, page)),
    page,
    timeZone: admin.desk.services.config.bookingTimeZone,
  };
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

function auditColumns(timeZone: string): Array<DataColumn<PageData["entries"][number]>> {
  return [
    { label: "When", className: "whitespace-nowrap tabular-nums", cell: (entry) => formatWhen(entry.at, timeZone) },
    {
      label: "Who",
      className: tableClasses.address,
      cell: (entry) =>
        entry.actorEmail
          ? [entry.actorName, entry.actorEmail].filter((part, i, all) => all.indexOf(part) === i).join(" · ")
          : "—",
    },
    { label: "What", className: "font-mono text-xs", cell: (entry) => entry.action },
    {
      label: "About",
      className: "font-mono text-xs break-all",
      cell: (entry) => entry.subject ?? (entry.leadId ? `lead:${entry.leadId}` : ""),
    },
    {
      label: "Details",
      className: cn("max-w-sm text-xs text-ink-500", tableClasses.address),
      cell: (entry) => summary(entry.details),
    },
  ];
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
        <DataTable label="Audit log" rows={entries} columns={auditColumns(timeZone)} empty="Nothing recorded yet." />
        <Pagination page={page} pages={pages} total={total} noun="entries" href={(p) => `/admin/audit?page=${p}`} />
      </Panel>
    </>
  );
}
