import { leadAssignSchema, leadStatusChangeSchema } from "#app/schemas/admin";
import { teamOf, assignLeads, changeLeadStatuses, NobodyInTurn, UnknownOwner } from "#app/modules/leads/server";
import { deskDone, deskRefusal, type DeskRefusal, type DeskServices } from "#server/services/admin/desk-services";
import type { Staff } from "#app/modules/staff/server";
import type { z } from "#app/schemas/zod";

const selectFirst = "Select at least one lead first.";

/** Whether a change to the ticked leads came with none ticked. */
function noneTicked(fields: Record<string, unknown>): boolean {
  return Array.isArray(fields.ids) && fields.ids.length === 0;
}

/**
 * Why a stage change was refused, for the list or the lead's page: Lost without its reason, a
 * follow-up day the calendar does not have, or the general sentence.
 */
export function stageChangeRefusal(error: z.ZodError): DeskRefusal {
  const about = (field: string) => error.issues.some((issue) => issue.path[0] === field);
  if (about("lostReason")) {
    const message = "Choose why the lead was lost.";
    return deskRefusal(400, message, { lostReason: message });
  }
  if (about("followUpOn")) {
    const message =
      "The follow-up needs a day the calendar has (yyyy-MM-dd, from 2000-01-01 to 2999-12-31). Nothing was changed.";
    return deskRefusal(400, message, { followUpOn: message });
  }
  return deskRefusal(400, "Some fields are missing or invalid. Please check them and try again.");
}

/** Moves the ticked leads to one stage (Lost with its reason), each change in its timeline. */
export async function changeSelectedStages(desk: DeskServices, staff: Staff, fields: Record<string, unknown>) {
  const parsed = leadStatusChangeSchema.safeParse(fields);
  if (!parsed.success) return noneTicked(fields) ? deskRefusal(400, selectFirst) : stageChangeRefusal(parsed.error);
  const changed = await changeLeadStatuses(desk.db, staff, desk.clock(), parsed.data.ids, parsed.data);
  return deskDone("The stage was changed.", { data: { changed } });
}

/** Gives the ticked leads an owner: a member of staff, nobody, or each the next in turn. */
export async function assignSelected(desk: DeskServices, staff: Staff, fields: Record<string, unknown>) {
  const parsed = leadAssignSchema.safeParse(fields);
  if (!parsed.success) return deskRefusal(400, noneTicked(fields) ? selectFirst : "Choose who owns the lead.");
  try {
    const { ids, owner } = parsed.data;
    const changed = await assignLeads(desk.db, staff, desk.clock(), ids, owner, teamOf(desk.config));
    if (changed) desk.mailQueued?.();
    return deskDone("The owner was changed.", { data: { changed } });
  } catch (error) {
    if (error instanceof UnknownOwner)
      return deskRefusal(400, "That member of staff no longer has an account. Choose another owner.");
    if (error instanceof NobodyInTurn)
      return deskRefusal(
        400,
        "Nobody takes leads in turn yet, so nothing was changed. Mark who does in the desk settings, or choose an owner.",
      );
    throw error;
  }
}
