import { and, eq, inArray, isNull } from "drizzle-orm";
import { openStages } from "#app/lib/admin/stages";
import { contactMergeSchema, contactOwnerSchema } from "#app/schemas/admin";
import { isUuid } from "#app/lib/uuid";
import { contacts, leads } from "#server/db/schema";
import { recordAudit } from "#app/modules/staff/server";
import { deskDone, deskRefusal, type DeskServices } from "#server/services/admin/desk-services";
import { assignLeads, ownerOf, UnknownOwner, teamOf, emailKey } from "#app/modules/leads/server";
import type { Staff } from "#app/modules/staff/server";
import { mergeContacts, MergeRefused, undoMerge } from "./merge";

const noTarget = "No contact has that address. Give the email address of the contact to keep.";

/** Merges a contact into the one to keep, named by address (or id); the kept one's page is next. */
export async function mergeContact(desk: DeskServices, staff: Staff, id: unknown, fields: Record<string, unknown>) {
  const parsed = contactMergeSchema.safeParse(fields);
  if (!parsed.success || typeof id !== "string" || !isUuid(id)) return deskRefusal(400, noTarget, { into: noTarget });
  const into = parsed.data.into;
  const [kept] = await desk.db
    .select({ id: contacts.id, mergedInto: contacts.mergedInto })
    .from(contacts)
    .where(isUuid(into) ? eq(contacts.id, into) : eq(contacts.emailKey, emailKey(into)));
  if (!kept) return deskRefusal(404, noTarget, { into: noTarget });
  const keptId = kept.mergedInto ?? kept.id;
  try {
    await mergeContacts(desk.db, staff, desk.clock(), id, keptId);
  } catch (error) {
    if (!(error instanceof MergeRefused)) throw error;
    const message = "Those two cannot be merged: they are the same contact, or one was merged already.";
    return deskRefusal(409, message, { into: message });
  }
  return deskDone("The contacts were merged. Their leads are below; the merge can be undone.", {
    to: `/admin/contacts/${keptId}`,
    data: { kept: keptId },
  });
}

/** Gives a merged contact its own leads back; its page is next. */
export async function unmergeContact(desk: DeskServices, staff: Staff, id: unknown) {
  try {
    if (typeof id !== "string" || !isUuid(id)) throw new MergeRefused("unknown");
    await undoMerge(desk.db, staff, desk.clock(), id);
  } catch (error) {
    if (error instanceof MergeRefused) return deskRefusal(409, "This contact is not merged into another.");
    throw error;
  }
  return deskDone("The merge was undone. This contact has its own leads again.", { to: `/admin/contacts/${id}` });
}

/** The person's owner, and the owner of each of their open leads (each change in its timeline). */
export async function setContactOwner(desk: DeskServices, staff: Staff, id: unknown, fields: Record<string, unknown>) {
  const parsed = contactOwnerSchema.safeParse(fields);
  if (!parsed.success) return deskRefusal(400, "Choose an owner from the list.");
  const [contact] =
    typeof id === "string" && isUuid(id)
      ? await desk.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, id))
      : [];
  if (!contact) return deskRefusal(404, "That item no longer exists.");
  const open = await desk.db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.contactId, contact.id), inArray(leads.status, [...openStages]), isNull(leads.erasedAt)));
  try {
    const owner = await ownerOf(desk.db, parsed.data.owner);
    const ids = open.map((lead) => lead.id);
    const now = desk.clock();
    const changed = ids.length
      ? await assignLeads(desk.db, staff, now, ids, parsed.data.owner, teamOf(desk.config))
      : 0;
    if (changed) desk.mailQueued?.();
    await desk.db.update(contacts).set({ ownerId: owner.id, updatedAt: now }).where(eq(contacts.id, contact.id));
    await recordAudit(desk.db, staff, now, "contact.owner", {
      subject: `contact:${contact.id}`,
      details: { owner: parsed.data.owner, leads: changed },
    });
    return deskDone("The owner was changed.", { data: { changed } });
  } catch (error) {
    if (!(error instanceof UnknownOwner)) throw error;
    const message = "That member of staff no longer has an account. Choose another owner.";
    return deskRefusal(400, message, { owner: message });
  }
}
