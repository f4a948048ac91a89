import { Button, buttonClasses } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import type { AppointmentsView } from "#app/lib/admin/views";
import { Empty, Panel } from "#app/features/admin/admin-ui";
import { IntentButton } from "#app/features/admin/intent-button";
import { typedValue, type FormState } from "#app/features/admin/page-action.server";
import { FieldProblem } from "./booking-card";
import { problemAttributes } from "#app/features/admin/field-problem";

/**
 * The days the business is closed (docs/product.md#booking-rules): the list with a button to
 * reopen each, a form to close one more, and an import of a calendar file of holidays. Each posts
 * to the page it is on.
 */
export function ClosedDaysPanel({ days, form }: { days: AppointmentsView["closedDays"]; form: FormState | null }) {
  const problem = (intent: string, field: string) => (form?.intent === intent ? form.fieldErrors[field] : undefined);
  const described = (intent: string, field: string, id: string) => problemAttributes(problem(intent, field), id);
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
              <IntentButton
                intent="reopen-day"
                fields={{ date: day.date }}
                className={buttonClasses("secondary", "sm")}
              >
                Reopen
              </IntentButton>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-6 border-t border-ink-100 px-5 py-4 md:grid-cols-2">
        <form method="post" className="grid gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="closed-day-date">Close a day</Label>
            <Input
              id="closed-day-date"
              name="date"
              type="date"
              required
              defaultValue={typedValue(form, "close-day", "date")}
              {...described("close-day", "date", "closed-day-date-error")}
              className="h-10 text-sm"
            />
            <FieldProblem id="closed-day-date-error" problem={problem("close-day", "date")} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="closed-day-reason">Reason (optional)</Label>
            <Input
              id="closed-day-reason"
              name="reason"
              maxLength={200}
              defaultValue={typedValue(form, "close-day", "reason")}
              {...described("close-day", "reason", "closed-day-reason-error")}
              className="h-10 text-sm"
            />
            <FieldProblem id="closed-day-reason-error" problem={problem("close-day", "reason")} />
          </div>
          <Button type="submit" name="intent" value="close-day" size="sm" className="justify-self-start">
            Close this day
          </Button>
        </form>
        <form method="post" encType="multipart/form-data" className="grid content-start gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="closed-day-calendar">Import a year&apos;s holidays</Label>
            <input
              id="closed-day-calendar"
              name="calendar"
              type="file"
              accept=".ics,text/calendar"
              required
              aria-invalid={problem("import-days", "calendar") ? true : undefined}
              aria-describedby={
                problem("import-days", "calendar")
                  ? "closed-day-calendar-error closed-day-calendar-hint"
                  : "closed-day-calendar-hint"
              }
              className="text-sm text-ink-700 file:mr-3 file:rounded-md file:border-0 file:bg-ink-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-ink-800"
            />
            <FieldProblem id="closed-day-calendar-error" problem={problem("import-days", "calendar")} />
            <p id="closed-day-calendar-hint" className="text-sm text-ink-500">
              A calendar file (.ics): every event&apos;s date is closed, its title kept as the reason.
            </p>
          </div>
          <Button
            type="submit"
            name="intent"
            value="import-days"
            variant="secondary"
            size="sm"
            className="justify-self-start"
          >
            Import
          </Button>
        </form>
      </div>
    </Panel>
  );
}
