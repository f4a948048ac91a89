import { addCalendarDays, isSupportedDate, unsupportedDateMessage } from "#app/lib/booking-slots";
import { buttonClasses } from "#app/components/ui/button";
import { adminPageFor } from "#app/features/admin/admin-page.server";
import { Empty, PageHeader, Panel } from "#app/features/admin/admin-ui";
import { BookingStatus, BookingTimes, CancelBooking } from "#app/modules/meetings/desk/booking-card";
import { CalendarFeedsPanel } from "#app/modules/meetings/desk/calendar-feeds-panel";
import { ClosedDaysPanel } from "#app/modules/meetings/desk/closed-days-panel";
import { FlashSentence } from "#app/features/admin/flash";
import { pageAction, type DeskPage, type FormState } from "#app/features/admin/page-action.server";
import { bookingIntents } from "#app/modules/meetings/desk/booking-intents";
import { GiveHostForm, HostFilter, needsHost, NoHostBadge } from "#app/modules/meetings/desk/meeting-host";
import { OutcomeBadge } from "#app/modules/meetings/desk/meeting-outcome";
import { leadKindByType } from "#app/lib/leads/lead-kinds";
import type { Route } from "./+types/appointments";

const appointmentSlug = leadKindByType("appointment")?.slug ?? "appointments";

async function pageData(page: DeskPage, form: FormState | null) {
  return {
    view: await page.desk.meetings.appointments(page.desk.services, page.staff, page.url.searchParams),
    confirm: page.url.searchParams.get("confirm"),
    form,
  };
}
type PageData = Awaited<ReturnType<typeof pageData>>;

async function showPage(page: DeskPage, form: FormState | null, status = 200) {
  const from = page.url.searchParams.get("from");
  if (from !== null && !isSupportedDate(from)) {
    return page.render("Appointment calendar", <UnsupportedFrom />, 400);
  }
  return page.render("Appointment calendar", <AdminAppointments loaderData={await pageData(page, form)} />, status);
}

/** Bookings by day (a resource route: rendered to HTML on the server, no browser code). */
export async function loader(args: Route.LoaderArgs) {
  return showPage(await adminPageFor(args), null);
}

/**
 * The page's forms (docs/admin.md#what-a-form-answers): a booking's cancel and host, the closed
 * days (close one, import a calendar, reopen one) and the team's feed addresses.
 */
export async function action(args: Route.ActionArgs) {
  return pageAction(
    args,
    {
      ...bookingIntents,
      "close-day": (page, fields) => page.desk.meetings.closeDay(page.desk.services, page.staff, fields),
      "import-days": (page, fields) => page.desk.meetings.importClosedDays(page.desk.services, page.staff, fields),
      "reopen-day": (page, fields) => page.desk.meetings.reopenDay(page.desk.services, page.staff, fields.date),
      "new-feed": (page) => page.desk.meetings.makeFeed(page.desk.services, page.staff),
      "revoke-feed": (page, fields) => page.desk.meetings.revokeFeed(page.desk.services, page.staff, fields.feed),
    },
    (page, form, status) => showPage(page, form, status),
  );
}

function UnsupportedFrom() {
  return (
    <>
      <PageHeader title="Appointment calendar" description={unsupportedDateMessage("the start date")} />
      <a href="/admin/appointments" className={buttonClasses("secondary", "sm")}>
        Show from today
      </a>
    </>
  );
}

function AdminAppointments({ loaderData }: { loaderData: PageData }) {
  const { view, confirm, form } = loaderData;
  const kept = {
    from: view.from,
    ...(view.showCancelled ? { cancelled: "show" } : {}),
    ...(view.hostFilter ? { host: view.hostFilter } : {}),
  };
  const query = (changes: Record<string, string>) =>
    `/admin/appointments?${new URLSearchParams({ ...kept, ...changes })}`;
  const back = query({});
  return (
    <>
      <PageHeader
        title="Appointment calendar"
        description={`${view.from} to ${view.to}, in ${view.timeZone}`}
        actions={
          <>
            <a href={query({ from: addCalendarDays(view.from, -30) })} className={buttonClasses("secondary", "sm")}>
              Earlier
            </a>
            <a href="/admin/appointments" className={buttonClasses("secondary", "sm")}>
              Today
            </a>
            <a href={query({ from: addCalendarDays(view.from, 30) })} className={buttonClasses("secondary", "sm")}>
              Later
            </a>
            <a
              href={query({ cancelled: view.showCancelled ? "hide" : "show" })}
              className={buttonClasses("ghost", "sm")}
            >
              {view.showCancelled ? "Hide cancelled" : "Show cancelled"}
            </a>
          </>
        }
      />
      {form ? <FlashSentence message={form.message} refused /> : null}
      <HostFilter
        hosts={view.hosts}
        selected={view.hostFilter}
        keep={{ from: view.from, ...(view.showCancelled ? { cancelled: "show" } : {}) }}
      />
      {view.days.length === 0 ? (
        <Panel>
          <Empty>No appointments in these 30 days.</Empty>
        </Panel>
      ) : (
        <div className="grid gap-6">
          {view.days.map((day) => (
            <Panel
              key={day.date}
              title={day.label}
              description={`${day.bookings.length} booking${day.bookings.length === 1 ? "" : "s"}`}
              flush
            >
              <ul className="divide-y divide-ink-100">
                {day.bookings.map((booking) => (
                  <li key={booking.id} className="grid gap-4 px-5 py-4 md:grid-cols-[16rem_1fr_auto] md:items-start">
                    <BookingTimes booking={booking} compact />
                    <div className="min-w-0">
                      <p className="text-sm font-medium text-ink-900">
                        {booking.leadId ? (
                          <a href={`/admin/leads/${appointmentSlug}/${booking.leadId}`} className="hover:underline">
                            {booking.name}
                          </a>
                        ) : (
                          booking.name
                        )}
                      </p>
                      <p className="truncate text-sm text-ink-500">
                        {booking.company} · {booking.email}
                      </p>
                      <div className="mt-1.5 flex flex-wrap gap-1.5">
                        <BookingStatus status={booking.status} />
                        {needsHost(booking, view.hosts) ? <NoHostBadge /> : null}
                        <OutcomeBadge booking={booking} />
                      </div>
                      {needsHost(booking, view.hosts) ? (
                        <GiveHostForm booking={booking} hosts={view.hosts} form={form} />
                      ) : null}
                    </div>
                    <CancelBooking
                      booking={booking}
                      confirming={confirm === booking.id}
                      keepHref={back}
                      form={form}
                      askHref={query({ confirm: booking.id })}
                    />
                  </li>
                ))}
              </ul>
            </Panel>
          ))}
        </div>
      )}
      <div className="mt-6 grid gap-6">
        <ClosedDaysPanel days={view.closedDays} form={form} />
        <CalendarFeedsPanel feeds={view.calendarFeeds} />
      </div>
    </>
  );
}
