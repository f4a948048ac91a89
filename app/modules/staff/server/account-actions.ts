import { staffNameFormSchema } from "#app/schemas/admin";
import { isUuid } from "#app/lib/uuid";
import { recordAudit } from "./audit";
import { deskDone, deskRefusal, type DeskServices } from "#server/services/admin/desk-services";
import { endOtherSessions, endOwnSession, type Staff } from "./sessions";
import { setStaffName } from "./staff-accounts";

const nameMessage = "Give your name on one line, 1 to 80 characters.";

/** The name colleagues see the staff member by. */
export async function renameSelf(desk: DeskServices, staff: Staff, fields: Record<string, unknown>) {
  const parsed = staffNameFormSchema.safeParse(fields);
  if (!parsed.success) return deskRefusal(400, nameMessage, { displayName: nameMessage });
  await setStaffName(desk.db, staff.userId, parsed.data.displayName);
  await recordAudit(desk.db, staff, desk.clock(), "staff.renamed", {
    subject: `staff:${staff.userId}`,
    details: { name: parsed.data.displayName },
  });
  return deskDone("Your name is saved: colleagues see it from now on.", {
    to: "/admin/account",
    data: { name: parsed.data.displayName },
  });
}

/** Ends every session of the staff member but the one asking. */
export async function endOtherOwnSessions(desk: DeskServices, staff: Staff) {
  const ended = await endOtherSessions(desk.db, staff);
  await recordAudit(desk.db, staff, desk.clock(), "staff.sessions-ended", { details: { ended } });
  return deskDone("All your other sessions were ended.", { to: "/admin/account", data: { ended } });
}

/** Ends one of the staff member's own sessions (this one included: then they are signed out). */
export async function endOneOwnSession(desk: DeskServices, staff: Staff, id: unknown) {
  if (typeof id !== "string" || !isUuid(id) || !(await endOwnSession(desk.db, staff, id)))
    return deskRefusal(404, "That item no longer exists.");
  await recordAudit(desk.db, staff, desk.clock(), "staff.session-ended", { subject: `session:${id}` });
  return deskDone("The session was ended.", {
    to: id === staff.sessionId ? "/admin/login" : "/admin/account",
  });
}
