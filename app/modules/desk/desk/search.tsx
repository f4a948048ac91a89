import { adminPageFor } from "#app/features/admin/admin-page.server";
import { Badge, Empty, formatWhen, PageHeader, Panel, statusTone } from "#app/features/admin/admin-ui";
import { Highlight, MarkedExcerpt } from "#app/modules/desk/desk/highlight";
import { leadHref } from "#app/modules/desk/desk/lead-table";
import { SearchBox } from "#app/features/admin/search-box";
import { useStageName } from "#app/features/admin/stage-names";
import type { DeskSearchView } from "#app/lib/admin/views";
import { leadKindByType } from "#app/lib/leads/lead-kinds";
import type { Route } from "./+types/search";

type PageData = DeskSearchView & { timeZone: string };

/** One search across contacts, companies and leads (HTML from the server, no script). */
export async function loader(args: Route.LoaderArgs) {
  const page = await adminPageFor(args);
  const found = await page.desk.search(page.desk.services, page.url.searchParams.get("q") ?? "");
  return page.render(
    found.q ? `Search: ${found.q}` : "Search",
    <AdminSearch loaderData={{ ...found, timeZone: page.desk.services.config.bookingTimeZone }} />,
  );
}

function AdminSearch({ loaderData }: { loaderData: PageData }) {
  const { q, contacts, companies, leads, timeZone } = loaderData;
  const stageName = useStageName();
  const nothing = q && contacts.length + companies.length + leads.length === 0;
  return (
    <>
      <PageHeader
        title="Search"
        description="People, companies and what their leads say. A typo in a name or company is forgiven."
      />
      <div className="mb-6 max-w-xl">
        <SearchBox q={q} id="search-page-q" />
      </div>
      {!q ? null : nothing ? (
        <Panel>
          <Empty>Nothing matches “{q}”.</Empty>
        </Panel>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Panel title="People" description={contacts.length ? undefined : "No person matches."}>
            <ul className="-mx-3 -my-2 grid gap-1">
              {contacts.map((contact) => (
                <li key={contact.id}>
                  <a href={`/admin/contacts/${contact.id}`} className="block rounded-lg px-3 py-2 hover:bg-ink-50">
                    <span className="block text-sm font-medium text-ink-900">
                      <Highlight text={contact.name || "(no name)"} q={q} />
                    </span>
                    <span className="block text-sm wrap-anywhere text-ink-500">
                      <Highlight text={contact.email} q={q} />
                      {contact.company ? (
                        <>
                          {" · "}
                          <Highlight text={contact.company} q={q} />
                        </>
                      ) : null}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </Panel>
          <Panel title="Companies" description={companies.length ? undefined : "No company matches."}>
            <ul className="-mx-3 -my-2 grid gap-1">
              {companies.map((company) => (
                <li key={company.id}>
                  <a
                    href={`/admin/contacts?q=${encodeURIComponent(company.name)}`}
                    className="flex items-center justify-between gap-3 rounded-lg px-3 py-2 hover:bg-ink-50"
                  >
                    <span className="text-sm font-medium text-ink-900">
                      <Highlight text={company.name} q={q} />
                    </span>
                    <span className="text-xs text-ink-500">
                      {company.people === 1 ? "1 person" : `${company.people} people`}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </Panel>
          <Panel
            title="Leads"
            description={leads.length ? "Best matches first" : "No lead says that."}
            className="lg:col-span-2"
          >
            <ul className="-mx-3 -my-2 grid gap-1">
              {leads.map((lead) => (
                <li key={lead.id}>
                  <a href={leadHref(lead)} className="block rounded-lg px-3 py-2 hover:bg-ink-50">
                    <span className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink-900">
                      {lead.name || "(no name)"}
                      <span className="font-normal text-ink-500">
                        {leadKindByType(lead.type)?.label ?? lead.type}, {formatWhen(lead.createdAt, timeZone)}
                      </span>
                      <Badge tone={statusTone(lead.status)}>{stageName(lead.status)}</Badge>
                    </span>
                    <span className="mt-0.5 block text-sm wrap-anywhere text-ink-600">
                      <MarkedExcerpt
                        pieces={lead.excerpt.map((piece) => ({ ...piece, text: piece.text.replace(/\n/g, " · ") }))}
                      />
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      )}
    </>
  );
}
