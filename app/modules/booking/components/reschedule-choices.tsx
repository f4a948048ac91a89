import { Form, Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { formatLongDate, timeInZone } from "#app/lib/booking-slots";
import { cn } from "#app/lib/cn";

type FreeSlot = { time: string; label: string; startUtc: string; available: boolean };
type AvailabilityDays = { timeZone: string; days: Array<{ date: string; slots: Array<FreeSlot> }> };

export type RescheduleChoices = {
  timeZone: string;
  days: Array<{ date: string; label: string; slots: Array<{ value: string; label: string; local: string | null }> }>;
};

/**
 * The free slots a booking can move to (the booking dialog's own availability), by day, each with
 * the visitor's time beside it when their zone reads differently; the booking's own slot is left out.
 */
export function rescheduleChoices(
  availability: AvailabilityDays,
  current: { startUtc: string; visitorTimeZone: string | null },
): RescheduleChoices {
  const zone = current.visitorTimeZone;
  return {
    timeZone: availability.timeZone,
    days: availability.days
      .map((day) => ({
        date: day.date,
        label: formatLongDate(day.date, availability.timeZone),
        slots: day.slots
          .filter((slot) => slot.available && slot.startUtc !== current.startUtc)
          .map((slot) => ({
            value: `${day.date} ${slot.time}`,
            label: slot.label,
            local: zone ? timeInZone(new Date(slot.startUtc), zone, { withDay: true }) : null,
          })),
      }))
      .filter((day) => day.slots.length > 0),
  };
}

/**
 * The reschedule form of the manage page: one choice of the free slots and a button that posts it
 * (a link in an email only ever shows this; only the button moves the booking).
 */
export function RescheduleForm({
  choices,
  error,
  moving,
}: {
  choices: RescheduleChoices;
  error: string | null;
  moving: boolean;
}) {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200">
      <h2 className="text-lg font-semibold text-ink-900">Choose a new time</h2>
      <p className="mt-1 text-sm text-ink-600">
        Times in {choices.timeZone}
        {choices.days.some((day) => day.slots.some((slot) => slot.local)) ? ", with your time beside each" : ""}. Your
        current time stays booked until the new one is confirmed.
      </p>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
      {choices.days.length === 0 ? (
        <p className="mt-4 text-ink-700">There is no free time in the next four weeks. Please write to us instead.</p>
      ) : (
        <Form method="post" className="mt-4 grid gap-3">
          {choices.days.map((day, index) => (
            <details key={day.date} open={index === 0} className="rounded-xl ring-1 ring-ink-200">
              <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-ink-900">{day.label}</summary>
              <fieldset className="grid grid-cols-2 gap-2 px-4 pb-4 sm:grid-cols-4">
                <legend className="sr-only">{day.label}</legend>
                {day.slots.map((slot) => (
                  <label
                    key={slot.value}
                    className={cn(
                      "flex cursor-pointer flex-col items-center rounded-lg px-3 py-2 text-sm ring-1 ring-ink-200",
                      "has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:checked]:ring-brand-600",
                    )}
                  >
                    <input type="radio" name="slot" value={slot.value} required className="sr-only" />
                    <span className="font-medium">{slot.label}</span>
                    {slot.local ? <span className="text-xs opacity-80">{slot.local} your time</span> : null}
                  </label>
                ))}
              </fieldset>
            </details>
          ))}
          <div className="mt-2 flex flex-wrap gap-3">
            <button
              type="submit"
              name="intent"
              value="reschedule"
              disabled={moving}
              className={buttonClasses("primary", "lg")}
            >
              {moving ? "Moving..." : "Move my appointment"}
            </button>
            <Link to="." preventScrollReset className={buttonClasses("secondary", "lg")}>
              Keep the current time
            </Link>
          </div>
        </Form>
      )}
    </div>
  );
}
