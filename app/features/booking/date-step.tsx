import { format } from "date-fns";
import { CircleAlert } from "lucide-react";
import { Calendar } from "#app/components/ui/calendar";
import { hasOpenSlot, type Availability } from "./availability";
import { calendarDate } from "./booking-payload";

/** Step 1: a month view where only weekdays of the window with a free slot can be picked. */
export function DateStep({
  availability,
  selectedDate,
  notice,
  onSelect,
}: {
  availability: Availability;
  selectedDate: string | null;
  /** Why the visitor was sent back here, if they were. */
  notice: string | null;
  onSelect: (date: string) => void;
}) {
  const dates = [...availability.days.keys()].sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  return (
    <div className="grid justify-items-center gap-4">
      {notice ? (
        <p
          role="alert"
          className="flex w-full items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm font-medium text-red-700"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {notice}
        </p>
      ) : null}
      <div className="rounded-2xl border border-ink-200/80 p-3 sm:p-4">
        <Calendar
          mode="single"
          required
          selected={selectedDate ? calendarDate(selectedDate) : undefined}
          onSelect={(date: Date) => onSelect(format(date, "yyyy-MM-dd"))}
          defaultMonth={selectedDate ? calendarDate(selectedDate) : first ? calendarDate(first) : undefined}
          startMonth={first ? calendarDate(first) : undefined}
          endMonth={last ? calendarDate(last) : undefined}
          disabled={(date: Date) => !hasOpenSlot(availability, format(date, "yyyy-MM-dd"))}
          showOutsideDays={false}
          fixedWeeks
        />
      </div>
    </div>
  );
}
