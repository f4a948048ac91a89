import { Search } from "lucide-react";
import { buttonClasses } from "#app/components/ui/button";
import { Label } from "#app/components/ui/label";
import { adminPageFor } from "#app/features/admin/admin-page.server";
import { compactControl, formatWhen, PageHeader, Panel, tableClasses } from "#app/features/admin/admin-ui";
import { DataTable, type DataColumn } from "#app/features/admin/data-table";
import { Pagination } from "#app/features/admin/pagination";
import type { ContactListView } from "#app/lib/admin/views";
import { cn } from "#app/lib/cn";
import type { Route } from "./+types/contacts";

type PageData = ContactListView & { timeZone: string };

/** Everyone who sent a lead, one row per person (a resource route: HTML from the server, no script). */
export async function loader(args: Route.LoaderArgs) {
  const page = await adminPageFor(args);
  const list = await page.desk.contacts.list(page.desk.services, page.url.searchParams);
  return page.render(
    "Contacts",
    <AdminContacts loaderData={{ ...list, timeZone: page.desk.services.config.bookingTimeZone }} />,
  );
}

function contactColumns(timeZone: string): Array<DataColumn<ContactListView["rows"][number]>> {
  return [
    {
      label: "Name",
      cell: (row) => (
        <a
          href={`/admin/contacts/${row.id}`}
          className="block max-w-xs font-medium wrap-break-word text-ink-900 hover:text-brand-700 hover:underline"
        >
          {row.name || "(no name)"}
        </a>
      ),
    },
    { label: "Email", className: tableClasses.address, cell: (row) => row.email },
    { label: "Company", className: "wrap-break-word", cell: (row) => row.company },
    { label: "Leads", className: "tabular-nums", cell: (row) => row.leads },
    {
      label: "Owner",
      // A person without an owner of their own may still have leads someone owns: those are named.
      cell: (row) => row.ownerName || (row.leadOwners.length ? `Leads: ${row.leadOwners.join(", ")}` : ""),
    },
    {
      label: "Last heard from",
      className: "whitespace-nowrap tabular-nums",
      cell: (row) => formatWhen(row.lastLeadAt, timeZone),
    },
  ];
}

function AdminContacts({ loaderData }: { loaderData: PageData }) {
  const { q, rows, total, page, pages, timeZone } = loaderData;
  const href = (n: number) => `/admin/contacts?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) })}`;
  return (
    <>
      <PageHeader
        title="Contacts"
        description="One per email address: every lead from an address belongs to its contact."
      />
      <Panel flush>
        <form
          method="get"
          action="/admin/contacts"
          className="flex flex-wrap items-end gap-2.5 border-b border-ink-100 p-4"
        >
          <div className="grid min-w-48 flex-1 gap-1">
            <Label htmlFor="contact-q" className="text-xs text-ink-500">
              Search
            </Label>
            <div className="relative">
              <Search aria-hidden className="pointer-events-none absolute top-2.5 left-3 size-4 text-ink-400" />
              <input
                id="contact-q"
                name="q"
                type="search"
                defaultValue={q}
                placeholder="Name, email or company"
                className={cn(compactControl, "w-full pl-9")}
              />
            </div>
          </div>
          <button type="submit" className={buttonClasses("primary", "sm")}>
            Search
          </button>
        </form>
        <DataTable label="Contacts" rows={rows} columns={contactColumns(timeZone)} empty="No contact matches." />
        <Pagination page={page} pages={pages} total={total} noun={total === 1 ? "contact" : "contacts"} href={href} />
      </Panel>
    </>
  );
}
