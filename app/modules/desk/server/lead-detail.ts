import { and, asc, eq, isNull } from "drizzle-orm";
import { formatSlotDateTime } from "#app/lib/booking-slots";
import { leadFieldsOf } from "#app/lib/admin/lead-fields";
import { leadKindByType } from "#app/lib/leads/lead-kinds";
import type { LeadDetailView } from "#app/lib/admin/views";
import type { Database } from "#server/db/client";
import { bookings, leads, outboxEmails } from "#server/db/schema";
import { bookingView, hostNames } from "#app/modules/meetings/server";
import { leadSourceOf } from "#app/modules/analytics/server";
import { leadTimeline, staffDirectory } from "#app/modules/staff/server";
import { listedLeads, toLeadRow } from "./lead-queries";
import { isUuid } from "#app/lib/uuid";

function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== "string" || zone === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The address of a lead's page (`/admin/leads/<kind>/<id>`); null for an unknown or erased lead. */
export async function leadPagePath(db: Database, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ type: leads.type })
    .from(leads)
    .where(and(eq(leads.id, id), isNull(leads.erasedAt)));
  const kind = row ? leadKindByType(row.type) : null;
  return kind ? `/admin/leads/${kind.slug}/${id}` : null;
}

/** Everything about one lead for its page; null for an unknown or erased lead. */
export async function leadDetail(
  db: Database,
  id: string,
  timeZone: string,
  now: Date,
): Promise<LeadDetailView | null> {
  if (!isUuid(id)) return null;
  const [listed] = await listedLeads(db).where(and(eq(leads.id, id), isNull(leads.erasedAt)));
  const row = listed?.lead;
  const kind = row ? leadKindByType(row.type) : null;
  if (!listed || !row || !kind) return null;
  const lead = toLeadRow(listed);
  const [booking] = await db.select().from(bookings).where(eq(bookings.leadId, id));
  const emails = await db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.leadId, id))
    .orderBy(asc(outboxEmails.createdAt));
  const bookingEmails = booking
    ? await db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.bookingId, booking.id))
        .orderBy(asc(outboxEmails.createdAt))
    : [];
  const visitorZone = isTimeZone(lead.payload.timeZone) ? lead.payload.timeZone : null;
  return {
    lead: { ...lead, updatedAt: row.updatedAt.toISOString() },
    kind: { type: kind.type, slug: kind.slug, label: kind.label, plural: kind.plural },
    fields: leadFieldsOf(kind, lead.payload),
    received: {
      business: formatSlotDateTime(row.createdAt, timeZone),
      businessTimeZone: timeZone,
      visitor: visitorZone && visitorZone !== timeZone ? formatSlotDateTime(row.createdAt, visitorZone) : null,
      visitorTimeZone: visitorZone && visitorZone !== timeZone ? visitorZone : null,
    },
    booking: booking
      ? bookingView(booking, now, (await hostNames(db)).get(booking.hostId ?? "") ?? null, await staffDirectory(db))
      : null,
    source: leadSourceOf(row),
    timeline: await leadTimeline(db, id),
    emails: [...emails, ...bookingEmails]
      .filter((e, i, all) => all.findIndex((o) => o.id === e.id) === i)
      .map((e) => ({
        id: e.id,
        kind: e.kind,
        recipient: e.recipient,
        status: e.status,
        createdAt: e.createdAt.toISOString(),
      })),
  };
}
