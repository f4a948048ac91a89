import { reportRangeOf } from "#app/modules/analytics/lib/analytics-range";
import { todayIn } from "#app/lib/booking-slots";
import type { DeskServices } from "#server/services/admin/desk-services";
import type { EventStore } from "./event-store";
import { analyticsReport } from "./reports";

/** The analytics pages' report: the range the address asks for (`range`, or `from` and `to`). */
export function analyticsPage(desk: DeskServices, events: EventStore, params: URLSearchParams) {
  const timeZone = desk.config.bookingTimeZone;
  const now = desk.clock();
  return analyticsReport(desk.db, events, { range: reportRangeOf(params, todayIn(timeZone, now)), timeZone, now });
}
