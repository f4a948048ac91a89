import { Globe } from "lucide-react";
import { cn } from "#app/lib/cn";
import { describeZone, type Availability, type SlotView } from "./availability";

function calendarDayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(instant);
}

/**
 * Each slot as the visitor's clock reads it ('10:30 PM', null where it reads the same).
 * When any slot of the day falls on another day for the visitor, every one names its
 * weekday ('Sun 10:30 PM', 'Mon 12:30 AM'), so the two evenings cannot be confused.
 */
export function localTimes(
  slots: ReadonlyArray<SlotView>,
  businessZone: string,
  visitorZone: string,
): Array<string | null> {
  const starts = slots.map((slot) => new Date(slot.startUtc));
  const withDay = starts.some((start) => calendarDayIn(start, businessZone) !== calendarDayIn(start, visitorZone));
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: visitorZone,
    hour: "numeric",
    minute: "2-digit",
    ...(withDay ? { weekday: "short" } : {}),
  });
  return slots.map((slot, index) => {
    const local = format.format(starts[index]);
    return local === slot.label ? null : local;
  });
}

/** Step 2: the day's slots in the business zone, each with the visitor's own time beside it. */
export function TimeStep({
  availability,
  loading,
  date,
  selectedTime,
  visitorZone,
  onSelect,
}: {
  availability: Availability;
  loading: boolean;
  date: string;
  selectedTime: string | null;
  visitorZone: string;
  onSelect: (label: string) => void;
}) {
  const slots = availability.days.get(date) ?? [];
  const instant = slots[0] ? new Date(slots[0].startUtc) : new Date();
  const local = localTimes(slots, availability.timeZone, visitorZone);
  const showLocal = local.some((time) => time !== null);
  return (
    <div className="grid gap-4">
      <p className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-xs font-medium text-brand-800">
        <Globe aria-hidden className="size-4 shrink-0" />
        <span>
          Times shown in {describeZone(availability.timeZone, instant)}
          {showLocal ? (
            <span className="block font-normal text-brand-700">
              Under each slot: your time, {describeZone(visitorZone, instant)}
            </span>
          ) : null}
        </span>
      </p>
      {loading ? (
        <div aria-busy className="grid grid-cols-2 gap-2.5 sm:grid-cols-3">
          <span className="sr-only">Loading available times</span>
          {Array.from({ length: 6 }, (_, index) => (
            <span key={index} className="h-14 animate-pulse rounded-xl bg-ink-100" />
          ))}
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-2.5 sm:grid-cols-3">
          {slots.map((slot, index) => {
            const selected = selectedTime === slot.label && slot.available;
            return (
              <li key={slot.time}>
                <button
                  type="button"
                  disabled={!slot.available}
                  aria-pressed={selected}
                  onClick={() => onSelect(slot.label)}
                  className={cn(
                    "flex min-h-14 w-full cursor-pointer flex-col items-center justify-center rounded-xl border px-2 py-1.5 text-sm font-semibold transition-colors",
                    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                    selected
                      ? "border-brand-600 bg-brand-600 text-white shadow-sm"
                      : "border-ink-200 bg-white text-ink-900 hover:border-brand-400 hover:bg-brand-50 hover:text-brand-800",
                    "disabled:cursor-not-allowed disabled:border-ink-100 disabled:bg-ink-50 disabled:text-ink-400 disabled:line-through",
                  )}
                >
                  {slot.label}
                  {local[index] ? (
                    <span className={cn("text-xs font-normal", selected ? "text-brand-100" : "text-ink-500")}>
                      <span className="sr-only">, your time </span>
                      {local[index]}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
