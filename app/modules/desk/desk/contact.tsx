import { Button } from "#app/components/ui/button";
import { controlClasses } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { adminPageFor } from "#app/features/admin/admin-page.server";
import { Badge, formatWhen, PageHeader, Panel, statusTone } from "#app/features/admin/admin-ui";
import { DetailList } from "#app/features/admin/detail-list";
import { FlashSentence } from "#app/features/admin/flash";
import { pageAction, typedValue, type DeskPage, type FormState } from "#app/features/admin/page-action.server";
import { describeTimelineEntry } from "#app/modules/desk/desk/lead-timeline";
import { leadHref } from "#app/modules/desk/desk/lead-table";
import { LeadSourceDetails } from "#app/modules/desk/desk/lead-source";
import { OwnerOptions } from "#app/modules/desk/desk/owner-options";
import { useStageName, useStageNames } from "#app/features/admin/stage-names";
import { formatSlotDateTime } from "#app/lib/booking-slots";
import type { ContactTimelineItem, ContactView, StaffMember } from "#app/lib/admin/views";
import { cn } from "#app/lib/cn";
import { leadKindByType } from "#app/lib/leads/lead-kinds";
import type { Route } from "./+types/contact";

async function showPage(page: DeskPage, id: string, form: FormState | null, status = 200) {
  const { services, contacts, settings } = page.desk;
  const contact = await contacts.page(services.db, id);
  if (!contact) return page.notFound();
  const loaderData = {
    contact,
    staff: await settings.staff(services.db),
    me: page.staff.userId,
    timeZone: services.config.bookingTimeZone,
    form,
  };
  return page.render(contact.name || contact.email, <AdminContact loaderData={loaderData} />, status);
}
type PageData = {
  contact: ContactView;
  staff: Array<StaffMember>;
  me: string;
  timeZone: string;
  form: FormState | null;
};

/** One person: who they are and everything that happened with them (HTML from the server, no script). */
export async function loader(args: Route.LoaderArgs) {
  return showPage(await adminPageFor(args), args.params.id, null);
}

/** The page's forms: the person's owner, merging them into another contact, and undoing a merge. */
export async function action(args: Route.ActionArgs) {
  const id = args.params.id;
  return pageAction(
    args,
    {
      owner: (page, fields) => page.desk.contacts.setOwner(page.desk.services, page.staff, id, fields),
      merge: (page, fields) => page.desk.contacts.merge(page.desk.services, page.staff, id, fields),
      unmerge: (page, fields) => page.desk.contacts.unmerge(page.desk.services, page.staff, fields.contact),
    },
    (page, form, status) => showPage(page, id, form, status),
  );
}

function TimelineItem({ item, timeZone }: { item: ContactTimelineItem; timeZone: string }) {
  const names = useStageNames();
  const stageName = useStageName();
  const when = (
    <p className="text-xs text-ink-500">
      <time dateTime={item.at}>{formatWhen(item.at, timeZone)}</time>
    </p>
  );
  switch (item.type) {
    case "lead":
      return (
        <>
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink-900">
            <a href={`/admin/leads/${item.kindSlug}/${item.leadId}`} className="hover:text-brand-700 hover:underline">
              {item.title}
            </a>
            <Badge tone={statusTone(item.status)}>{stageName(item.status)}</Badge>
            {item.spam ? <Badge tone="red">spam</Badge> : null}
          </p>
          {when}
          {item.fields.length ? (
            <div className="mt-2 rounded-lg bg-ink-50 px-3 py-2 ring-1 ring-ink-100">
              <DetailList narrow items={item.fields.map((f) => ({ label: f.label, value: f.text, long: f.long }))} />
            </div>
          ) : null}
        </>
      );
    case "appointment":
      return (
        <>
          <p className="text-sm text-ink-800">
            Appointment for {formatSlotDateTime(new Date(item.slotStart), timeZone)}{" "}
            <Badge tone={statusTone(item.status)}>{item.status}</Badge>
          </p>
          {when}
        </>
      );
    case "email":
      return (
        <>
          <p className="text-sm text-ink-800">
            Email{" "}
            <a href={`/admin/outbox/${item.emailId}`} className="font-medium hover:text-brand-700 hover:underline">
              {item.subject}
            </a>{" "}
            to <span className="wrap-anywhere">{item.recipient}</span>{" "}
            <Badge tone={statusTone(item.status)}>{item.status}</Badge>
          </p>
          {when}
        </>
      );
    case "staff": {
      const note = typeof item.entry.details.note === "string" ? item.entry.details.note : null;
      return (
        <>
          <p className="text-sm text-ink-800">
            {describeTimelineEntry(item.entry, names)}
            {item.about ? <span className="text-ink-500"> · {item.about}</span> : null}
          </p>
          {when}
          {note ? (
            <p className="mt-2 rounded-lg bg-ink-50 px-3 py-2 text-sm whitespace-pre-wrap text-ink-700 ring-1 ring-ink-100">
              {note}
            </p>
          ) : null}
        </>
      );
    }
  }
}

function Timeline({ contact, timeZone }: { contact: ContactView; timeZone: string }) {
  return (
    <ol className="relative grid gap-5 border-l border-ink-200 pl-5">
      {contact.timeline.map((item) => (
        <li key={item.id} className="relative">
          <span
            aria-hidden
            className={cn(
              "absolute top-1.5 -left-[25px] size-2.5 rounded-full bg-white ring-2",
              item.type === "lead" ? "ring-brand-500" : "ring-ink-300",
            )}
          />
          <TimelineItem item={item} timeZone={timeZone} />
        </li>
      ))}
    </ol>
  );
}

function AdminContact({ loaderData }: { loaderData: PageData }) {
  const stageName = useStageName();
  const { contact, staff, me, timeZone, form } = loaderData;
  const problem = (intent: string, field: string) => (form?.intent === intent ? form.fieldErrors[field] : undefined);
  const mergeProblem = problem("merge", "into");
  return (
    <>
      <PageHeader
        crumbs={
          <a href="/admin/contacts" className="hover:text-ink-800 hover:underline">
            Contacts
          </a>
        }
        title={contact.name || contact.email}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="wrap-anywhere">{contact.email}</span>
            {contact.company ? <span>· {contact.company.name}</span> : null}
            {contact.ownerName ? <Badge tone="brand">Owner: {contact.ownerName}</Badge> : null}
            {/* Their leads can have owners though the person has none: those are named too. */}
            {contact.leadOwners.some((name) => name !== contact.ownerName) ? (
              <Badge tone="brand">Leads owned by {contact.leadOwners.join(", ")}</Badge>
            ) : null}
            {!contact.ownerName && contact.leadOwners.length === 0 ? <Badge tone="neutral">No owner</Badge> : null}
          </span>
        }
      />
      {form ? <FlashSentence message={form.message} refused /> : null}
      {contact.arrivedFrom ? (
        <p className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {contact.arrivedFrom.email} was merged into this contact.
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Panel title="Timeline" description="Everything with this person, newest first">
          <Timeline contact={contact} timeZone={timeZone} />
        </Panel>
        <div className="grid content-start gap-6">
          <Panel title="Details">
            <DetailList
              items={[
                { label: "Names", value: contact.names.join(", ") },
                {
                  label: "Email",
                  value: (
                    <span className="grid gap-0.5">
                      {[contact.email, ...contact.merged.map((m) => m.email)].map((email) => (
                        <a key={email} href={`mailto:${email}`} className="text-brand-700 hover:underline">
                          {email}
                        </a>
                      ))}
                    </span>
                  ),
                },
                { label: "Phone", value: contact.phones.join(", ") },
                { label: "Company", value: contact.company?.name ?? "" },
                {
                  label: "Leads",
                  value: (
                    <span className="grid gap-0.5">
                      {contact.leads.map((lead) => (
                        <a key={lead.id} href={leadHref(lead)} className="text-brand-700 hover:underline">
                          {leadKindByType(lead.type)?.label ?? lead.type}, {formatWhen(lead.createdAt, timeZone)} (
                          {[stageName(lead.status), lead.ownerName].filter(Boolean).join(", ")})
                        </a>
                      ))}
                    </span>
                  ),
                },
              ]}
            />
          </Panel>
          {contact.firstSource ? (
            <Panel
              title="Source"
              description={
                <>
                  How they found us: the source of their{" "}
                  <a
                    href={leadHref({ id: contact.firstSource.leadId, type: contact.firstSource.type })}
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    first lead
                  </a>
                </>
              }
            >
              <LeadSourceDetails source={contact.firstSource} timeZone={timeZone} />
            </Panel>
          ) : null}
          <Panel title="Owner" description="The person's owner also takes their open leads.">
            <form method="post" className="flex flex-wrap items-end gap-3">
              <div className="grid min-w-40 flex-1 gap-1.5">
                <Label htmlFor="contact-owner">Owner</Label>
                <select
                  id="contact-owner"
                  name="owner"
                  defaultValue={contact.ownerId ?? "none"}
                  className={cn(controlClasses, "h-10 pr-8 text-sm")}
                >
                  <OwnerOptions staff={staff} me={me} />
                </select>
              </div>
              <Button type="submit" name="intent" value="owner" size="sm">
                Save owner
              </Button>
            </form>
          </Panel>
          <Panel title="Same person, another address?" description="Merge this contact into the one to keep.">
            <form method="post" className="grid gap-3">
              <div className="grid gap-1.5">
                <Label htmlFor="merge-into">Email of the contact to keep</Label>
                <input
                  id="merge-into"
                  name="into"
                  type="email"
                  required
                  defaultValue={typedValue(form, "merge", "into")}
                  aria-invalid={mergeProblem ? true : undefined}
                  aria-describedby={mergeProblem ? "merge-into-error" : undefined}
                  className={cn(controlClasses, "h-10 px-3 text-sm")}
                />
                {mergeProblem ? (
                  <p id="merge-into-error" className="text-sm text-red-700">
                    {mergeProblem}
                  </p>
                ) : null}
              </div>
              <Button
                type="submit"
                name="intent"
                value="merge"
                size="sm"
                variant="secondary"
                className="justify-self-start"
              >
                Merge into that contact
              </Button>
            </form>
            {contact.merged.length ? (
              <ul className="mt-4 grid gap-2 border-t border-ink-100 pt-4">
                {contact.merged.map((merged) => (
                  <li key={merged.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    <span className="wrap-anywhere text-ink-700">{merged.email} is merged in</span>
                    <form method="post">
                      <input type="hidden" name="contact" value={merged.id} />
                      <Button type="submit" name="intent" value="unmerge" size="sm" variant="ghost">
                        Undo merge
                      </Button>
                    </form>
                  </li>
                ))}
              </ul>
            ) : null}
          </Panel>
        </div>
      </div>
    </>
  );
}
