import { adminPageFor } from "#app/features/admin/admin-page.server";
import { Badge, formatWhen, PageHeader, Panel, statusTone, tableClasses } from "#app/features/admin/admin-ui";
import { DataTable, type DataColumn } from "#app/features/admin/data-table";
import { FlashSentence } from "#app/features/admin/flash";
import { MailNumbers } from "#app/modules/mail/desk/mail-numbers";
import { SuppressionList } from "#app/modules/mail/desk/suppression-list";
import { pageAction, type DeskPage, type FormState } from "#app/features/admin/page-action.server";
import { Pagination } from "#app/features/admin/pagination";
import { RetryButton } from "#app/modules/mail/desk/retry-button";
import type { OutboxView } from "#app/lib/admin/views";
import { cn } from "#app/lib/cn";
import type { Route } from "./+types/outbox";

async function showPage(page: DeskPage, form: FormState | null, status = 200) {
  const { services, outbox } = page.desk;
  const timeZone = services.config.bookingTimeZone;
  const loaderData = {
    view: await outbox.view(services.db, page.url.searchParams, { timeZone, now: services.clock() }),
    timeZone,
    form,
  };
  return page.render("Outbox", <AdminOutbox loaderData={loaderData} />, status);
}
type PageData = { view: OutboxView; timeZone: string; form: FormState | null };

/** Emails and webhook deliveries (a resource route: rendered to HTML on the server, no browser code). */
export async function loader(args: Route.LoaderArgs) {
  return showPage(await adminPageFor(args), null);
}

/** The page's forms: retrying a failed email or delivery, and the suppression list's. */
export async function action(args: Route.ActionArgs) {
  return pageAction(
    args,
    {
      "retry-email": (page, fields) => page.desk.outbox.retryEmail(page.desk.services, page.staff, fields.id),
      "retry-delivery": (page, fields) => page.desk.outbox.retryDelivery(page.desk.services, page.staff, fields.id),
      suppress: (page, fields) => page.desk.outbox.suppress(page.desk.services, page.staff, fields),
      lift: (page, fields) => page.desk.outbox.lift(page.desk.services, page.staff, fields),
    },
    (page, form, status) => showPage(page, form, status),
  );
}

function ErrorText({ text }: { text: string | null }) {
  return text ? <span className="mt-1 block max-w-md text-xs break-words text-red-700">{text}</span> : null;
}

type EmailRow = PageData["view"]["emails"][number];
type OutboxTab = PageData["view"]["tab"];
type DeliveryRow = PageData["view"]["deliveries"][number];

function emailColumns(timeZone: string): Array<DataColumn<EmailRow>> {
  return [
    queuedColumn(timeZone),
    {
      label: "Email",
      cell: (email) => (
        <>
          <a href={`/admin/outbox/${email.id}`} className="font-medium text-ink-900 hover:underline">
            {email.subject}
          </a>
          <span className="block text-xs text-ink-500">{email.kind}</span>
          <ErrorText text={email.lastError} />
        </>
      ),
    },
    { label: "To", className: tableClasses.address, cell: (email) => email.recipient },
    { label: "State", cell: (email) => <Badge tone={statusTone(email.status)}>{email.status}</Badge> },
    ...attemptsAndRetry<EmailRow>("retry-email"),
  ];
}

function deliveryColumns(timeZone: string): Array<DataColumn<DeliveryRow>> {
  return [
    queuedColumn(timeZone),
    {
      label: "Endpoint",
      cell: (delivery) => (
        <>
          <span className="font-medium break-all text-ink-900">{delivery.endpointUrl}</span>
          <span className="block font-mono text-xs text-ink-500">{delivery.id}</span>
          <ErrorText text={delivery.lastError} />
        </>
      ),
    },
    { label: "Lead", className: "font-mono text-xs", cell: (delivery) => delivery.leadId.slice(0, 8) },
    {
      label: "State",
      cell: (delivery) => (
        <>
          <Badge tone={statusTone(delivery.status)}>{delivery.status}</Badge>
          {delivery.lastStatusCode ? (
            <span className="block text-xs text-ink-500">HTTP {delivery.lastStatusCode}</span>
          ) : null}
        </>
      ),
    },
    ...attemptsAndRetry<DeliveryRow>("retry-delivery"),
  ];
}

type Queued = { id: string; createdAt: string; status: string; attempts: number };

function queuedColumn(timeZone: string): DataColumn<Queued> {
  return {
    label: "Queued",
    className: "whitespace-nowrap tabular-nums",
    cell: (row) => formatWhen(row.createdAt, timeZone),
  };
}

/** The last two columns of both tables: the attempts so far, and a retry button once a row has failed. */
function attemptsAndRetry<Row extends Queued>(intent: "retry-email" | "retry-delivery"): Array<DataColumn<Row>> {
  return [
    { label: "Attempts", className: "tabular-nums", cell: (row) => row.attempts },
    {
      label: "",
      className: "text-right",
      cell: (row) => (row.status === "failed" ? <RetryButton intent={intent} id={row.id} size="sm" /> : null),
    },
  ];
}

function AdminOutbox({ loaderData }: { loaderData: PageData }) {
  const { view, timeZone, form } = loaderData;
  const counts = view.tab === "webhooks" ? view.webhookCounts : view.counts;
  const href = (changes: Record<string, string>) => {
    const params = new URLSearchParams({ tab: view.tab, state: view.state, ...changes });
    if (params.get("tab") === "emails") params.delete("tab");
    if (params.get("state") === "all") params.delete("state");
    const text = params.toString();
    return `/admin/outbox${text ? `?${text}` : ""}`;
  };
  const tab = (id: OutboxTab, label: string, failed: number) => (
    <a
      href={href({ tab: id, state: "all", page: "1" })}
      aria-current={view.tab === id ? "page" : undefined}
      className={cn(
        "-mb-px inline-flex items-center gap-2 border-b-2 px-1 pb-2.5 text-sm font-medium",
        view.tab === id ? "border-brand-600 text-brand-700" : "border-transparent text-ink-500 hover:text-ink-800",
      )}
    >
      {label}
      {failed ? <Badge tone="red">{failed} failed</Badge> : null}
    </a>
  );
  return (
    <>
      <PageHeader
        title="Outbox"
        description="Every email and webhook delivery with its state. Failed ones can be sent again."
      />
      {form ? <FlashSentence message={form.message} refused /> : null}
      <MailNumbers numbers={view.numbers} />
      <div className="mb-4 flex gap-6 border-b border-ink-200">
        {tab("emails", "Emails", view.counts.failed)}
        {tab("webhooks", "Webhook deliveries", view.webhookCounts.failed)}
        {tab("suppressions", `Suppressed addresses (${view.suppressionCount})`, 0)}
      </div>
      {view.tab === "suppressions" ? (
        <SuppressionList rows={view.suppressions} total={view.suppressionCount} timeZone={timeZone} form={form} />
      ) : (
        <OutboxTable view={view} timeZone={timeZone} href={href} counts={counts} />
      )}
    </>
  );
}

function OutboxTable({
  view,
  timeZone,
  href,
  counts,
}: {
  view: PageData["view"];
  timeZone: string;
  href: (changes: Record<string, string>) => string;
  counts: PageData["view"]["counts"];
}) {
  const states =
    view.tab === "emails"
      ? (["all", "pending", "sent", "failed", "suppressed"] as const)
      : (["all", "pending", "sent", "failed"] as const);
  return (
    <>
      <div className="mb-4 flex flex-wrap gap-2">
        {states.map((state) => (
          <a
            key={state}
            href={href({ state, page: "1" })}
            aria-current={view.state === state ? "true" : undefined}
            className={cn(
              "rounded-full px-3 py-1 text-sm ring-1 ring-inset",
              view.state === state
                ? "bg-ink-900 text-white ring-ink-900"
                : "bg-white text-ink-600 ring-ink-200 hover:bg-ink-50",
            )}
          >
            {state === "all" ? "All" : state[0]?.toUpperCase() + state.slice(1)}
            {state === "all" ? "" : ` (${counts[state]})`}
          </a>
        ))}
      </div>
      <Panel flush>
        {view.tab === "emails" ? (
          <DataTable label="Emails" rows={view.emails} columns={emailColumns(timeZone)} empty="No emails here." />
        ) : (
          <DataTable
            label="Webhook deliveries"
            rows={view.deliveries}
            columns={deliveryColumns(timeZone)}
            empty="No webhook deliveries here."
          />
        )}
        <Pagination
          page={view.page}
          pages={view.pages}
          total={view.state === "all" ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[view.state]}
          noun={view.tab === "emails" ? "emails" : "deliveries"}
          href={(page) => href({ page: String(page) })}
        />
      </Panel>
    </>
  );
}
