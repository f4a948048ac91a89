import { publicUrlOf } from "#server/config";
import type { DeskServices } from "#server/services/admin/desk-services";
import type { Staff } from "#app/modules/staff/server";
import { appointmentsView } from "./appointments";
import { hostsView } from "./hosts";

/** The appointment calendar as the address asks for it: from a day, one host's, cancelled shown or not. */
export function appointmentsPage(desk: DeskServices, staff: Staff, params: URLSearchParams) {
  return appointmentsView(desk.db, desk.config.bookingTimeZone, desk.clock(), {
    from: params.get("from") ?? undefined,
    showCancelled: params.get("cancelled") === "show",
    publicUrl: publicUrlOf(desk.config),
    host: params.get("host") ?? undefined,
    staffEmail: staff.email,
  });
}

/** Every member of staff with their host settings, days off and own feeds. */
export function hostsPage(desk: DeskServices, staff: Staff) {
  return hostsView(desk.db, {
    businessTimeZone: desk.config.bookingTimeZone,
    publicUrl: publicUrlOf(desk.config),
    now: desk.clock(),
    staffEmail: staff.email,
  });
}
