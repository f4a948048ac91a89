import { Button } from "#app/components/ui/button";
import { controlClasses } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { Textarea } from "#app/components/ui/textarea";
import { adminPageFor } from "#app/features/admin/admin-page.server";
import { Badge, formatWhen, PageHeader, Panel, statusTone, tableClasses } from "#app/features/admin/admin-ui";
import {
  BookingStatus,
  BookingTimes,
  CancelBooking,
  RescheduleBooking,
  MeetingOutcomeForms,
  bookingIntents,
} from "#app/modules/meetings/ui";
import { DetailList } from "#app/features/admin/detail-list";
import { FlashSentence } from "#app/features/admin/flash";
import { pageAction, typedValue, type DeskPage, type FormState } from "#app/features/admin/page-action.server";
import { LeadSourceDetails } from "#app/modules/desk/desk/lead-source";
import { LeadStatusOptions } from "#app/modules/desk/desk/lead-status-options";
import { LeadTimeline } from "#app/modules/desk/desk/lead-timeline";
import { LostReasonFields } from "#app/modules/desk/desk/lost-reason-fields";
import { OwnerOptions } from "#app/modules/desk/desk/owner-options";
import { useStageName } from "#app/features/admin/stage-names";
import { cn } from "#app/lib/cn";
import { lostReasonLabel } from "#app/lib/admin/stages";
import type { Route } from "./+types/lead";

/** What the page asks when a card moved to Lost on the board comes here for its reason. */
const lostReasonAsked = "Choose why the lead was lost, then save.";

async function pageData(page: DeskPage, args: Route.LoaderArgs, form: FormState | null) {
  const { services } = page.desk;
  const detail = await page.desk.leads.detail(services, args.params.id);
  if (!detail || detail.kind.slug !== args.params.kind) return null;
  // A card moved to Lost on the board comes here to be given its reason: Lost is chosen, the reason asked.
  const askedForReason = !form && page.url.searchParams.get("stage") === "lost";
  return {
    detail,
    staff: await page.desk.settings.staff(services.db),
    me: page.staff.userId,
    timeZone: services.config.bookingTimeZone,
    confirmCancel: page.url.searchParams.get("confirm") === "cancel",
    form,
    askedForReason,
  };
}
type PageData = NonNullable<Awaited<ReturnType<typeof pageData>>>;

async function showPage(page: DeskPage, args: Route.LoaderArgs, form: FormState | null, status = 200) {
  const found = await pageData(page, args, form);
  if (!found) return page.notFound();
  const title = `${found.detail.kind.label}: ${found.detail.lead.name}`;
  return page.render(title, <AdminLead loaderData={found} />, status);
}

/** One lead (a resource route: rendered to HTML on the server, no browser code). */
export async function loader(args: Route.LoaderArgs) {
  return showPage(await adminPageFor(args), args, null);
}

/** The Update form (stage, Lost with its reason, owner, next step, a note) and the appointment's forms. */
export async function action(args: Route.ActionArgs) {
  return pageAction(
    args,
    {
      update: (page, fields) => page.desk.leads.update(page.desk.services, page.staff, args.params.id, fields),
      ...bookingIntents,
    },
    (page, form, status) => showPage(page, args, form, status),
  );
}

function AdminLead({ loaderData }: { loaderData: PageData }) {
  const stageName = useStageName();
  const { detail, staff, me, timeZone, confirmCancel, form, askedForReason } = loaderData;
  // What the form shows: a refused post's values, else the lead.
  const typed = (field: string) => typedValue(form, "update", field);
  const problem = (field: string) => (form?.intent === "update" ? form.fieldErrors[field] : undefined);
  const { lead, kind, fields, received, booking, timeline, emails, source } = detail;
  const page = `/admin/leads/${kind.slug}/${lead.id}`;
  return (
    <>
      <PageHeader
        crumbs={
          <a href={`/admin/leads/${kind.slug}`} className="hover:text-ink-800 hover:underline">
            {kind.plural}
          </a>
        }
        title={lead.name || "(no name)"}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone={statusTone(lead.status)}>{stageName(lead.status)}</Badge>
            {lead.status === "lost" && lead.lostReason ? (
              <span>
                {lostReasonLabel(lead.lostReason)}
                {lead.lostNote ? `: ${lead.lostNote}` : ""}
              </span>
            ) : null}
            <span>{kind.label}</span>
            {lead.contactId ? (
              <a href={`/admin/contacts/${lead.contactId}`} className="font-medium text-brand-700 hover:underline">
                {lead.company ? `${lead.company}: ` : ""}the person and all their leads
              </a>
            ) : null}
            {lead.spam ? <Badge tone="red">Marked as spam</Badge> : null}
          </span>
        }
      />
      {askedForReason ? <FlashSentence message={lostReasonAsked} asking /> : null}
      {form ? <FlashSentence message={form.message} refused /> : null}
      {/* On a phone the Update form comes first, what the lead holds after it; in a wide window it heads the
          right-hand column, beside the details. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr]">
        <div className="grid content-start gap-6 lg:col-start-2 lg:row-start-1">
          <Panel title="Update">
            <form method="post" action={page} className="grid gap-4">
              <div className="grid gap-1.5">
                <Label htmlFor="lead-status">Stage</Label>
                <select
                  id="lead-status"
                  name="status"
                  defaultValue={typed("status") ?? (askedForReason ? "lost" : lead.status)}
                  className={cn(controlClasses, "h-10 pr-8 text-sm")}
                >
                  <LeadStatusOptions />
                </select>
              </div>
              <LostReasonFields
                idPrefix="lead"
                reason={typed("lostReason") ?? lead.lostReason}
                note={typed("lostNote") ?? lead.lostNote}
                problem={problem("lostReason")}
              />
              <div className="grid gap-1.5">
                <Label htmlFor="lead-owner">Owner</Label>
                <select
                  id="lead-owner"
                  name="owner"
                  defaultValue={typed("owner") ?? lead.ownerId ?? "none"}
                  className={cn(controlClasses, "h-10 pr-8 text-sm")}
                >
                  <OwnerOptions staff={staff} me={me} />
                </select>
              </div>
              <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
                <div className="grid gap-1.5">
                  <Label htmlFor="lead-follow-up-on">Follow up on</Label>
                  <input
                    id="lead-follow-up-on"
                    name="followUpOn"
                    type="date"
                    defaultValue={typed("followUpOn") ?? lead.followUpOn ?? ""}
                    aria-invalid={problem("followUpOn") ? true : undefined}
                    aria-describedby={problem("followUpOn") ? "lead-follow-up-on-error" : undefined}
                    className={cn(controlClasses, "h-10 px-3 text-sm")}
                  />
                  {problem("followUpOn") ? (
                    <p id="lead-follow-up-on-error" className="text-sm text-red-700">
                      {problem("followUpOn")}
                    </p>
                  ) : null}
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor="lead-follow-up-task">Next step</Label>
                  <input
                    id="lead-follow-up-task"
                    name="followUpTask"
                    maxLength={200}
                    placeholder="Call back about the proposal"
                    defaultValue={typed("followUpTask") ?? lead.followUpTask}
                    className={cn(controlClasses, "h-10 px-3 text-sm")}
                  />
                </div>
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="lead-note">Note</Label>
                <Textarea
                  id="lead-note"
                  name="note"
                  rows={3}
                  maxLength={5000}
                  placeholder="What happened, what is next"
                  defaultValue={typed("note")}
                  className="text-sm"
                />
              </div>
              <Button type="submit" name="intent" value="update" size="sm" className="justify-self-start">
                Save
              </Button>
            </form>
          </Panel>
        </div>
        <div className="grid content-start gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <Panel title="Details">
            <DetailList
              items={[
                { label: "Name", value: lead.name },
                {
                  label: "Email",
                  value: (
                    <a href={`mailto:${lead.email}`} className="text-brand-700 hover:underline">
                      {lead.email}
                    </a>
                  ),
                },
                ...fields.map((f) => ({ label: f.label, value: f.text, long: f.long })),
                {
                  label: "Received",
                  value: (
                    <span className="grid gap-0.5">
                      <span>{received.business}</span>
                      <span className="text-xs text-ink-500">{received.businessTimeZone} (business)</span>
                      {received.visitor ? (
                        <>
                          <span className="mt-1">{received.visitor}</span>
                          <span className="text-xs text-ink-500">{received.visitorTimeZone} (visitor)</span>
                        </>
                      ) : null}
                    </span>
                  ),
                },
                { label: "Lead id", value: <code className="font-mono text-xs">{lead.id}</code> },
              ]}
            />
          </Panel>
          {booking ? (
            <Panel title="Appointment" actions={<BookingStatus status={booking.status} />}>
              <div className="flex flex-wrap items-start justify-between gap-4">
                <BookingTimes booking={booking} />
                <CancelBooking
                  booking={booking}
                  confirming={confirmCancel}
                  keepHref={page}
                  form={form}
                  askHref={`${page}?confirm=cancel`}
                />
              </div>
              {booking.cancellable ? (
                <div className="mt-4 border-t border-ink-100 pt-4">
                  <RescheduleBooking booking={booking} form={form} />
                </div>
              ) : null}
              {booking.outcomeMarkable ? (
                <div className="mt-4 border-t border-ink-100 pt-4">
                  <MeetingOutcomeForms booking={booking} timeZone={timeZone} />
                </div>
              ) : null}
            </Panel>
          ) : null}
          <Panel title="Emails" description="Everything queued for this lead" flush>
            {emails.length === 0 ? (
              <p className="px-5 py-6 text-sm text-ink-500">No emails for this lead.</p>
            ) : (
              <table className={tableClasses.table}>
                <tbody className="divide-y divide-ink-100">
                  {emails.map((email) => (
                    <tr key={email.id}>
                      <td className={cn(tableClasses.td, tableClasses.address)}>
                        <a href={`/admin/outbox/${email.id}`} className="font-medium text-ink-900 hover:underline">
                          {email.kind}
                        </a>
                        <span className="block text-xs text-ink-500">to {email.recipient}</span>
                      </td>
                      <td className={cn(tableClasses.td, "text-right")}>
                        <Badge tone={statusTone(email.status)}>{email.status}</Badge>
                        <span className="block text-xs text-ink-500">{formatWhen(email.createdAt, timeZone)}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Panel>
        </div>
        <div className="grid content-start gap-6 lg:col-start-2 lg:row-start-2">
          <Panel title="Source" description="Where the visitor came from; the lead is credited to the first touch">
            <LeadSourceDetails source={source} timeZone={timeZone} />
          </Panel>
          <Panel title="Timeline">
            <LeadTimeline receivedAt={lead.createdAt} entries={timeline} timeZone={timeZone} />
          </Panel>
        </div>
      </div>
    </>
  );
}
