import { Button, buttonClasses } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import type { HostMemberView } from "#app/lib/admin/views";
import { cn } from "#app/lib/cn";
import { Badge, compactControl, Empty, Panel } from "#app/features/admin/admin-ui";
import { IntentButton } from "#app/features/admin/intent-button";
import { typedValue, type FormState } from "#app/features/admin/page-action.server";
import { FieldProblem } from "./booking-card";
import { FeedAddress } from "./calendar-feeds-panel";
import { problemAttributes } from "#app/features/admin/field-problem";

/** The refused form of this member's, if the last post was one: it shows again with what was typed. */
function refusedOf(form: FormState | null, intent: string, staffId: string): FormState | null {
  return form?.intent === intent && form.values.staff === staffId ? form : null;
}

const select = cn(compactControl, "h-10 w-full min-w-0 pr-8");

function HostBadge({ member }: { member: HostMemberView }) {
  if (!member.isHost) return <Badge>Not a host</Badge>;
  return member.active ? <Badge tone="green">Takes meetings</Badge> : <Badge tone="amber">Paused</Badge>;
}

/** The week, Monday first: a start and an end per day; both empty is a day off. */
function WorkingWeek({ member, refused }: { member: HostMemberView; refused: FormState | null }) {
  const typed = (field: string) => typedValue(refused, "save-host", field);
  const problem = refused?.fieldErrors.week;
  const problemId = `week-error-${member.staffId}`;
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? problemId : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-ink-900">Working hours, in the host&apos;s time zone</legend>
      {member.week.map((day) => (
        <div
          key={day.day}
          className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-center gap-x-2 gap-y-1 sm:grid-cols-[6.5rem_minmax(0,1fr)_minmax(0,1fr)]"
        >
          <span className="col-span-2 text-sm text-ink-700 sm:col-span-1">{day.name}</span>
          <Input
            type="time"
            name={`start${day.day}`}
            defaultValue={typed(`start${day.day}`) ?? day.start}
            aria-label={`${day.name} from`}
            className="h-9 min-w-0 text-sm"
          />
          <Input
            type="time"
            name={`end${day.day}`}
            defaultValue={typed(`end${day.day}`) ?? day.end}
            aria-label={`${day.name} until`}
            className="h-9 min-w-0 text-sm"
          />
        </div>
      ))}
      <FieldProblem id={problemId} problem={problem} />
      <p className="text-xs text-ink-500">
        Leave a day empty when the host does not work. An end of 00:00 is midnight.
      </p>
    </fieldset>
  );
}

function HostSettingsForm({
  member,
  timeZones,
  refused,
}: {
  member: HostMemberView;
  timeZones: Array<string>;
  refused: FormState | null;
}) {
  const id = (field: string) => `${field}-${member.staffId}`;
  const typed = (field: string) => typedValue(refused, "save-host", field);
  const problem = (field: string) => refused?.fieldErrors[field];
  const described = (field: string, key: string) => problemAttributes(problem(field), id(`${key}-error`));
  return (
    <form method="post" className="grid gap-5 px-5 py-4 lg:grid-cols-2">
      <input type="hidden" name="staff" value={member.staffId} />
      <div className="grid min-w-0 content-start gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={id("name")}>Name shown to visitors</Label>
          <Input
            id={id("name")}
            name="displayName"
            required
            maxLength={80}
            defaultValue={typed("displayName") ?? member.displayName}
            {...described("displayName", "name")}
            className="h-10 text-sm"
          />
          <FieldProblem id={id("name-error")} problem={problem("displayName")} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={id("zone")}>Time zone</Label>
          <select
            id={id("zone")}
            name="timeZone"
            defaultValue={typed("timeZone") ?? member.timeZone}
            {...described("timeZone", "zone")}
            className={select}
          >
            {timeZones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
          <FieldProblem id={id("zone-error")} problem={problem("timeZone")} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={id("url")}>Video-call link</Label>
          <Input
            id={id("url")}
            name="meetingUrl"
            type="url"
            placeholder="https://meet.example.com/your-room"
            defaultValue={typed("meetingUrl") ?? member.meetingUrl}
            {...described("meetingUrl", "url")}
            className="h-10 text-sm"
          />
          <FieldProblem id={id("url-error")} problem={problem("meetingUrl")} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={id("phone")}>Phone number to join by</Label>
          <Input
            id={id("phone")}
            name="meetingPhone"
            type="tel"
            defaultValue={typed("meetingPhone") ?? member.meetingPhone}
            {...described("meetingPhone", "phone")}
            className="h-10 text-sm"
          />
          <FieldProblem id={id("phone-error")} problem={problem("meetingPhone")} />
          <p className="text-xs text-ink-500">
            Without either, invitations carry the business&apos;s own meeting details.
          </p>
        </div>
        <label className="flex items-center gap-2 text-sm text-ink-800">
          <input type="hidden" name="active" value="off" />
          <input
            type="checkbox"
            name="active"
            value="on"
            defaultChecked={refused ? typed("active") === "on" : member.isHost ? member.active : true}
            className="size-4 rounded border-ink-300"
          />
          Takes new meetings
        </label>
      </div>
      <div className="grid min-w-0 content-start gap-4">
        <WorkingWeek member={member} refused={refused} />
        <Button type="submit" name="intent" value="save-host" size="sm" className="justify-self-start">
          {member.isHost ? "Save settings" : "Make a host"}
        </Button>
      </div>
    </form>
  );
}

function DaysOff({ member, form }: { member: HostMemberView; form: FormState | null }) {
  const refused = refusedOf(form, "add-day-off", member.staffId);
  const problem = refused?.fieldErrors.date;
  const dateId = `day-off-${member.staffId}`;
  return (
    <div className="grid gap-3 border-t border-ink-100 px-5 py-4 md:grid-cols-2">
      <div>
        <h3 className="text-sm font-medium text-ink-900">Days off</h3>
        {member.daysOff.length === 0 ? (
          <p className="mt-1 text-sm text-ink-500">None ahead.</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {member.daysOff.map((off) => (
              <li key={off.date} className="flex items-center justify-between gap-3">
                <span className="text-sm text-ink-700">{off.label}</span>
                <IntentButton
                  intent="remove-day-off"
                  fields={{ staff: member.staffId, date: off.date }}
                  className={buttonClasses("ghost", "sm")}
                >
                  Remove
                </IntentButton>
              </li>
            ))}
          </ul>
        )}
      </div>
      <form method="post" className="grid content-start gap-2">
        <input type="hidden" name="staff" value={member.staffId} />
        <Label htmlFor={dateId}>Add a day off</Label>
        <div className="flex gap-2">
          <Input
            id={dateId}
            name="date"
            type="date"
            required
            defaultValue={typedValue(refused, "add-day-off", "date")}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${dateId}-error` : undefined}
            className="h-9 text-sm"
          />
          <Button type="submit" name="intent" value="add-day-off" variant="secondary" size="sm">
            Add
          </Button>
        </div>
        <FieldProblem id={`${dateId}-error`} problem={problem} />
      </form>
    </div>
  );
}

function HostFeeds({ member }: { member: HostMemberView }) {
  return (
    <div className="grid grid-cols-1 gap-3 border-t border-ink-100 px-5 py-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="text-sm font-medium text-ink-900">Own calendar feed</h3>
          <p className="text-sm text-ink-500">Only this host&apos;s meetings, to subscribe to in their calendar app.</p>
        </div>
        <IntentButton
          intent="new-host-feed"
          fields={{ staff: member.staffId }}
          className={buttonClasses("secondary", "sm")}
        >
          New feed address
        </IntentButton>
      </div>
      {member.feeds.length === 0 ? (
        <Empty>No feed yet.</Empty>
      ) : (
        <ul className="-mx-5 grid min-w-0 divide-y divide-ink-100">
          {member.feeds.map((feed) => (
            <FeedAddress key={feed.id} feed={feed} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** One member of staff on the hosts page (docs/product.md#hosts). */
export function HostCard({
  member,
  timeZones,
  form,
}: {
  member: HostMemberView;
  timeZones: Array<string>;
  form: FormState | null;
}) {
  const refusedSettings = refusedOf(form, "save-host", member.staffId);
  const meetings = `${member.upcomingMeetings} upcoming meeting${member.upcomingMeetings === 1 ? "" : "s"}`;
  return (
    <div id={`host-${member.staffId}`} className="min-w-0 scroll-mt-6">
      <Panel
        // A member without a name (one made by a script) is still told apart: by their address.
        title={(member.isHost ? member.displayName : member.name) || member.email}
        description={
          member.isHost ? `${member.email} · ${member.timeZone} · ${meetings}` : `${member.email} · Takes no meetings.`
        }
        actions={<HostBadge member={member} />}
        flush
      >
        {member.isHost ? (
          <>
            <HostSettingsForm member={member} timeZones={timeZones} refused={refusedSettings} />
            <DaysOff member={member} form={form} />
            <HostFeeds member={member} />
          </>
        ) : (
          <details className="group" open={refusedSettings ? true : undefined}>
            <summary className="cursor-pointer px-5 py-3 text-sm font-medium text-brand-700 hover:underline">
              Set up as a host
            </summary>
            <HostSettingsForm member={member} timeZones={timeZones} refused={refusedSettings} />
          </details>
        )}
      </Panel>
    </div>
  );
}
