import { count, eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { bookings, leads, outboxEmails } from "#server/db/schema";
import { clientLimitMessage, domainLimitMessage, emailLimitMessage } from "#app/modules/booking/server";
import type { ApiHarness } from "#tests/support/api-app";
import { appointmentBody, takeSlot, type BookingReply } from "#tests/support/bookings";
import { freshIp } from "#tests/support/leads";

/** The product's default limits, which the contract's harness must be configured with. */
export const personLimits = { perEmail: 2, perDomain: 5, perClient: 5 };
export const personLimitsEnv = {
  RATE_LIMIT_PER_MINUTE: "100000",
  BOOKING_LIMIT_PER_EMAIL: String(personLimits.perEmail),
  BOOKING_LIMIT_PER_DOMAIN: String(personLimits.perDomain),
  BOOKING_LIMIT_PER_CLIENT: String(personLimits.perClient),
};

let run = 0;
/** A domain of this test's own, so no two tests (or files on one worker) count each other's bookings. */
export function freshCompany(): string {
  run += 1;
  return `company-${run}-${crypto.randomUUID().slice(0, 6)}.example`;
}

async function stored(h: ApiHarness) {
  const [l] = await h.database.db.select({ n: count() }).from(leads);
  const [b] = await h.database.db.select({ n: count() }).from(bookings);
  const [e] = await h.database.db.select({ n: count() }).from(outboxEmails);
  return { leads: Number(l?.n), bookings: Number(b?.n), emails: Number(e?.n) };
}

/**
 * Upcoming bookings per address, company and client (docs/product.md#booking-rules), run against any
 * harness (PGlite in process, PostgreSQL) built with `personLimitsEnv`.
 */
export function bookingsPerPersonContract(harnessOf: () => ApiHarness): void {
  const book = (email: string, ip = freshIp(), slot = takeSlot()) =>
    harnessOf().postJson("/api/appointments/schedule", appointmentBody(slot, { email }), { "x-forwarded-for": ip });

  test("an address holds 2 upcoming bookings however it is written; the third is a 409 naming the limit and stores nothing", async () => {
    const h = harnessOf();
    const domain = freshCompany();
    expect((await book(`anna@${domain}`)).status).toBe(201);
    const second = await book(`Anna+team@${domain}`);
    expect(second.status).toBe(201);
    const before = await stored(h);
    const third = await book(`ANNA+again@${domain}`);
    expect(third.status).toBe(409);
    expect(await third.json()).toEqual({ message: emailLimitMessage(personLimits.perEmail) });
    expect(emailLimitMessage(2)).toBe(
      "You already have 2 upcoming consultations booked with this email address, the most one address can hold. To change one, use the link in its confirmation email; to book another, write to hello@northwind-talent.example.",
    );
    expect(await stored(h)).toEqual(before);
    // Once one is cancelled, the address may book again.
    await h.database.db
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.id, ((await second.json()) as BookingReply).id));
    expect((await book(`anna@${domain}`)).status).toBe(201);
  });

  test("a company's domain holds 5; the users of a public mail provider are not one company", async () => {
    const domain = freshCompany();
    for (let i = 0; i < personLimits.perDomain; i++) expect((await book(`person${i}@${domain}`)).status).toBe(201);
    const sixth = await book(`person-six@${domain}`);
    expect(sixth.status).toBe(409);
    expect(await sixth.json()).toEqual({ message: domainLimitMessage(personLimits.perDomain, domain) });
    const tag = crypto.randomUUID().slice(0, 6);
    for (let i = 0; i < personLimits.perDomain + 1; i++) {
      expect((await book(`public-${tag}-${i}@gmail.com`)).status).toBe(201);
    }
  });

  test("one client network holds 5: one IPv4 address, or every address of one IPv6 /64", async () => {
    const ip = freshIp();
    const tag = crypto.randomUUID().slice(0, 6);
    for (let i = 0; i < personLimits.perClient; i++) {
      expect((await book(`v4-${tag}-${i}@outlook.com`, ip)).status).toBe(201);
    }
    const sixth = await book(`v4-${tag}-six@outlook.com`, ip);
    expect(sixth.status).toBe(409);
    expect(await sixth.json()).toEqual({ message: clientLimitMessage(personLimits.perClient) });

    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:42`;
    const statuses: Array<number> = [];
    for (let i = 0; i <= personLimits.perClient; i++) {
      statuses.push((await book(`v6-${tag}-${i}@outlook.com`, `${network}::${(i + 1).toString(16)}`)).status);
    }
    expect(statuses).toEqual([...Array(personLimits.perClient).fill(201), 409]);
  });

  test("at its limit an address asking again for a slot it holds is answered as before (200, the same booking)", async () => {
    const domain = freshCompany();
    const slot = takeSlot();
    const first = (await (await book(`repeat@${domain}`, freshIp(), slot)).json()) as BookingReply;
    expect((await book(`repeat@${domain}`)).status).toBe(201);
    const again = await book(`Repeat@${domain}`, freshIp(), slot);
    expect(again.status).toBe(200);
    expect(((await again.json()) as BookingReply).id).toBe(first.id);
  });

  test("simultaneous bookings from one address: exactly its limit succeed, the others are 409 and store nothing", async () => {
    const h = harnessOf();
    const domain = freshCompany();
    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => book(`racer+${i}@${domain}`)));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([
      ...Array(personLimits.perEmail).fill(201),
      ...Array(8 - personLimits.perEmail).fill(409),
    ]);
    const rows = await h.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(sql`lower(${bookings.email}) like ${`racer+%@${domain}`}`);
    expect(rows).toHaveLength(personLimits.perEmail);
  });
}
