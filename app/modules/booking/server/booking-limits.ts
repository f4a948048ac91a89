import { and, eq, gt } from "drizzle-orm";
import { site } from "#app/content/site";
import type { Database } from "#server/db/client";
import { bookings, leads } from "#server/db/schema";
import { companyDomainOf, mailboxOf } from "#app/modules/mail/server";

/**
 * How many upcoming consultations one person may hold (docs/product.md#booking-rules): per mailbox
 * (`BOOKING_LIMIT_PER_EMAIL`), per company domain (`BOOKING_LIMIT_PER_DOMAIN`; the users of a public
 * mail provider are not one company) and per client network (`BOOKING_LIMIT_PER_CLIENT`, the rate
 * limits' key). 0 turns a limit off.
 */
export type BookingLimits = { perEmail: number; perDomain: number; perClient: number };

const plural = (n: number) => (n === 1 ? "consultation" : "consultations");

export function emailLimitMessage(n: number): string {
  return `You already have ${n} upcoming ${plural(n)} booked with this email address, the most one address can hold. To change one, use the link in its confirmation email; to book another, write to ${site.email}.`;
}

export function domainLimitMessage(n: number, domain: string): string {
  return `${n} upcoming ${plural(n)} are already booked with addresses at ${domain}, the most one company can hold. To book another, write to ${site.email}.`;
}

export function clientLimitMessage(n: number): string {
  return `${n} upcoming ${plural(n)} have already been booked from your network, the most one network can hold. To book another, write to ${site.email}.`;
}

export class BookingLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BookingLimitError";
  }
}

/**
 * Refuses a new booking that would take its address, company or network past its limit, counting
 * the confirmed bookings that have not started. The caller holds the booking lock
 * (`lockBookingDecisions`), so two requests at once are counted one after the other. A move is no
 * new booking and is not counted again.
 */
export async function checkBookingLimits(
  tx: Database,
  limits: BookingLimits,
  request: { email: string; clientKeyHash: string; now: Date },
): Promise<void> {
  if (limits.perEmail === 0 && limits.perDomain === 0 && limits.perClient === 0) return;
  const upcoming = await tx
    .select({ email: bookings.email, clientKeyHash: leads.ipHash })
    .from(bookings)
    .leftJoin(leads, eq(leads.id, bookings.leadId))
    .where(and(eq(bookings.status, "confirmed"), gt(bookings.slotStart, request.now)));
  const mailbox = mailboxOf(request.email);
  const domain = companyDomainOf(request.email);
  const count = (matches: (row: (typeof upcoming)[number]) => boolean) => upcoming.filter(matches).length;
  if (limits.perEmail > 0 && count((row) => mailboxOf(row.email) === mailbox) >= limits.perEmail) {
    throw new BookingLimitError(emailLimitMessage(limits.perEmail));
  }
  if (limits.perDomain > 0 && domain && count((row) => companyDomainOf(row.email) === domain) >= limits.perDomain) {
    throw new BookingLimitError(domainLimitMessage(limits.perDomain, domain));
  }
  if (limits.perClient > 0 && count((row) => row.clientKeyHash === request.clientKeyHash) >= limits.perClient) {
    throw new BookingLimitError(clientLimitMessage(limits.perClient));
  }
}
