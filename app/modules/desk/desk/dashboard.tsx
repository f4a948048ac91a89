import { CalendarDays, Inbox, MailWarning, Webhook } from "lucide-react";
import { adminPageFor } from "#app/features/admin/admin-page.server";
import { Badge, formatWhen, PageHeader, Panel } from "#app/features/admin/admin-ui";
import { leadHref } from "#app/modules/desk/desk/lead-table";
import { kindColor, LeadsChart } from "#app/modules/desk/desk/leads-chart";
import { MeetingsPanel } from "#app/modules/meetings/ui";
import type { DashboardView } from "#app/lib/admin/views";
import type { Route } from "./+types/dashboard";

type PageData = DashboardView;

/** The dashboard (a resource route: rendered to HTML on the server, no browser code). */
export async function loader(args: Route.LoaderArgs) {
  const page = await adminPageFor(args);
  return page.render(
    "Dashboard",
    <AdminDashboard loaderData={await page.desk.dashboard(page.desk.services, page.staff)} />,
  );
}

/** "45 min", "3.5 h", "2.1 days"; a dash when there is nothing to measure. */
function duration(minutes: number | null): string {
  if (minutes === null) return "–";
  if (minutes < 60) return `${Math.round(minutes)} min`;
  if (minutes < 48 * 60) return `${(minutes / 60).toFixed(1)} h`;
  return `${(minutes / 1440).toFixed(1)} days`;
}

function AttentionItem({
  href,
  icon,
  title,
  text,
  urgent,
}: {
  href: string;
  icon: React.ReactNode;
  title: string;
  text: string;
  urgent: boolean;
}) {
  return (
    <li>
      <a href={href} className="flex items-start gap-3 rounded-lg px-3 py-2.5 hover:bg-ink-50">
        <span
          aria-hidden
          className={`mt-0.5 grid size-8 shrink-0 place-items-center rounded-lg [&>svg]:size-4 ${urgent ? "bg-amber-50 text-amber-700" : "bg-ink-100 text-ink-500"}`}
        >
          {icon}
        </span>
        <span>
          <span className="block text-sm font-medium text-ink-900">{title}</span>
          <span className="block text-sm text-ink-500">{text}</span>
        </span>
      </a>
    </li>
  );
}

function AdminDashboard({ loaderData }: { loaderData: PageData }) {
  const { kinds, days, attention, nextSteps, firstContact, meetings, timeZone, today } = loaderData;
  return (
    <>
      <PageHeader title="Dashboard" description={`Leads by kind; days are counted in ${timeZone}. Spam is left out.`} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {kinds.map((kind, k) => (
          <a
            key={kind.type}
            href={`/admin?kind=${kind.slug}`}
            className="group rounded-xl bg-white p-4 shadow-xs ring-1 ring-ink-200/80 hover:ring-brand-300"
          >
            <div className="flex items-center justify-between">
              <span className="flex items-center gap-2 text-sm font-medium text-ink-700">
                <span aria-hidden className="size-2.5 rounded-sm" style={{ backgroundColor: kindColor(k) }} />
                {kind.plural}
              </span>
              {kind.new > 0 ? <span className="text-xs font-medium text-brand-700">{kind.new} new</span> : null}
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2">
              {(
                [
                  ["Today", kind.today],
                  ["7 days", kind.week],
                  ["30 days", kind.month],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs text-ink-500">{label}</dt>
                  <dd className="text-xl font-semibold text-ink-900 tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </a>
        ))}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Panel
          title="Your next steps"
          description={
            nextSteps.overdue + nextSteps.dueToday === 0
              ? "Nothing of yours is due today."
              : `${nextSteps.overdue} overdue, ${nextSteps.dueToday} due today`
          }
          actions={
            <a href="/admin?owner=mine&due=due" className="text-sm font-medium text-brand-700 hover:underline">
              Open in the inbox
            </a>
          }
        >
          {nextSteps.leads.length === 0 ? (
            <p className="text-sm text-ink-500">Leads you own show here on the day their follow-up is due.</p>
          ) : (
            <ul className="-mx-3 -my-2 grid gap-1">
              {nextSteps.leads.map((lead) => (
                <li key={lead.id}>
                  <a href={leadHref(lead)} className="flex items-start gap-3 rounded-lg px-3 py-2 hover:bg-ink-50">
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium text-ink-900">
                        {lead.name || "(no name)"}
                      </span>
                      <span className="block truncate text-sm text-ink-500">{lead.task || "Follow up"}</span>
                    </span>
                    <Badge tone={lead.overdue ? "red" : "amber"}>
                      {lead.overdue ? `overdue, ${lead.on}` : "today"}
                    </Badge>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <div className="grid content-start gap-6">
          <Panel title="Time to first contact" description="Leads received in the last 7 days">
            <dl className="grid grid-cols-2 gap-4">
              <div>
                <dt className="text-xs text-ink-500">Median</dt>
                <dd className="text-xl font-semibold text-ink-900 tabular-nums">
                  {duration(firstContact.medianMinutes)}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-ink-500">90th percentile</dt>
                <dd className="text-xl font-semibold text-ink-900 tabular-nums">{duration(firstContact.p90Minutes)}</dd>
              </div>
            </dl>
            <p className="mt-3 text-xs text-ink-500">
              {firstContact.leads === 1 ? "1 lead" : `${firstContact.leads} leads`} contacted so far: from arrival to
              the first stage change or note.
            </p>
          </Panel>
          <MeetingsPanel meetings={meetings} since={days[0]?.date ?? today} />
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Panel title="Leads per day" description="The last 30 days, all kinds stacked">
          <LeadsChart days={days} kinds={kinds} />
        </Panel>
        <Panel title="Needs attention">
          <ul className="-mx-3 -my-2 grid gap-1">
            <AttentionItem
              href="/admin?status=new"
              icon={<Inbox />}
              title={`${attention.newLeads} new lead${attention.newLeads === 1 ? "" : "s"} not yet contacted`}
              text={
                attention.oldestNewAt
                  ? `Oldest received ${formatWhen(attention.oldestNewAt, timeZone)}`
                  : "Everyone has been contacted."
              }
              urgent={attention.newLeads > 0}
            />
            <AttentionItem
              href="/admin/outbox?state=failed"
              icon={<MailWarning />}
              title={`${attention.failedEmails} failed email${attention.failedEmails === 1 ? "" : "s"}`}
              text={attention.failedEmails ? "Retry them from the outbox." : "Every email went out."}
              urgent={attention.failedEmails > 0}
            />
            <AttentionItem
              href="/admin/outbox?tab=webhooks&state=failed"
              icon={<Webhook />}
              title={`${attention.failedWebhooks} failed webhook deliver${attention.failedWebhooks === 1 ? "y" : "ies"}`}
              text={attention.failedWebhooks ? "Check the endpoint, then retry." : "Every delivery arrived."}
              urgent={attention.failedWebhooks > 0}
            />
            <AttentionItem
              href="/admin/appointments"
              icon={<CalendarDays />}
              title={`${attention.appointmentsToday} appointment${attention.appointmentsToday === 1 ? "" : "s"} today`}
              text="Upcoming bookings, day by day"
              urgent={false}
            />
          </ul>
        </Panel>
      </div>
    </>
  );
}
