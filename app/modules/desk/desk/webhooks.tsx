import { Trash2 } from "lucide-react";
import { Button, buttonClasses } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { adminPageFor } from "#app/features/admin/admin-page.server";
import { Badge, Empty, formatWhen, PageHeader, Panel } from "#app/features/admin/admin-ui";
import { FlashSentence } from "#app/features/admin/flash";
import { IntentButton } from "#app/features/admin/intent-button";
import {
  pageAction,
  typedList,
  typedValue,
  type DeskPage,
  type FormState,
  type IntentHandler,
} from "#app/features/admin/page-action.server";
import { webhookFormatLabels, webhookFormats } from "#app/lib/admin/webhook-formats";
import { leadKindByType, leadKindList } from "#app/lib/leads/lead-kinds";
import type { WebhookEndpointView } from "#app/lib/admin/views";
import type { Route } from "./+types/webhooks";

async function showPage(page: DeskPage, form: FormState | null, status = 200) {
  const { services, webhooks } = page.desk;
  const loaderData = {
    endpoints: await webhooks.list(services.db),
    allowPrivate: services.config.webhookAllowPrivate,
    timeZone: services.config.bookingTimeZone,
    form,
  };
  return page.render("Webhooks", <AdminWebhooks loaderData={loaderData} />, status);
}
type PageData = {
  endpoints: Array<WebhookEndpointView>;
  allowPrivate: boolean;
  timeZone: string;
  form: FormState | null;
};

/** Webhook endpoints (a resource route: rendered to HTML on the server, no browser code). */
export async function loader(args: Route.LoaderArgs) {
  return showPage(await adminPageFor(args), null);
}

/** The page's forms: adding an endpoint, and turning one on, off or away. */
export async function action(args: Route.ActionArgs) {
  const change =
    (to: "enable" | "disable" | "delete"): IntentHandler =>
    (page, fields) =>
      page.desk.webhooks.change(page.desk.services, page.staff, fields.endpoint, to);
  return pageAction(
    args,
    {
      add: (page, fields) => page.desk.webhooks.add(page.desk.services, page.staff, fields),
      enable: change("enable"),
      disable: change("disable"),
      delete: change("delete"),
    },
    (page, form, status) => showPage(page, form, status),
  );
}

function EndpointAction({
  id,
  intent,
  label,
  danger,
}: {
  id: string;
  intent: string;
  label: React.ReactNode;
  danger?: boolean;
}) {
  const className = danger
    ? `${buttonClasses("ghost", "sm")} text-red-700 hover:bg-red-50`
    : buttonClasses("secondary", "sm");
  return (
    <IntentButton intent={intent} fields={{ endpoint: id }} className={className}>
      {label}
    </IntentButton>
  );
}

function AdminWebhooks({ loaderData }: { loaderData: PageData }) {
  const { endpoints, allowPrivate, timeZone, form } = loaderData;
  const problem = (field: string) => (form?.intent === "add" ? form.fieldErrors[field] : undefined);
  const kindsTyped = typedList(form, "add", "kinds");
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Every new lead of the chosen kinds (not spam) is sent to each endpoint: as JSON signed the Standard Webhooks way (webhook-id, webhook-timestamp, webhook-signature), or as a message in a Slack or Microsoft Teams channel."
      />
      {form ? <FlashSentence message={form.message} refused /> : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Panel title="Endpoints" flush>
          {endpoints.length === 0 ? (
            <Empty>No endpoints yet. Add the address of your CRM's webhook receiver.</Empty>
          ) : (
            <ul className="divide-y divide-ink-100">
              {endpoints.map((endpoint) => (
                <li key={endpoint.id} className="grid gap-3 px-5 py-4">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-mono text-sm break-all text-ink-900">{endpoint.url}</p>
                      {endpoint.description ? <p className="text-sm text-ink-500">{endpoint.description}</p> : null}
                      <p className="mt-1 text-xs font-medium text-ink-700">{webhookFormatLabels[endpoint.format]}</p>
                      <p className="mt-1 text-xs text-ink-500">Added {formatWhen(endpoint.createdAt, timeZone)}</p>
                    </div>
                    <Badge tone={endpoint.active ? "green" : "neutral"}>{endpoint.active ? "On" : "Off"}</Badge>
                  </div>
                  <div className="flex flex-wrap gap-1.5">
                    {endpoint.kinds.map((type) => (
                      <Badge key={type} tone="brand">
                        {leadKindByType(type)?.plural ?? type}
                      </Badge>
                    ))}
                  </div>
                  <p className="text-xs text-ink-600">
                    {endpoint.counts.sent} delivered · {endpoint.counts.pending} waiting ·{" "}
                    <a
                      href="/admin/outbox?tab=webhooks&state=failed"
                      className={endpoint.counts.failed ? "font-medium text-red-700 underline" : undefined}
                    >
                      {endpoint.counts.failed} failed
                    </a>
                  </p>
                  <details className="text-sm">
                    <summary className="cursor-pointer text-brand-700">Signing secret</summary>
                    <code className="mt-2 block rounded bg-ink-50 px-3 py-2 font-mono text-xs break-all text-ink-800 ring-1 ring-ink-100">
                      {endpoint.secret}
                    </code>
                  </details>
                  <div className="flex flex-wrap gap-2">
                    <EndpointAction
                      id={endpoint.id}
                      intent={endpoint.active ? "disable" : "enable"}
                      label={endpoint.active ? "Turn off" : "Turn on"}
                    />
                    <EndpointAction
                      id={endpoint.id}
                      intent="delete"
                      danger
                      label={
                        <>
                          <Trash2 aria-hidden className="size-3.5" /> Remove
                        </>
                      }
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Add an endpoint">
          <form method="post" className="grid gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor="webhook-url">Address</Label>
              <Input
                id="webhook-url"
                name="url"
                type="url"
                required
                placeholder="https://crm.example.com/hooks/leads"
                defaultValue={typedValue(form, "add", "url")}
                aria-invalid={problem("url") ? true : undefined}
                aria-describedby={problem("url") ? "webhook-url-error webhook-url-hint" : "webhook-url-hint"}
                className="h-10 text-sm"
              />
              {problem("url") ? (
                <p id="webhook-url-error" className="text-sm text-red-700">
                  {problem("url")}
                </p>
              ) : null}
              <p id="webhook-url-hint" className="text-xs text-ink-500">
                {allowPrivate
                  ? "Addresses on private networks are allowed by this server's configuration."
                  : "Public http(s) addresses only: private and local networks are refused."}
              </p>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="webhook-description">Description (optional)</Label>
              <Input
                id="webhook-description"
                name="description"
                maxLength={200}
                defaultValue={typedValue(form, "add", "description")}
                aria-invalid={problem("description") ? true : undefined}
                aria-describedby={problem("description") ? "webhook-description-error" : undefined}
                className="h-10 text-sm"
              />
              {problem("description") ? (
                <p id="webhook-description-error" className="text-sm text-red-700">
                  {problem("description")}
                </p>
              ) : null}
            </div>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium text-ink-800">Send as</legend>
              {webhookFormats.map((format) => (
                <label key={format} className="flex items-center gap-2 text-sm text-ink-700">
                  <input
                    type="radio"
                    name="format"
                    value={format}
                    defaultChecked={format === (typedValue(form, "add", "format") ?? "standard")}
                    className="size-4 accent-brand-600"
                  />
                  {webhookFormatLabels[format]}
                </label>
              ))}
            </fieldset>
            <fieldset className="grid gap-2" aria-describedby={problem("kinds") ? "webhook-kinds-error" : undefined}>
              <legend className="mb-1 text-sm font-medium text-ink-800">Lead kinds</legend>
              {leadKindList.map((kind) => (
                <label key={kind.type} className="flex items-center gap-2 text-sm text-ink-700">
                  <input
                    type="checkbox"
                    name="kinds"
                    value={kind.type}
                    defaultChecked={kindsTyped ? kindsTyped.includes(kind.type) : true}
                    className="size-4 accent-brand-600"
                  />
                  {kind.plural}
                </label>
              ))}
              {problem("kinds") ? (
                <p id="webhook-kinds-error" className="text-sm text-red-700">
                  {problem("kinds")}
                </p>
              ) : null}
            </fieldset>
            <Button type="submit" name="intent" value="add" size="sm" className="justify-self-start">
              Add endpoint
            </Button>
          </form>
        </Panel>
      </div>
    </>
  );
}
