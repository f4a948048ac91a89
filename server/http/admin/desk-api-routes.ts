import { Hono } from "hono";
import { and, eq, isNull } from "drizzle-orm";
import type { LeadRow } from "#app/lib/admin/lead-columns";
import {
  contactApiQuerySchema,
  leadApiQuerySchema,
  leadPatchSchema,
  parseLeadListQuery,
  unknownCursorMessage,
} from "#app/schemas/admin";
import { leads } from "#server/db/schema";
import { isUuid } from "#app/lib/uuid";
import { leadsAfterCursor, listedLeads, toLeadRow, listContacts, contactPage } from "#app/modules/desk/server";
import { UnknownOwner, updateLead, teamOf } from "#app/modules/leads/server";
import { leadAttributionJson } from "#app/modules/analytics/server";
import type { AppServices } from "#server/http/app-services";
import { errorBody } from "#server/http/errors";
import { parseJsonBody, parseWith } from "#server/http/validation";

/** A lead as the JSON API answers it. */
export function leadJson(row: LeadRow) {
  return {
    id: row.id,
    kind: row.type,
    stage: row.status,
    name: row.name,
    email: row.email,
    company: row.company || null,
    contactId: row.contactId,
    ownerId: row.ownerId,
    ownerEmail: row.ownerEmail || null,
    ownerName: row.ownerName || null,
    followUpOn: row.followUpOn,
    followUpTask: row.followUpTask,
    spam: row.spam,
    receivedAt: row.createdAt,
    attribution: leadAttributionJson(row),
    fields: row.payload,
  };
}

/**
 * The sales desk for integrations (JSON, with a session cookie or an API token): the inbox with
 * its filters and a cursor, contacts with their timeline, and changes to a lead.
 */
export function adminDeskApiRoutes(services: AppServices): Hono {
  const routes = new Hono();
  const { clock, db } = services;
  const timeZone = services.config.bookingTimeZone;

  routes.get("/leads", async (c) => {
    const params = new URL(c.req.url).searchParams;
    const query = parseLeadListQuery(params);
    const { limit, cursor } = parseWith(leadApiQuerySchema, {
      limit: params.get("limit") ?? undefined,
      cursor: params.get("cursor") ?? undefined,
    });
    const page = await leadsAfterCursor(
      db,
      query,
      { staffId: c.get("staff").userId, timeZone, now: clock() },
      cursor,
      limit,
    );
    if (!page) return c.json(errorBody(unknownCursorMessage, { cursor: [unknownCursorMessage] }), 400);
    return c.json({ leads: page.rows.map(leadJson), nextCursor: page.nextCursor });
  });

  routes.get("/contacts", async (c) => {
    const { q, page } = parseWith(contactApiQuerySchema, { q: c.req.query("q"), page: c.req.query("page") });
    const list = await listContacts(db, q, page);
    return c.json(list);
  });

  routes.get("/contacts/:id", async (c) => {
    const contact = await contactPage(db, c.req.param("id"));
    if (!contact) return c.json(errorBody("There is no contact with that id."), 404);
    return c.json(contact);
  });

  routes.patch("/leads/:id", async (c) => {
    const id = c.req.param("id");
    const patch = await parseJsonBody(c, leadPatchSchema);
    const [current] = isUuid(id)
      ? await db
          .select({ status: leads.status })
          .from(leads)
          .where(and(eq(leads.id, id), isNull(leads.erasedAt)))
      : [];
    if (!current) return c.json(errorBody("There is no lead with that id."), 404);
    const { stage, followUpOn, ...rest } = patch;
    try {
      await updateLead(
        db,
        c.get("staff"),
        clock(),
        id,
        {
          ...rest,
          status: stage ?? (current.status as NonNullable<typeof stage>),
          followUpOn: followUpOn === null ? "" : followUpOn,
        },
        teamOf(services.config),
      );
      services.mailQueued?.();
    } catch (error) {
      if (error instanceof UnknownOwner) return c.json(errorBody("There is no member of staff with that id."), 400);
      throw error;
    }
    const [updated] = await listedLeads(db).where(eq(leads.id, id));
    if (!updated) return c.json(errorBody("There is no lead with that id."), 404);
    return c.json(leadJson(toLeadRow(updated)));
  });

  return routes;
}
