import { addCalendarDays, isSupportedDate, unsupportedDateMessage } from "#app/lib/booking-slots";
import { buttonClasses } from "#app/components/ui/button";
import { returnPath } from "#app/features/admin/admin-context";
import { adminPageFor } from "#app/features/admin/admin-page.server";
import { Empty, PageHeader, Panel } from "#app/features/admin/admin-ui";
import { BookingStatus, BookingTimes, CancelBooking } from "#app/modules/meetings/desk/booking-card";
import { CalendarFeedsPanel } from "#app/modules/meetings/desk/calendar-feeds-panel";
import { ClosedDaysPanel } from "#app/modules/meetings/desk/closed-days-panel";
import { Flash, flashOf } from "#app/features/admin/flash";
import { GiveHostForm, HostFilter, needsHost, NoHostBadge } from "#app/modules/meetings/desk/meeting-host";
import { OutcomeBadge } from "#app/modules/meetings/desk/meeting-outcome";
import { leadKindByType } from "#app/lib/leads/lead-kinds";
import type { Route } from "./+types/appointments";

const appointmentSlug = leadKindByType("appointment")?.slug ?? "appointments";

async function pageData(page: Awaited<ReturnType<typeof adminPageFor>>, args: Route.LoaderArgs) {
  return {
    view: await page.admin.appointments(page.staff, page.url.searchParams),
    confirm: page.url.searchParams.get("confirm"),
    returnTo: returnPath(args.request),
    ...flashOf(page.url),
  };
}
type PageData = Awaited<ReturnType<typeof pageData>>;

/** Bookings by day (a resource route: rendered to HTML on the server, no browser code). */
export async function loader(args: Route.LoaderArgs) {
  const page = await adminPageFor(args);
  const from = page.url.searchParams.get("from");
  if (from !== null && !isSupportedDate(from)) {
    return page.render("Appointment calendar", <UnsupportedFrom />, 400);
  }
  return page.render("Appointment calendar", <AdminAppointments loaderData={await pageData(page, args)} />);
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
  const { view, confirm, returnTo, notice, error } = loaderData;
  const kept = {
    from: view.from,
    ...(view.showCancelled ? { cancelled: "show" } : {}),
    ...(view.hostFilter ? { host: view.hostFilter } : {}),
  };
  const query = (changes: Record<string, string>) =>
    `/admin/appointments?${new URLSearchParams({ ...kept, ...changes })}`;
  const back = returnTo.replace(/([?&])confirm=[^&]*&?/, "$1").replace(/[?&]$/, "");
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
      <Flash notice={notice} error={error} />
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
                        <GiveHostForm booking={booking} hosts={view.hosts} returnTo={back} />
                      ) : null}
                    </div>
                    <CancelBooking
                      booking={booking}
                      confirming={confirm === booking.id}
                      returnTo={back}
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
        <ClosedDaysPanel days={view.closedDays} returnTo={back} />
        <CalendarFeedsPanel feeds={view.calendarFeeds} returnTo={back} />
      </div>
    </>
  );
}
