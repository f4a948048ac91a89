import { buttonClasses } from "#app/components/ui/button";
import { Label } from "#app/components/ui/label";
import type { AppointmentsView, BookingView } from "#app/lib/admin/views";
import { cn } from "#app/lib/cn";
import { Badge, compactControl } from "#app/features/admin/admin-ui";
import { typedValue, type FormState } from "#app/features/admin/page-action.server";
import { FieldProblem } from "./booking-card";
import { refusedFor } from "./booking-intents";

type HostChoice = AppointmentsView["hosts"][number];

/**
 * The appointment calendar's host filter: a GET form, so the filtered calendar has its own address
 * (every host, the meetings without one, or one host's, paused hosts included).
 */
export function HostFilter({
  hosts,
  selected,
  keep,
}: {
  hosts: Array<HostChoice>;
  selected: string | null;
  /** The calendar's other choices, kept as they are. */
  keep: Record<string, string>;
}) {
  if (hosts.length === 0) return null;
  return (
    <form method="get" action="/admin/appointments" className="mb-6 flex flex-wrap items-end gap-2.5">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid w-56 gap-1">
        <Label htmlFor="host-filter" className="text-xs text-ink-500">
          Host
        </Label>
        <select id="host-filter" name="host" defaultValue={selected ?? "all"} className={cn(compactControl, "pr-8")}>
          <option value="all">Every host</option>
          <option value="none">No host</option>
          {hosts.map((host) => (
            <option key={host.id} value={host.id}>
              {host.active ? host.name : `${host.name} (paused)`}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClasses("secondary", "sm")}>
        Show
      </button>
    </form>
  );
}

/** A confirmed meeting without a host while hosts are set up: booked before there were any. */
export function needsHost(booking: BookingView, hosts: Array<HostChoice>): boolean {
  return booking.status === "confirmed" && booking.hostId === null && hosts.length > 0;
}

export function NoHostBadge() {
  return <Badge tone="amber">No host</Badge>;
}

/**
 * Gives a host to an upcoming meeting that has none (docs/product.md#hosts): a plain form post, so
 * it works without script. Only active hosts are offered; the server checks they are free.
 */
export function GiveHostForm({
  booking,
  hosts,
  form,
}: {
  booking: BookingView;
  hosts: Array<HostChoice>;
  form: FormState | null;
}) {
  const active = hosts.filter((host) => host.active);
  if (!booking.cancellable || active.length === 0) return null;
  const id = `host-for-${booking.id}`;
  const refused = refusedFor(form, "host", booking.id);
  const problem = refused?.fieldErrors.host;
  return (
    <form method="post" className="mt-2 flex flex-wrap items-center gap-2">
      <input type="hidden" name="booking" value={booking.id} />
      <label htmlFor={id} className="text-xs text-ink-600">
        Give it a host
      </label>
      <select
        id={id}
        name="host"
        required
        defaultValue={typedValue(refused, "host", "host") ?? ""}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className={cn(compactControl, "pr-8")}
      >
        <option value="" disabled>
          Choose a host
        </option>
        {active.map((host) => (
          <option key={host.id} value={host.id}>
            {host.name}
          </option>
        ))}
      </select>
      <button type="submit" name="intent" value="host" className={buttonClasses("secondary", "sm")}>
        Give host
      </button>
      <FieldProblem id={`${id}-error`} problem={problem} />
    </form>
  );
}
