import { buttonClasses } from "#app/components/ui/button";
import { slotHours, slotLabel, timeOfHour } from "#app/lib/booking-slots";
import { cn } from "#app/lib/cn";
import type { BookingView } from "#app/lib/admin/views";
import { Badge, statusTone } from "#app/features/admin/admin-ui";
import { typedValue, type FormState } from "#app/features/admin/page-action.server";
import { refusedFor } from "./booking-intents";
import { problemAttributes } from "#app/features/admin/field-problem";

/** What to fix in one field of a refused booking form, beside it. */
export function FieldProblem({ id, problem }: { id: string; problem: string | undefined }) {
  if (!problem) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {problem}
    </p>
  );
}

/**
 * The cancel control of a booking: a link to ask for confirmation, then a form that cancels it
 * the way the visitor's own page does. It posts to the page it is on.
 */
export function CancelBooking({
  booking,
  confirming,
  keepHref,
  askHref,
  form,
}: {
  booking: BookingView;
  confirming: boolean;
  keepHref: string;
  askHref: string;
  form: FormState | null;
}) {
  if (!booking.cancellable) return null;
  if (!confirming)
    return (
      <a href={askHref} className={buttonClasses("secondary", "sm")}>
        Cancel appointment
      </a>
    );
  const refused = refusedFor(form, "cancel", booking.id);
  return (
    <form
      method="post"
      className="rounded-lg bg-red-50 p-3 ring-1 ring-red-200"
      role="alertdialog"
      aria-label="Confirm cancellation"
    >
      <input type="hidden" name="booking" value={booking.id} />
      <p className="text-sm text-red-900">
        Cancel this appointment? The slot is freed and the visitor gets a cancellation for their calendar.
      </p>
      <label className="mt-3 grid gap-1 text-sm font-medium text-red-900">
        Reason, sent to the visitor
        <textarea
          name="reason"
          required
          maxLength={500}
          rows={2}
          defaultValue={typedValue(refused, "cancel", "reason")}
          placeholder="Our consultant is unwell; we will call you to find another time."
          className="rounded-md bg-white px-2 py-1.5 text-sm font-normal text-ink-900 ring-1 ring-red-200"
        />
      </label>
      <div className="mt-3 flex gap-2">
        <button
          type="submit"
          name="intent"
          value="cancel"
          className={cn(buttonClasses("primary", "sm"), "bg-red-600 hover:bg-red-700")}
        >
          Yes, cancel it
        </button>
        <a href={keepHref} className={buttonClasses("ghost", "sm")}>
          Keep it
        </a>
      </div>
    </form>
  );
}

function clock(iso: string, timeZone: string, withDay: boolean): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    ...(withDay ? { weekday: "short", month: "short", day: "numeric" } : {}),
  }).format(new Date(iso));
}

/** The slot's time: in full, or (`compact`, under a day heading) as a time in each zone. */
export function BookingTimes({ booking, compact = false }: { booking: BookingView; compact?: boolean }) {
  if (compact)
    return (
      <div className="grid gap-0.5">
        <span
          className={cn(
            "text-sm font-semibold text-ink-900 tabular-nums",
            booking.status !== "confirmed" && "line-through",
          )}
        >
          {clock(booking.startUtc, booking.businessTimeZone, false)}
        </span>
        <span className="text-xs text-ink-500">{booking.businessTimeZone}</span>
        {booking.visitorTimeZone ? (
          <span className="mt-1 text-xs text-ink-600">
            Visitor: {clock(booking.startUtc, booking.visitorTimeZone, true)} ({booking.visitorTimeZone})
          </span>
        ) : null}
        {booking.host ? <span className="text-xs text-ink-600">Host: {booking.host}</span> : null}
      </div>
    );
  return (
    <div className="grid gap-0.5">
      <span className={cn("text-sm font-medium text-ink-900", booking.status !== "confirmed" && "line-through")}>
        {booking.businessTime}
      </span>
      <span className="text-xs text-ink-500">{booking.businessTimeZone} (business)</span>
      {booking.visitorTime ? (
        <>
          <span className="mt-1 text-sm text-ink-700">{booking.visitorTime}</span>
          <span className="text-xs text-ink-500">{booking.visitorTimeZone} (visitor)</span>
        </>
      ) : null}
      {booking.host ? <span className="mt-1 text-sm text-ink-700">Host: {booking.host}</span> : null}
    </div>
  );
}

export function BookingStatus({ status }: { status: string }) {
  return (
    <Badge tone={statusTone(status)}>
      {status === "confirmed" ? "Confirmed" : status === "cancelled" ? "Cancelled" : status}
    </Badge>
  );
}

/**
 * Moves a booking to another time on staff's word: a date and one of the day's slot times, in the
 * business zone. The server applies every booking rule; the visitor gets the updated invitation.
 */
export function RescheduleBooking({ booking, form }: { booking: BookingView; form: FormState | null }) {
  if (!booking.cancellable) return null;
  const refused = refusedFor(form, "reschedule", booking.id);
  const problem = (field: string) => refused?.fieldErrors[field];
  const id = (field: string) => `reschedule-${field}-${booking.id}`;
  return (
    <form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="booking" value={booking.id} />
      <div className="grid gap-1">
        <label htmlFor={id("date")} className="text-xs font-medium text-ink-600">
          New date
        </label>
        <input
          id={id("date")}
          type="date"
          name="date"
          required
          defaultValue={typedValue(refused, "reschedule", "date")}
          {...problemAttributes(problem("date"), id("date-error"))}
          className="h-9 rounded-md px-2 text-sm ring-1 ring-ink-200"
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={id("time")} className="text-xs font-medium text-ink-600">
          Time ({booking.businessTimeZone})
        </label>
        <select
          id={id("time")}
          name="time"
          required
          defaultValue={typedValue(refused, "reschedule", "time")}
          {...problemAttributes(problem("time"), id("time-error"))}
          className="h-9 rounded-md px-2 text-sm ring-1 ring-ink-200"
        >
          {slotHours.map((hour) => (
            <option key={hour} value={timeOfHour(hour)}>
              {slotLabel(hour)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" name="intent" value="reschedule" className={buttonClasses("secondary", "sm")}>
        Move appointment
      </button>
      <div className="basis-full">
        <FieldProblem id={id("date-error")} problem={problem("date")} />
        <FieldProblem id={id("time-error")} problem={problem("time")} />
      </div>
    </form>
  );
}
