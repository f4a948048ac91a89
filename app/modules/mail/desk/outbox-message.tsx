import { adminPageFor } from "#app/features/admin/admin-page.server";
import { Badge, formatWhen, PageHeader, Panel, statusTone } from "#app/features/admin/admin-ui";
import { DetailList } from "#app/features/admin/detail-list";
import { FlashSentence } from "#app/features/admin/flash";
import { pageAction, type DeskPage, type FormState } from "#app/features/admin/page-action.server";
import { RetryButton } from "#app/modules/mail/desk/retry-button";
import type { OutboxMessageView } from "#app/lib/admin/views";
import type { Route } from "./+types/outbox-message";

type PageData = { message: OutboxMessageView; timeZone: string; form: FormState | null };

async function showPage(page: DeskPage, id: string, form: FormState | null, status = 200) {
  const { services, outbox } = page.desk;
  const message = await outbox.message(services.db, id);
  if (message === null) return page.notFound();
  const loaderData = { message, timeZone: services.config.bookingTimeZone, form };
  return page.render(message.subject, <AdminOutboxMessage loaderData={loaderData} />, status);
}

/** One email (a resource route: rendered to HTML on the server, no browser code). */
export async function loader(args: Route.LoaderArgs) {
  return showPage(await adminPageFor(args), args.params.id, null);
}

/** The page's one form: sending a failed email again. */
export async function action(args: Route.ActionArgs) {
  return pageAction(
    args,
    { "retry-email": (page) => page.desk.outbox.retryEmail(page.desk.services, page.staff, args.params.id) },
    (page, form, status) => showPage(page, args.params.id, form, status),
  );
}

/**
 * One email as it was (or will be) sent. The HTML version is shown in a sandboxed frame that may
 * run no script at all; the text version as text.
 */
function AdminOutboxMessage({ loaderData }: { loaderData: PageData }) {
  const { message, timeZone, form } = loaderData;
  return (
    <>
      <PageHeader
        crumbs={
          <a href="/admin/outbox" className="hover:text-ink-800 hover:underline">
            Outbox
          </a>
        }
        title={message.subject}
        description={<Badge tone={statusTone(message.status)}>{message.status}</Badge>}
        actions={
          message.status === "failed" ? <RetryButton intent="retry-email" id={message.id} size="sm" primary /> : null
        }
      />
      {form ? <FlashSentence message={form.message} refused /> : null}
      {/*
        The message first (on a phone it is the first thing under the title), the envelope beside it.
        minmax(0, …): a long address in the message wraps inside its column, never widens the page.
      */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <Panel title="As the recipient sees it" flush>
            <iframe
              title="The email's HTML version"
              sandbox=""
              srcDoc={message.html}
              className="h-[28rem] w-full rounded-b-xl bg-white"
            />
          </Panel>
          <Panel title="Text version">
            <pre
              role="region"
              aria-label="Text version"
              tabIndex={0}
              className="max-h-96 overflow-auto text-xs leading-5 whitespace-pre-wrap text-ink-700 wrap-anywhere"
            >
              {message.text}
            </pre>
          </Panel>
        </div>
        <Panel title="Envelope">
          <DetailList
            narrow
            items={[
              { label: "To", value: message.recipient },
              { label: "Kind", value: message.kind },
              { label: "Queued", value: formatWhen(message.createdAt, timeZone) },
              { label: "Sent", value: message.sentAt ? formatWhen(message.sentAt, timeZone) : "" },
              { label: "Attempts", value: String(message.attempts) },
              { label: "Last error", value: message.lastError ?? "", long: true },
              { label: "Message-ID", value: <code className="font-mono text-xs break-all">{message.messageId}</code> },
              { label: "Attachments", value: message.attachments.join(", ") },
              {
                label: "Lead",
                value: message.leadId ? <code className="font-mono text-xs">{message.leadId}</code> : "",
              },
            ]}
          />
        </Panel>
      </div>
    </>
  );
}
