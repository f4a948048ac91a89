import { personalDataSchema } from "#app/schemas/admin";
import { recordAudit } from "#app/modules/staff/server";
import { deskDone, deskRefusal, type DeskRefusal, type DeskServices } from "#server/services/admin/desk-services";
import { erasePersonalData, findPersonalData, mailDirOf } from "./personal-data";
import type { Staff } from "#app/modules/staff/server";

const addressMessage = "Enter a valid email address.";

/** Everything held for an address (docs/admin.md#personal-data); looking is itself audited. */
export async function lookUpPerson(desk: DeskServices, staff: Staff, email: string) {
  const now = desk.clock();
  const view = await findPersonalData(desk.db, email, mailDirOf(desk.config), now, desk.logger.hash);
  await recordAudit(desk.db, staff, now, "personal-data.found", {
    subject: `email:${desk.logger.hash(email)}`,
    details: { records: view.total },
  });
  return view;
}

/** The JSON file of everything held for an address, named by the address's hash; audited. */
export async function exportPerson(
  desk: DeskServices,
  staff: Staff,
  fields: Record<string, unknown>,
): Promise<{ ok: true; filename: string; json: string } | DeskRefusal> {
  const parsed = personalDataSchema.safeParse(fields);
  if (!parsed.success) return deskRefusal(400, addressMessage, { email: addressMessage });
  const { email } = parsed.data;
  const now = desk.clock();
  const view = await findPersonalData(desk.db, email, mailDirOf(desk.config), now, desk.logger.hash);
  const hash = desk.logger.hash(email);
  await recordAudit(desk.db, staff, now, "personal-data.exported", {
    subject: `email:${hash}`,
    details: { records: view.total },
  });
  return {
    ok: true,
    filename: `personal-data-${hash}.json`,
    json: JSON.stringify({ exportedAt: now.toISOString(), ...view }, null, 2),
  };
}

/**
 * Erases everything held for an address once it is typed again to confirm; the counts stay in the
 * audit log, whose entry the page shows next.
 */
export async function erasePerson(desk: DeskServices, staff: Staff, fields: Record<string, unknown>) {
  const parsed = personalDataSchema.safeParse(fields);
  if (!parsed.success) return deskRefusal(400, addressMessage, { email: addressMessage });
  const { email, confirm } = parsed.data;
  if ((confirm ?? "").trim().toLowerCase() !== email.toLowerCase()) {
    const message =
      "Nothing was erased: the address typed to confirm was not the one found. Find the address again and type it exactly.";
    return deskRefusal(400, message, { confirm: message });
  }
  const now = desk.clock();
  const counts = await erasePersonalData(desk.db, email, mailDirOf(desk.config), now, desk.logger.hash);
  const auditId = await recordAudit(desk.db, staff, now, "personal-data.erased", {
    subject: `email:${desk.logger.hash(email)}`,
    details: { counts },
  });
  return deskDone("Everything held for that address was erased. Only anonymous counts remain.", {
    to: `/admin/personal-data?erased=${auditId}`,
    data: { counts },
  });
}
