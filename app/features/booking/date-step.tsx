import { format } from "date-fns";
import { AlertMessage } from "#app/components/ui/alert-message";
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
      {notice ? <AlertMessage className="w-full">{notice}</AlertMessage> : null}
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
