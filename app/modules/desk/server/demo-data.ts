import { generator } from "#app/lib/seeded-random";
import { randomBytes, randomUUID } from "node:crypto";
import { count, sql } from "drizzle-orm";
import { addCalendarDays, todayIn } from "#app/lib/booking-slots";
import { leadSearchText } from "#app/lib/admin/lead-fields";
import { lostReasons, openStages, type Stage } from "#app/lib/admin/stages";
import { leadKindList, type LeadKind, type LeadType } from "#app/lib/leads/lead-kinds";
import { inTransaction, type Database } from "#server/db/client";
import { adminUsers, auditEvents, companies, contacts, leads } from "#server/db/schema";
import { companyIdentity, emailKey } from "#app/modules/leads/server";
import { hashPassword } from "#app/modules/staff/server";

/**
 * Demo data for trying the desk and for its benchmark (`npm run seed`): people from a few
 * thousand companies and from public mail providers, each with one to many leads of every kind
 * over the last year, owners, stages that fit each lead's age, next steps, loss reasons and a
 * timeline. The same `seed` number always makes the same data.
 */

const firstNames = [
  "Aarav",
  "Aisha",
  "Amara",
  "Ana",
  "Arjun",
  "Beatriz",
  "Chen",
  "Chloe",
  "Daniel",
  "Diego",
  "Elif",
  "Emeka",
  "Fatima",
  "Freya",
  "Hana",
  "Hiroshi",
  "Ines",
  "Ivan",
  "Jamal",
  "Jana",
  "Kai",
  "Kavya",
  "Lars",
  "Leila",
  "Luca",
  "Maya",
  "Mei",
  "Mohammed",
  "Nadia",
  "Noah",
  "Olga",
  "Omar",
  "Priya",
  "Rafael",
  "Rohan",
  "Sara",
  "Sofia",
  "Tariq",
  "Thandiwe",
  "Tomás",
  "Wei",
  "Yara",
  "Yusuf",
  "Zara",
  "Zoë",
  "Marguerite",
  "Saul",
  "Ingrid",
];
const lastNames = [
  "Adeyemi",
  "Alvarez",
  "Andersson",
  "Banerjee",
  "Bauer",
  "Chowdhury",
  "Costa",
  "Dubois",
  "Eriksen",
  "Fischer",
  "Gupta",
  "Haddad",
  "Ivanova",
  "Jensen",
  "Kapoor",
  "Kim",
  "Kowalski",
  "Lindqvist",
  "Martin",
  "Mensah",
  "Müller",
  "Nakamura",
  "Nair",
  "Novak",
  "Okafor",
  "Okonkwo",
  "Olsen",
  "Patel",
  "Pereira",
  "Rahman",
  "Reddy",
  "Rossi",
  "Sato",
  "Schmidt",
  "Silva",
  "Singh",
  "Tanaka",
  "Varga",
  "Wang",
  "Yilmaz",
  "Zhang",
  "Brandt",
  "Osei",
  "Ruiz",
];
const companyWords = [
  "Northwind",
  "Lattice",
  "Heliotrope",
  "Kestrel",
  "Meridian",
  "Bluefin",
  "Cobalt",
  "Juniper",
  "Aurora",
  "Granite",
  "Sable",
  "Tidewater",
  "Copperleaf",
  "Harbor",
  "Lumen",
  "Quarry",
  "Summit",
  "Willow",
  "Vertex",
  "Orchid",
  "Fjord",
  "Saffron",
  "Basalt",
  "Halcyon",
  "Ironwood",
  "Marigold",
  "Nimbus",
  "Pinecrest",
  "Redwood",
  "Solace",
];
const companyKinds = [
  "Analytics",
  "Labs",
  "Systems",
  "Logistics",
  "Health",
  "Capital",
  "Retail",
  "Freight",
  "Energy",
  "Software",
];
const publicDomains = ["gmail.com", "outlook.com", "yahoo.com", "proton.me", "icloud.com"];
const topics = [
  "a churn model for our subscription business",
  "migrating reports from spreadsheets to a lakehouse",
  "test automation for our mobile banking app",
  "a low-code approval workflow for procurement",
  "demand forecasting for 300 stores",
  "a retrieval assistant over our policy documents",
  "data quality checks before the quarterly close",
  "scaling our QA team for a release in March",
];
const tasks = [
  "Call back about the proposal",
  "Send case studies",
  "Book a technical call",
  "Follow up on pricing",
  "Share CVs of two candidates",
  "Check budget approval",
];
const notes = [
  "Spoke on the phone; interested, wants a proposal.",
  "Left a voicemail.",
  "Sent our deck and two case studies.",
  "Budget is approved for next quarter.",
  "Prefers email; based in Pune.",
];

/** How often each kind arrives (a share of 1). Every kind is here: a new one is a type error until given its share. */
const kindShares = {
  appointment: 0.2,
  "ai-interview": 0.15,
  "gitex-registration": 0.15,
  "panel-question": 0.15,
  "talent-request": 0.2,
  newsletter: 0.15,
} satisfies Record<LeadType, number>;
const kindWeights = Object.entries(kindShares) as Array<[LeadType, number]>;

const demoOwners = ["ana.ruiz", "ben.osei", "chloe.martin", "dev.iyer"];

export class DatabaseHasLeads extends Error {}

export type DemoDataSummary = { leads: number; contacts: number; companies: number; owners: number };

/**
 * Fills the database with `leadCount` demo leads. Refuses (DatabaseHasLeads) when it holds any lead
 * already, unless `force`: demo people must never mix unnoticed with real ones.
 */
export async function seedDemoData(
  db: Database,
  options: { leads: number; now: Date; timeZone: string; force?: boolean; seed?: number; domain?: string },
): Promise<DemoDataSummary> {
  const [existing] = await db.select({ n: count() }).from(leads);
  if (Number(existing?.n ?? 0) > 0 && !options.force) throw new DatabaseHasLeads();
  const random = generator(options.seed ?? 20_261_125);
  const { pick, next, int } = random;
  const staffDomain = options.domain ?? "demo.example";

  // Owners: the demo staff (they cannot sign in: their passwords are random and never shown).
  const ownerIds: Array<string> = [];
  for (const name of demoOwners) {
    const email = `${name}@${staffDomain}`;
    const [found] = await db
      .update(adminUsers)
      .set({ takesLeads: true })
      .where(sql`lower(${adminUsers.email}) = ${email}`)
      .returning({ id: adminUsers.id });
    const [made] = found
      ? [found]
      : await db
          .insert(adminUsers)
          .values({ email, passwordHash: await hashPassword(randomBytes(24).toString("base64url")), takesLeads: true })
          .returning({ id: adminUsers.id });
    if (made) ownerIds.push(made.id);
  }

  // People: 2 in 5 leads' worth, most at one of a few thousand companies.
  const contactCount = Math.max(1, Math.round(options.leads * 0.4));
  const companyCount = Math.max(1, Math.round(contactCount / 10));
  const companyNames = Array.from({ length: companyCount }, (_, i) => {
    const base = `${pick(companyWords)} ${pick(companyKinds)}`;
    return i < companyWords.length * companyKinds.length ? base : `${base} ${i}`;
  });
  type Person = {
    id: string;
    name: string;
    email: string;
    company: string | null;
    companyId: string | null;
    phone: string;
  };
  const companyIds = new Map<string, string>();
  const people: Array<Person> = [];
  const usedEmails = new Set<string>();
  for (let i = 0; i < contactCount; i++) {
    const first = pick(firstNames);
    const last = pick(lastNames);
    const atCompany = next() < 0.65;
    const company = atCompany ? pick(companyNames) : null;
    const domain = company ? `${company.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.example` : pick(publicDomains);
    let email =
      `${first}.${last}`
        .toLowerCase()
        .normalize("NFD")
        .replace(/[^a-z.]/g, "") + `@${domain}`;
    if (usedEmails.has(email)) email = email.replace("@", `${i}@`);
    usedEmails.add(email);
    const identity = companyIdentity(email, company);
    let companyId: string | null = null;
    if (identity) {
      companyId = companyIds.get(identity.key) ?? randomUUID();
      companyIds.set(identity.key, companyId);
    }
    people.push({
      id: randomUUID(),
      name: `${first} ${last}`,
      email,
      company,
      companyId,
      phone: `+91 9${int(100000000, 999999999)}`,
    });
  }

  const today = todayIn(options.timeZone, options.now);
  const dayMs = 24 * 60 * 60 * 1000;
  type LeadRow = typeof leads.$inferInsert;
  const leadRows: Array<LeadRow> = [];
  const history: Array<typeof auditEvents.$inferInsert> = [];
  const lastLead = new Map<string, Date>();
  for (let i = 0; i < options.leads; i++) {
    // Some people write often: the power skews the choice towards the first ones (the busiest
    // person of 40,000 writes about 15 times, most people once or twice).
    const person = people[Math.floor(next() ** 1.2 * people.length)] as Person;
    let roll = next();
    const type = (kindWeights.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? "talent-request") as LeadType;
    const kind = leadKindList.find((candidate) => candidate.type === type) as LeadKind;
    const ageDays = Math.floor(next() ** 1.6 * 365);
    const createdAt = new Date(options.now.getTime() - ageDays * dayMs - int(0, 86_399) * 1000);
    const payload = demoPayload(kind, person, random, addCalendarDays(today, -ageDays));
    const spam = next() < 0.03;
    const stage = spam ? "new" : stageForAge(ageDays, next());
    const ownerId = !spam && (stage !== "new" || next() < 0.5) ? pick(ownerIds) : null;
    const contacted = stage !== "new";
    const firstContactedAt = contacted ? new Date(createdAt.getTime() + int(5, 72 * 60) * 60_000) : null;
    const open = (openStages as ReadonlyArray<string>).includes(stage);
    const followUpOn = open && contacted && next() < 0.7 ? addCalendarDays(today, int(-10, 14)) : null;
    const lost = stage === "lost" ? pick(lostReasons).value : null;
    const id = randomUUID();
    leadRows.push({
      id,
      type,
      status: stage,
      name: person.name,
      email: person.email,
      payload,
      spam,
      ipHash: "demo",
      createdAt,
      updatedAt: firstContactedAt ?? createdAt,
      contactId: spam ? null : person.id,
      ownerId,
      followUpOn,
      followUpTask: followUpOn ? pick(tasks) : "",
      firstContactedAt,
      lostReason: lost,
      lostNote: lost && next() < 0.5 ? "Decided after our second call." : "",
      searchText: leadSearchText(kind, { name: person.name, email: person.email, payload }),
    });
    if (!spam && (!lastLead.get(person.id) || (lastLead.get(person.id) as Date) < createdAt))
      lastLead.set(person.id, createdAt);
    if (contacted && firstContactedAt) {
      const actor = demoOwners[ownerIds.indexOf(ownerId ?? "")] ?? demoOwners[0];
      history.push({
        at: firstContactedAt,
        actorId: ownerId,
        actorEmail: `${actor}@${staffDomain}`,
        action: "lead.status",
        leadId: id,
        details: { from: "new", to: stage, ...(next() < 0.6 ? { note: pick(notes) } : {}) },
      });
    }
  }

  await inTransaction(db, async (tx) => {
    const companyRows = [...companyIds.entries()].map(([key, id]) => {
      const person = people.find((candidate) => candidate.companyId === id) as Person;
      const identity = companyIdentity(person.email, person.company) as NonNullable<ReturnType<typeof companyIdentity>>;
      return { id, key, name: identity.name, domain: identity.domain };
    });
    for (const batch of chunks(companyRows, 1000)) await tx.insert(companies).values(batch).onConflictDoNothing();
    const contactRows = people
      .filter((person) => lastLead.has(person.id))
      .map((person) => ({
        id: person.id,
        emailKey: emailKey(person.email),
        email: person.email,
        name: person.name,
        companyId: person.companyId,
        lastLeadAt: lastLead.get(person.id) as Date,
      }));
    for (const batch of chunks(contactRows, 1000)) await tx.insert(contacts).values(batch).onConflictDoNothing();
    for (const batch of chunks(leadRows, 500)) await tx.insert(leads).values(batch);
    for (const batch of chunks(history, 1000)) await tx.insert(auditEvents).values(batch);
  });
  return { leads: leadRows.length, contacts: lastLead.size, companies: companyIds.size, owners: ownerIds.length };
}

function chunks<T>(items: Array<T>, size: number): Array<Array<T>> {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** Older leads are further along: most of last year's are won or lost, this week's are new. */
function stageForAge(ageDays: number, roll: number): Stage {
  if (ageDays < 2) return roll < 0.7 ? "new" : "contacted";
  if (ageDays < 14) return roll < 0.25 ? "new" : roll < 0.6 ? "contacted" : roll < 0.85 ? "qualified" : "proposal";
  if (ageDays < 60)
    return roll < 0.05
      ? "new"
      : roll < 0.3
        ? "contacted"
        : roll < 0.55
          ? "qualified"
          : roll < 0.75
            ? "proposal"
            : roll < 0.85
              ? "won"
              : "lost";
  return roll < 0.1 ? "contacted" : roll < 0.2 ? "qualified" : roll < 0.3 ? "proposal" : roll < 0.6 ? "won" : "lost";
}

function demoPayload(
  kind: LeadKind,
  person: { name: string; email: string; company: string | null; phone: string },
  random: ReturnType<typeof generator>,
  day: string,
): Record<string, unknown> {
  const payload: Record<string, unknown> = { name: person.name, email: person.email };
  for (const field of kind.fields) {
    if (field.options?.length) payload[field.key] = random.pick(field.options).value;
    else if (field.key === "company") payload.company = person.company ?? "";
    else if (field.key === "phone") payload.phone = random.next() < 0.7 ? person.phone : "";
    else if (field.key === "date") payload.date = day;
    else if (field.key === "time") payload.time = `${random.int(9, 17)}:00`;
    else if (field.key === "timeZone") payload.timeZone = "Asia/Kolkata";
    else if (field.long) payload[field.key] = `We are looking at ${random.pick(topics)}.`;
  }
  return payload;
}
