import { format } from "date-fns";
import { useState } from "react";
import { AlertMessage } from "#app/components/ui/alert-message";
import { Calendar } from "#app/components/ui/calendar";
import { hasOpenSlot, type Availability } from "./availability";
import { calendarDate } from "./booking-payload";

/**
 * Step 1: a month view where only weekdays of the window with a free slot can be picked. Until the
 * visitor pages, it shows the month of the chosen date or of the first day with a free slot: late
 * on a month's last weekday, that is already next month. While the server's answer is awaited the
 * weekly rules are shown, and the calendar says it is busy.
 */
export function DateStep({
  availability,
  loading,
  selectedDate,
  notice,
  onSelect,
}: {
  availability: Availability;
  loading: boolean;
  selectedDate: string | null;
  /** Why the visitor was sent back here, if they were. */
  notice: string | null;
  onSelect: (date: string) => void;
}) {
  const dates = [...availability.days.keys()].sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  const opening = selectedDate ?? dates.find((date) => hasOpenSlot(availability, date)) ?? first;
  const [pagedTo, setPagedTo] = useState<Date | undefined>(undefined);
  return (
    <div className="grid justify-items-center gap-4">
      {notice ? <AlertMessage className="w-full">{notice}</AlertMessage> : null}
      <div aria-busy={loading} className="rounded-2xl border border-ink-200/80 p-3 sm:p-4">
        <Calendar
          mode="single"
          required
          selected={selectedDate ? calendarDate(selectedDate) : undefined}
          onSelect={(date: Date) => onSelect(format(date, "yyyy-MM-dd"))}
          month={pagedTo ?? (opening ? calendarDate(opening) : undefined)}
          onMonthChange={setPagedTo}
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
