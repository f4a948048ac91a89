import { Hono } from "hono";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { openStages } from "#app/lib/admin/stages";
import { contactMergeSchema, contactOwnerSchema } from "#app/schemas/admin";
import { contacts, leads } from "#server/db/schema";
import { isUuid } from "#app/lib/uuid";
import { assignLeads, ownerOf, UnknownOwner } from "#server/services/admin/lead-updates";
import { recordAudit } from "#server/services/admin/audit";
import { emailKey } from "#server/services/contacts/identity";
import { mergeContacts, MergeRefused, undoMerge } from "#server/services/contacts/merge";
import { teamOf } from "#server/services/leads/team";
import type { AppServices } from "#server/http/app-services";
import { done, readAdminInput, refused } from "./form-input";

/** Contacts: merge two into one and undo it, and give a person (and their open leads) an owner. */
export function adminContactRoutes(services: AppServices): Hono {
  const routes = new Hono();
  const { clock, db } = services;

  routes.post("/contacts/:id/merge", async (c) => {
    const input = await readAdminInput(c);
    const id = c.req.param("id");
    const parsed = contactMergeSchema.safeParse(input.fields);
    if (!parsed.success || !isUuid(id)) return refused(c, input, 400, "merge-target");
    const into = parsed.data.into;
    const [kept] = await db
      .select({ id: contacts.id, mergedInto: contacts.mergedInto })
      .from(contacts)
      .where(isUuid(into) ? eq(contacts.id, into) : eq(contacts.emailKey, emailKey(into)));
    if (!kept) return refused(c, input, 404, "merge-target");
    const keptId = kept.mergedInto ?? kept.id;
    try {
      await mergeContacts(db, c.get("staff"), clock(), id, keptId);
    } catch (error) {
      if (error instanceof MergeRefused) return refused(c, input, 409, "merge-refused");
      throw error;
    }
    return done(c, input, { notice: "contacts-merged", json: { kept: keptId }, to: `/admin/contacts/${keptId}` });
  });

  routes.post("/contacts/:id/unmerge", async (c) => {
    const input = await readAdminInput(c);
    const id = c.req.param("id");
    try {
      if (!isUuid(id)) throw new MergeRefused("unknown");
      await undoMerge(db, c.get("staff"), clock(), id);
    } catch (error) {
      if (error instanceof MergeRefused) return refused(c, input, 409, "not-merged");
      throw error;
    }
    return done(c, input, { notice: "merge-undone", to: `/admin/contacts/${id}` });
  });

  // The person's owner, and the owner of each of their open leads (each change in its timeline).
  routes.post("/contacts/:id/owner", async (c) => {
    const input = await readAdminInput(c);
    const id = c.req.param("id");
    const parsed = contactOwnerSchema.safeParse(input.fields);
    if (!parsed.success) return refused(c, input, 400, "invalid-input");
    if (!isUuid(id)) return refused(c, input, 404, "not-found");
    const [contact] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, id));
    if (!contact) return refused(c, input, 404, "not-found");
    const open = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.contactId, id), inArray(leads.status, [...openStages]), isNull(leads.erasedAt)));
    try {
      const owner = await ownerOf(db, parsed.data.owner);
      const changed = open.length
        ? await assignLeads(
            db,
            c.get("staff"),
            clock(),
            open.map((lead) => lead.id),
            parsed.data.owner,
            teamOf(services.config),
          )
        : 0;
      if (changed) services.mailQueued?.();
      await db.update(contacts).set({ ownerId: owner.id, updatedAt: clock() }).where(eq(contacts.id, id));
      await recordAudit(db, c.get("staff"), clock(), "contact.owner", {
        subject: `contact:${id}`,
        details: { owner: parsed.data.owner, leads: changed },
      });
      return done(c, input, { notice: "owner-changed", json: { changed } });
    } catch (error) {
      if (error instanceof UnknownOwner) return refused(c, input, 400, "unknown-owner");
      throw error;
    }
  });

  return routes;
}
