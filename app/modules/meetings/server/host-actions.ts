import { isSupportedDate } from "#app/lib/booking-slots";
import { isUuid } from "#app/lib/uuid";
import { recordAudit } from "#app/modules/staff/server";
import { deskDone, deskRefusal, type DeskServices } from "#server/services/admin/desk-services";
import type { Staff } from "#app/modules/staff/server";
import { addHostDayOff, removeHostDayOff, saveHost } from "./hosts";

const gone = "That item no longer exists.";
const hoursProblem =
  "Each working day needs a start and an end, the start before the end (an end of 00:00 is midnight). Leave both empty for a day off.";

/** Where a host's change sends the staff member back to: their card on the hosts page. */
export function hostCardPath(staffId: string): string {
  return `/admin/hosts#host-${staffId}`;
}

const idOf = (value: unknown) => (typeof value === "string" && isUuid(value) ? value : null);

/** Makes a member of staff a host, or changes their settings (docs/product.md#hosts). */
export async function saveHostFromDesk(
  desk: DeskServices,
  staff: Staff,
  staffId: unknown,
  fields: Record<string, unknown>,
) {
  const id = idOf(staffId);
  if (!id) return deskRefusal(404, gone);
  const outcome = await saveHost(desk.db, id, fields);
  if (!outcome.saved) {
    if (outcome.error === "not-found") return deskRefusal(404, gone);
    if (outcome.error === "host-hours-invalid") return deskRefusal(400, hoursProblem, { week: hoursProblem });
    return deskRefusal(
      400,
      "Some fields are missing or invalid. Please check them and try again.",
      outcome.fieldErrors,
    );
  }
  await recordAudit(desk.db, staff, desk.clock(), "host.saved", { subject: `staff:${id}` });
  return deskDone("The host's settings are saved. The booking calendar follows them from now on.", {
    to: hostCardPath(id),
  });
}

/** A day a host takes no meeting (docs/product.md#hosts). */
export async function addDayOffFromDesk(
  desk: DeskServices,
  staff: Staff,
  staffId: unknown,
  fields: Record<string, unknown>,
) {
  const date = typeof fields.date === "string" ? fields.date : "";
  if (!isSupportedDate(date)) {
    const message = "Some fields are missing or invalid. Please check them and try again.";
    return deskRefusal(400, message, { date: "Give the day off as a date." });
  }
  const id = idOf(staffId);
  if (!id || !(await addHostDayOff(desk.db, id, date))) return deskRefusal(404, gone);
  await recordAudit(desk.db, staff, desk.clock(), "host.day-off-added", { subject: `staff:${id}`, details: { date } });
  return deskDone("The day off is saved: this host takes no meeting on it.", {
    to: hostCardPath(id),
    data: { date, off: true },
  });
}

export async function removeDayOffFromDesk(desk: DeskServices, staff: Staff, staffId: unknown, date: unknown) {
  const id = idOf(staffId);
  const day = typeof date === "string" ? date : "";
  if (!id || !isSupportedDate(day) || !(await removeHostDayOff(desk.db, id, day))) return deskRefusal(404, gone);
  await recordAudit(desk.db, staff, desk.clock(), "host.day-off-removed", {
    subject: `staff:${id}`,
    details: { date: day },
  });
  return deskDone("The day off is removed.", { to: hostCardPath(id), data: { date: day, off: false } });
}
