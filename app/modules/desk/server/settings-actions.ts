import { eq } from "drizzle-orm";
import { stages, type StageNames } from "#app/lib/admin/stages";
import { sameStageNameMessage, stageNamesSchema, takesLeadsSchema } from "#app/schemas/admin";
import { isUuid } from "#app/lib/uuid";
import { adminUsers } from "#server/db/schema";
import { recordAudit } from "#app/modules/staff/server";
import { saveStageNames } from "./desk-settings";
import { deskDone, deskRefusal, formRefusal, type DeskServices } from "#server/services/admin/desk-services";
import type { Staff } from "#app/modules/staff/server";

const savedMessage = "The settings were saved.";

/** The stages' names, from the settings page (docs/admin.md#settings): all six, none the same. */
export async function renameStages(desk: DeskServices, staff: Staff, fields: Record<string, unknown>) {
  const parsed = stageNamesSchema.safeParse(fields);
  if (!parsed.success) {
    const same = parsed.error.issues.some((issue) => issue.message === sameStageNameMessage);
    return formRefusal(
      parsed.error,
      "new",
      same ? sameStageNameMessage : "Give every stage a name of at most 40 characters.",
    );
  }
  const names = Object.fromEntries(stages.map((stage) => [stage, parsed.data[stage]])) as StageNames;
  const now = desk.clock();
  await saveStageNames(desk.db, names, now);
  await recordAudit(desk.db, staff, now, "settings.stage-names", { details: names });
  return deskDone(savedMessage, { data: { stageNames: names } });
}

/** Puts a member of staff in or out of the round-robin of new leads. */
export async function setTakesLeads(desk: DeskServices, staff: Staff, id: unknown, fields: Record<string, unknown>) {
  const parsed = takesLeadsSchema.safeParse(fields);
  if (!parsed.success) return deskRefusal(400, "Say whether this person takes new leads: yes or no.");
  const takesLeads = parsed.data.takesLeads === "yes";
  const changed =
    typeof id === "string" && isUuid(id)
      ? await desk.db
          .update(adminUsers)
          .set({ takesLeads })
          .where(eq(adminUsers.id, id))
          .returning({ email: adminUsers.email, name: adminUsers.displayName })
      : [];
  const member = changed[0];
  if (!member) return deskRefusal(404, "That item no longer exists.");
  await recordAudit(desk.db, staff, desk.clock(), "staff.takes-leads", {
    subject: `staff:${String(id)}`,
    details: { email: member.email, takesLeads },
  });
  const who = member.name || member.email;
  return deskDone(takesLeads ? `${who} now takes new leads in turn.` : `${who} no longer takes new leads in turn.`, {
    data: { takesLeads },
  });
}
