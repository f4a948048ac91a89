import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { slotStart, todayIn } from "#app/lib/booking-slots";
import { rowsOf, type Database } from "#server/db/client";
import { adminUsers, contacts, leads } from "#server/db/schema";
import { recordMailEvent } from "#app/modules/mail/server";
import { queueDailyDigests, personalDataColumns } from "#app/modules/desk/server";
import { teamOf } from "#app/modules/leads/server";
import { asStaff, signInAs } from "./admin";
import type { ApiHarness } from "./api-app";
import { appointmentBody, takeSlot, type BookingReply } from "./bookings";
import { freshIp, panelQuestionBody } from "./leads";
import { newsletterBody } from "./newsletter";

/**
 * One person, as every part of the site and the desk would hold them. `word` is a word only they
 * and what was written about them use; the domain of `email` carries their surname, as a small
 * firm's does. `secrets` gathers what the site gave them (their booking's manage token).
 */
export type Person = { email: string; name: string; word: string; phone: string; secrets: Array<string> };

export function personToErase(): Person {
  const tag = randomUUID().slice(0, 6);
  return {
    email: `zebedee.${tag}@quarrington-works.example`,
    name: "Zebedee Quarrington",
    word: "glimmerwick",
    phone: "+44 20 7946 0958",
    secrets: [],
  };
}

/** A PostgreSQL pattern for anything of the person: their address, a word of their name, their words, phone, secrets. */
function traceOf(person: Person): string {
  const parts = [
    person.email,
    ...person.name.toLowerCase().split(/\s+/),
    person.word,
    "quarrington-works",
    person.phone,
    ...person.secrets,
  ];
  return parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
}

/**
 * Every column of every table of the database (read from information_schema, so nothing in the
 * schema file or outside it escapes) whose value, as text, holds anything of the person.
 */
export async function columnsHolding(db: Database, person: Person): Promise<Array<string>> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.column_name`),
  );
  expect(columns.length).toBeGreaterThan(200);
  const found: Array<string> = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = rowsOf<{ n: number | string }>(
      await db.execute(
        sql`select count(*) as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ~* ${traceOf(person)}`,
      ),
    );
    if (Number(row?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** The columns declared to hold personal data (personal-data-columns.ts), as `table.column`. */
export function declaredPersonalColumns(): Array<string> {
  return Object.entries(personalDataColumns)
    .flatMap(([table, columns]) =>
      Object.entries(columns)
        .filter(([, declaration]) => "erasedBy" in declaration)
        .map(([column]) => `${table}.${column}`),
    )
    .sort();
}

/**
 * Puts the person into every column declared to hold personal data, the way the site and the desk
 * do (forms, a booking with an Idempotency-Key, the newsletter, staff notes, next step, loss, a
 * cancellation, a saved view, an export, a suppression, a merge, a mail event, the morning digest), then by hand where only
 * the passing of time or another visit would (a visit, a hash, a failed send).
 */
export async function fillEveryPersonalColumn(h: ApiHarness, staffEmail: string, person: Person): Promise<void> {
  const db = h.database.db;
  const { email, name, word } = person;
  const staff = asStaff(h, await signInAs(h, staffEmail));
  const [owner] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, staffEmail));
  const ok = (response: Response) => expect(response.status, response.url).toBeLessThan(400);

  ok(await staff.postJson("/api/admin/webhooks", { url: "http://127.0.0.1:9/hook", kinds: ["panel-question"] }));
  const asked = await h.postJson(
    "/api/qa/submit",
    panelQuestionBody({ name, email, question: `How would ${word} tooling fit our team?` }),
    { "x-forwarded-for": freshIp() },
  );
  ok(asked);
  const question = ((await asked.json()) as { id: string }).id;
  const booked = await h.postJson(
    "/api/appointments/schedule",
    appointmentBody(takeSlot(), {
      name,
      email,
      company: `${word} Labs`,
      phone: person.phone,
      message: `About the ${word} roadmap`,
    }),
    { "x-forwarded-for": freshIp(), "idempotency-key": `${word}-${randomUUID()}` },
  );
  ok(booked);
  const booking = (await booked.json()) as BookingReply;
  person.secrets.push(new URL(booking.manageUrl).pathname.split("/").pop() ?? "");
  ok(await h.postJson("/api/newsletter", newsletterBody({ name, email }), { "x-forwarded-for": freshIp() }));

  const today = todayIn(h.config.bookingTimeZone);
  ok(
    await staff.postJson(`/api/admin/leads/${question}`, {
      status: "contacted",
      owner: owner?.id ?? "",
      note: `${name} likes ${word}`,
      followUpOn: today,
      followUpTask: `Call ${name}`,
    }),
  );
  const [newsletterLead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(sql`lower(${leads.email}) = ${email} and ${leads.type} = 'newsletter'`);
  ok(
    await staff.postJson(`/api/admin/leads/${newsletterLead?.id}`, {
      status: "lost",
      lostReason: "other",
      lostNote: `${word} was not for them`,
    }),
  );
  ok(await staff.postJson(`/api/admin/appointments/${booking.id}/cancel`, { reason: `${name} asked to stop` }));
  ok(await staff.postJson("/api/admin/views", { name: `${name}'s leads`, query: `q=${encodeURIComponent(email)}` }));
  ok(await staff.get(`/api/admin/leads/all/export.csv?q=${encodeURIComponent(email)}`));
  ok(await staff.postJson("/api/admin/suppressions", { email, note: `${word} complaint by phone` }));
  const other = await h.postJson("/api/qa/submit", panelQuestionBody({ email: `other.${randomUUID()}@example.com` }), {
    "x-forwarded-for": freshIp(),
  });
  ok(other);
  const [theirs] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.emailKey, email));
  const [others] = await db
    .select({ id: contacts.id, email: contacts.email })
    .from(leads)
    .innerJoin(contacts, eq(contacts.id, leads.contactId))
    .where(eq(leads.id, ((await other.json()) as { id: string }).id));
  ok(await staff.postJson(`/api/admin/contacts/${theirs?.id}/merge`, { into: others?.email ?? "" }));
  await recordMailEvent(db, {
    type: "bounced",
    email,
    source: "postmark",
    detail: `550 5.1.1 <${email}>: no such user`,
    at: new Date(),
  });
  const nine = new Date(slotStart(today, 9, h.config.bookingTimeZone).getTime() + 15 * 60_000);
  expect(await queueDailyDigests(db, teamOf(h.config), nine)).toBeGreaterThan(0);

  // What a visit, a failed send, a legacy note or a confirmation would have written.
  const visitor = `${word}-visitor`;
  await db.execute(sql`
    insert into analytics_events (at, visitor_key, consented, type, path, entry, channel, source, referrer_domain,
      utm_source, utm_medium, utm_campaign, utm_term, utm_content, click_id_type, click_id, device, page_key)
    values (now(), ${visitor}, true, 'pageview', ${`/blog/${word}`}, true, 'referral', ${`${word}.example`},
      ${`${word}.example`}, ${word}, ${word}, ${word}, ${word}, ${word}, 'gclid', ${word}, 'desktop', ${`${word}-page`})`);
  await db.execute(sql`
    update leads set ip_hash = ${`${word}-ip`}, notes = ${`${word} (older note)`}, source = ${`${word}.example`},
      campaign = ${word}, attribution = ${JSON.stringify({ first: { source: word } })}::jsonb,
      visitor_keys = array[${visitor}]
    where lower(email) = ${email}`);
  await db.execute(sql`
    update bookings set visitor_time_zone = ${`Europe/${word}`} where lower(email) = ${email}`);
  await db.execute(sql`
    update newsletter_subscribers set name = ${name}, consent_ip_hash = ${`${word}-ip`} where lower(email) = ${email}`);
  await db.execute(sql`
    update outbox_emails set last_error = ${`550 <${email}> unknown`} where lower(recipient) = ${email}`);
  await db.execute(sql`
    update webhook_deliveries set last_error = ${`receiver said ${word}`}
    where lead_id in (select id from leads where lower(email) = ${email})`);
  await db.execute(sql`
    update idempotency_keys set request_hash = request_hash || ${`-${word}`} where body::text like ${`%${booking.id}%`}`);
}
