import { buttonClasses } from "#app/components/ui/button";
import { slotHours, slotLabel, timeOfHour } from "#app/lib/booking-slots";
import { cn } from "#app/lib/cn";
import type { BookingView } from "#app/lib/admin/views";
import { Badge, statusTone } from "#app/features/admin/admin-ui";

/**
 * The cancel control of a booking: a link to ask for confirmation, then a form that cancels it
 * the way the visitor's own page does.
 */
export function CancelBooking({
  booking,
  confirming,
  returnTo,
  askHref,
}: {
  booking: BookingView;
  confirming: boolean;
  returnTo: string;
  askHref: string;
}) {
  if (!booking.cancellable) return null;
  if (!confirming)
    return (
      <a href={askHref} className={buttonClasses("secondary", "sm")}>
        Cancel appointment
      </a>
    );
  return (
    <form
      method="post"
      action={`/api/admin/appointments/${booking.id}/cancel`}
      className="rounded-lg bg-red-50 p-3 ring-1 ring-red-200"
      role="alertdialog"
      aria-label="Confirm cancellation"
    >
      <input type="hidden" name="returnTo" value={returnTo} />
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
          placeholder="Our consultant is unwell; we will call you to find another time."
          className="rounded-md bg-white px-2 py-1.5 text-sm font-normal text-ink-900 ring-1 ring-red-200"
        />
      </label>
      <div className="mt-3 flex gap-2">
        <button type="submit" className={cn(buttonClasses("primary", "sm"), "bg-red-600 hover:bg-red-700")}>
          Yes, cancel it
        </button>
        <a href={returnTo} className={buttonClasses("ghost", "sm")}>
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
export function RescheduleBooking({ booking, returnTo }: { booking: BookingView; returnTo: string }) {
  if (!booking.cancellable) return null;
  return (
    <form
      method="post"
      action={`/api/admin/appointments/${booking.id}/reschedule`}
      className="flex flex-wrap items-end gap-2"
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      <label className="grid gap-1 text-xs font-medium text-ink-600">
        New date
        <input type="date" name="date" required className="h-9 rounded-md px-2 text-sm ring-1 ring-ink-200" />
      </label>
      <label className="grid gap-1 text-xs font-medium text-ink-600">
        Time ({booking.businessTimeZone})
        <select name="time" required className="h-9 rounded-md px-2 text-sm ring-1 ring-ink-200">
          {slotHours.map((hour) => (
            <option key={hour} value={timeOfHour(hour)}>
              {slotLabel(hour)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClasses("secondary", "sm")}>
        Move appointment
      </button>
    </form>
  );
}
