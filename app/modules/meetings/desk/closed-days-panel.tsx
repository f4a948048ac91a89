import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import type { AppointmentsView } from "#app/lib/admin/views";
import { Empty, Panel } from "#app/features/admin/admin-ui";

/**
 * The days the business is closed (docs/product.md#booking-rules): the list with a button to
 * reopen each, a form to close one more, and an import of a calendar file of holidays.
 */
export function ClosedDaysPanel({ days, returnTo }: { days: AppointmentsView["closedDays"]; returnTo: string }) {
  return (
    <Panel
      title="Closed days"
      description="No meeting can be booked on these dates; the booking calendar shows them like a weekend."
      flush
    >
      {days.length === 0 ? (
        <Empty>No closed days ahead.</Empty>
      ) : (
        <ul className="divide-y divide-ink-100">
          {days.map((day) => (
            <li key={day.date} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
              <div>
                <p className="text-sm font-medium text-ink-900">{day.label}</p>
                {day.reason ? <p className="text-sm text-ink-500">{day.reason}</p> : null}
              </div>
              <form method="post" action={`/api/admin/closed-days/${day.date}/reopen`}>
                <input type="hidden" name="returnTo" value={returnTo} />
                <Button type="submit" variant="secondary" size="sm">
                  Reopen
                </Button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-6 border-t border-ink-100 px-5 py-4 md:grid-cols-2">
        <form method="post" action="/api/admin/closed-days" className="grid gap-3">
          <input type="hidden" name="returnTo" value={returnTo} />
          <div className="grid gap-1.5">
            <Label htmlFor="closed-day-date">Close a day</Label>
            <Input id="closed-day-date" name="date" type="date" required className="h-10 text-sm" />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="closed-day-reason">Reason (optional)</Label>
            <Input id="closed-day-reason" name="reason" maxLength={200} className="h-10 text-sm" />
          </div>
          <Button type="submit" size="sm" className="justify-self-start">
            Close this day
          </Button>
        </form>
        <form
          method="post"
          action="/api/admin/closed-days/import"
          encType="multipart/form-data"
          className="grid content-start gap-3"
        >
          <input type="hidden" name="returnTo" value={returnTo} />
          <div className="grid gap-1.5">
            <Label htmlFor="closed-day-calendar">Import a year&apos;s holidays</Label>
            <input
              id="closed-day-calendar"
              name="calendar"
              type="file"
              accept=".ics,text/calendar"
              required
              className="text-sm text-ink-700 file:mr-3 file:rounded-md file:border-0 file:bg-ink-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-ink-800"
            />
            <p className="text-sm text-ink-500">
              A calendar file (.ics): every event&apos;s date is closed, its title kept as the reason.
            </p>
          </div>
          <Button type="submit" variant="secondary" size="sm" className="justify-self-start">
            Import
          </Button>
        </form>
      </div>
    </Panel>
  );
}
