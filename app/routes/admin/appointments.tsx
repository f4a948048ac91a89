import { addCalendarDays } from "#app/lib/booking-slots";
import { buttonClasses } from "#app/components/ui/button";
import { adminMeta, adminOf, returnPath } from "#app/features/admin/admin-context";
import { Empty, PageHeader, Panel } from "#app/features/admin/admin-ui";
import { BookingStatus, BookingTimes, CancelBooking } from "#app/features/admin/booking-card";
import { Flash, flashOf } from "#app/features/admin/flash";
import type { Route } from "./+types/appointments";

export function meta() {
  return adminMeta("Appointments");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin, staff } = adminOf(context, request);
  const url = new URL(request.url);
  return {
    view: await admin.appointments(staff, url.searchParams),
    confirm: url.searchParams.get("confirm"),
    returnTo: returnPath(request),
    ...flashOf(url),
  };
}

export default function AdminAppointments({ loaderData }: Route.ComponentProps) {
  const { view, confirm, returnTo, notice, error } = loaderData;
  const query = (changes: Record<string, string>) => {
    const params = new URLSearchParams({
      from: view.from,
      ...(view.showCancelled ? { cancelled: "show" } : {}),
      ...changes,
    });
    return `/admin/appointments?${params}`;
  };
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
                    <BookingTimes booking={booking} />
                    <div className="min-w-0">
                      <p className="text-sm font-medium text-ink-900">
                        {booking.leadId ? (
                          <a href={`/admin/leads/appointments/${booking.leadId}`} className="hover:underline">
                            {booking.name}
                          </a>
                        ) : (
                          booking.name
                        )}
                      </p>
                      <p className="truncate text-sm text-ink-500">
                        {booking.company} · {booking.email}
                      </p>
                      <div className="mt-1.5">
                        <BookingStatus status={booking.status} />
                      </div>
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
    </>
  );
}
