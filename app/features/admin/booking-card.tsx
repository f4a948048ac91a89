import { buttonClasses } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import type { BookingView } from "#app/lib/admin/views";
import { Badge, statusTone } from "./admin-ui";

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

export function BookingTimes({ booking }: { booking: BookingView }) {
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
