import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { and, eq, isNull } from "drizzle-orm";
import type { LeadRow } from "#app/lib/admin/lead-columns";
import { stages, type Stage } from "#app/lib/admin/stages";
import {
  contactApiQuerySchema,
  leadApiQuerySchema,
  leadPatchSchema,
  parseLeadListQuery,
  unknownCursorMessage,
} from "#app/schemas/admin";
import { z } from "#app/schemas/zod";
import { leads } from "#server/db/schema";
import { isUuid } from "#app/lib/uuid";
import { leadsAfterCursor, listedLeads, toLeadRow, listContacts, contactPage } from "#app/modules/desk/server";
import { UnknownOwner, updateLead, teamOf } from "#app/modules/leads/server";
import { leadAttributionJson } from "#app/modules/analytics/server";
import type { AppServices } from "#server/http/app-services";
import { errorBody } from "#server/http/errors";
import { apiRouter, documentedJsonBody, jsonContent, pathParams } from "#server/http/openapi/api-router";
import { adminReadReplies, adminReplies, adminSecurity as security, errorReply } from "#server/http/openapi/replies";
import { parseJsonBody } from "#server/http/validation";

/** A lead as the JSON API answers it. */
export function leadJson(row: LeadRow) {
  return {
    id: row.id,
    kind: row.type,
    // leads.status holds a stage's key and nothing else.
    stage: row.status as Stage,
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

const nullableString = z.string().nullable();

/** A visit start a lead is credited to (app/modules/analytics/server/lead-source.ts), or null. */
const touchReply = z
  .object({
    at: z.iso.datetime(),
    channel: z.enum([
      "direct",
      "organic-search",
      "paid-search",
      "social",
      "paid-social",
      "email",
      "referral",
      "campaign",
    ]),
    source: z.string(),
    medium: nullableString,
    campaign: nullableString,
    term: nullableString,
    content: nullableString,
    referrerDomain: nullableString,
    landingPage: z.string(),
    clickIdType: nullableString,
  })
  .nullable();

/** A lead as the JSON API answers it (`leadJson`). */
const leadReply = z.object({
  id: z.uuid(),
  kind: z.string(),
  stage: z.enum(stages),
  name: z.string(),
  email: z.string(),
  company: nullableString,
  contactId: nullableString,
  ownerId: nullableString,
  ownerEmail: nullableString,
  ownerName: nullableString.meta({ description: "The owner's name as colleagues read it" }),
  followUpOn: nullableString.meta({ description: "yyyy-MM-dd in the business time zone" }),
  followUpTask: z.string(),
  spam: z.boolean(),
  receivedAt: z.iso.datetime(),
  attribution: z
    .object({
      channel: nullableString,
      source: nullableString,
      campaign: nullableString,
      firstTouch: touchReply,
      lastTouch: touchReply,
    })
    .meta({
      description:
        "Where the visitor came from (docs/product.md#analytics): the channel, source and campaign the lead is credited to (its first touch; `unknown` when no visit matched, null for a lead from before the tracker), and the first and last touch where it has them",
    }),
  fields: z.record(z.string(), z.unknown()).meta({ description: "What the visitor sent" }),
});

/** The inbox's filters, as its page's query string has them; a value the inbox cannot read is no filter. */
export const inboxFilters = z.object({
  kind: z.string().optional().meta({ description: "A kind's slug (e.g. `talent-requests`), or `all`" }),
  status: z.string().optional().meta({ description: "A stage, `open` (not won or lost), or `all`" }),
  owner: z.string().optional().meta({ description: "`mine`, `unassigned`, a staff member's id, or `any`" }),
  due: z.string().optional().meta({ description: "`due`: a next step due today or overdue" }),
  from: z.string().optional().meta({ description: "Received on or after (yyyy-MM-dd, business time zone)" }),
  to: z.string().optional().meta({ description: "Received on or before (yyyy-MM-dd)" }),
  spam: z.string().optional().meta({ description: "`hide` (default), `show` or `only`" }),
  q: z.string().optional().meta({ description: "Search: any value the lead holds" }),
});

const noSuchItem = errorReply("No such item.");

const inbox = createRoute({
  method: "get",
  path: "/leads",
  summary: "The inbox: leads of every kind, newest first, with its filters, a page at a time",
  security,
  request: {
    query: inboxFilters.extend({
      limit: leadApiQuerySchema.shape.limit.meta({ description: "Leads per page, 1 to 100 (default 50)" }),
      cursor: leadApiQuerySchema.shape.cursor.meta({
        description: "`nextCursor` of the page before; pages hold together while new leads arrive",
      }),
    }),
  },
  responses: {
    200: {
      description: "A page of leads, and the cursor of the next (null on the last page).",
      content: jsonContent(z.object({ leads: z.array(leadReply), nextCursor: nullableString })),
    },
    400: errorReply("A limit other than a whole number from 1 to 100, or a cursor this API did not give out."),
    ...adminReadReplies,
  },
});

const contactList = createRoute({
  method: "get",
  path: "/contacts",
  summary: "People, most recently heard from first, searched by name, address or company",
  security,
  request: {
    query: z.object({
      q: contactApiQuerySchema.shape.q.meta({ description: "Search, at most 200 characters" }),
      page: contactApiQuerySchema.shape.page.meta({
        description: "Page (25 a page) from 1; past the last page is the last page",
      }),
    }),
  },
  responses: {
    200: { description: "A page of contacts.", content: jsonContent(z.looseObject({})) },
    400: errorReply("A page that is not a whole number from 1, or a search over 200 characters."),
    ...adminReadReplies,
  },
});

const oneContact = createRoute({
  method: "get",
  path: "/contacts/{id}",
  summary: "One person: names, phones, company, owner, leads and timeline (newest first)",
  security,
  request: { params: pathParams({ id: "The contact's id" }) },
  responses: {
    200: { description: "The contact.", content: jsonContent(z.looseObject({})) },
    404: noSuchItem,
    ...adminReadReplies,
  },
});

const patchLead = createRoute({
  method: "patch",
  path: "/leads/{id}",
  summary: "Change any of a lead's stage, owner, next step, and add a note (JSON)",
  security,
  request: { params: pathParams({ id: "The lead's id" }), body: documentedJsonBody(leadPatchSchema) },
  responses: {
    200: { description: "The lead as it is now.", content: jsonContent(leadReply) },
    400: errorReply("A field that is not accepted or not valid, Lost without a reason, or not a member of staff."),
    404: noSuchItem,
    ...adminReplies,
  },
});

/**
 * The sales desk for integrations (JSON, with a session cookie or an API token): the inbox with
 * its filters and a cursor, contacts with their timeline, and changes to a lead.
 */
export function adminDeskApiRoutes(services: AppServices): OpenAPIHono {
  const routes = apiRouter();
  const { clock, db } = services;
  const timeZone = services.config.bookingTimeZone;

  routes.openapi(inbox, async (c) => {
    const query = parseLeadListQuery(new URL(c.req.url).searchParams);
    const { limit, cursor } = c.req.valid("query");
    const page = await leadsAfterCursor(
      db,
      query,
      { staffId: c.get("staff").userId, timeZone, now: clock() },
      cursor,
      limit,
    );
    if (!page) return c.json(errorBody(unknownCursorMessage, { cursor: [unknownCursorMessage] }), 400);
    return c.json({ leads: page.rows.map(leadJson), nextCursor: page.nextCursor }, 200);
  });

  routes.openapi(contactList, async (c) => {
    const { q, page } = c.req.valid("query");
    return c.json(await listContacts(db, q, page), 200);
  });

  routes.openapi(oneContact, async (c) => {
    const contact = await contactPage(db, c.req.valid("param").id);
    if (!contact) return c.json(errorBody("There is no contact with that id."), 404);
    return c.json(contact, 200);
  });

  routes.openapi(patchLead, async (c) => {
    const { id } = c.req.valid("param");
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
    return c.json(leadJson(toLeadRow(updated)), 200);
  });

  return routes;
}
