import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { formatInZone } from "#app/lib/admin/lead-columns";
import { parseLeadListQuery } from "#app/schemas/admin";
import { leadKindBySlug } from "#app/lib/leads/lead-kinds";
import { leads } from "#server/db/schema";
import { listLeads } from "#app/modules/desk/server";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { storeLead } from "#tests/support/admin-leads";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";

let h: ApiHarness;
let cookie: string;
const day = 24 * 60 * 60 * 1000;
const zone = "Asia/Kolkata";
type Made = {
  id?: string;
  name: string;
  email: string;
  question: string;
  status: string;
  spam: boolean;
  receivedAt: Date;
};
const made: Array<Made> = [];
const statuses = ["new", "contacted", "qualified", "won"];

beforeAll(async () => {
  h = await createApiHarness();
  cookie = await signInAs(h, await createStaff(h.database.db));
  const start = new Date("2026-03-01T06:00:00Z").getTime();
  for (let i = 0; i < 60; i++) {
    const lead: Made = {
      name: `${["Zoë", "adam", "Émile", "=cmd", "Bea", "Chen"][i % 6]} ${String(i).padStart(2, "0")}`,
      email: `person${i}@example.com`,
      question: i % 3 === 0 ? `Alpha question, 50% off_${i}` : `Other "topic" ${i}\nsecond line`,
      status: statuses[i % 4] as string,
      spam: i % 7 === 0,
      receivedAt: new Date(start + (i % 20) * day + i * 60_000),
    };
    made.push(lead);
    lead.id = await storeLead(h.database.db, { ...lead, payload: { question: lead.question } });
  }
  // Another kind, never in this list.
  await storeLead(h.database.db, {
    type: "ai-interview",
    name: "Alpha Other",
    email: "alpha@example.com",
    payload: {},
  });
});
afterAll(async () => {
  await h?.close();
});

async function exportRows(search: string): Promise<Array<Array<string>>> {
  const response = await asStaff(h, cookie).get(`/api/admin/leads/questions/export.csv${search}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("content-disposition")).toMatch(
    /^attachment; filename="questions-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(bytes, { bom: true }) as Array<Array<string>>;
}

const guard = (text: string) => (/^(?:[=\-@\t\r]|\+(?!\d[\d ]*$))/.test(text) ? `'${text}` : text);
const label = (status: string) => status[0]?.toUpperCase() + status.slice(1);

test("the export holds exactly the filtered, searched, sorted rows of the list, with the list's columns", async () => {
  const search = "?q=alpha&status=contacted&spam=show&from=2026-03-03&to=2026-03-15&sort=name&dir=asc&page=2";
  const [header, ...rows] = await exportRows(search);
  const from = new Date("2026-03-02T18:30:00Z").getTime(); // 3 March 00:00 in Kolkata
  const to = new Date("2026-03-15T18:30:00Z").getTime(); // 16 March 00:00 in Kolkata
  const expected = made
    .filter((m) => /alpha/i.test(m.question) || /alpha/i.test(m.name) || /alpha/i.test(m.email))
    .filter((m) => m.status === "contacted")
    .filter((m) => m.receivedAt.getTime() >= from && m.receivedAt.getTime() < to)
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase(), "en"))
    .map((m) => [
      formatInZone(m.receivedAt, zone),
      guard(m.name),
      m.email,
      m.question,
      label(m.status),
      "", // nobody owns these leads,
      "", // so no owner's address,
      "", // and none has a next step
      m.spam ? "yes" : "no",
      "unknown", // stored without a visit: no channel,
      "unknown", // no source
      "", // and no campaign
      "", // nobody has contacted them,
      "", // none is lost,
      "",
      `http://localhost:3000/admin/leads/questions/${m.id}`,
    ]);
  expect(header).toEqual([
    "Received",
    "Name",
    "Email",
    "Question",
    "Stage",
    "Owner",
    "Owner's email",
    "Follow-up",
    "Spam",
    "Channel",
    "Source",
    "Campaign",
    "First contact",
    "Lost reason",
    "Lost note",
    "Lead page",
  ]);
  expect(expected.length).toBeGreaterThan(0);
  expect(rows).toEqual(expected);
});

test("spam is left out of list and export unless shown, and every page of the list is in the export", async () => {
  const [header, ...rows] = await exportRows("");
  expect(header).toEqual([
    "Received",
    "Name",
    "Email",
    "Question",
    "Stage",
    "Owner",
    "Owner's email",
    "Follow-up",
    "Channel",
    "Source",
    "Campaign",
    "First contact",
    "Lost reason",
    "Lost note",
    "Lead page",
  ]);
  const visible = made.filter((m) => !m.spam);
  expect(rows).toHaveLength(visible.length);
  // Newest first by default.
  expect(rows[0]?.[2]).toBe([...visible].sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime())[0]?.email);

  const kind = leadKindBySlug("questions");
  if (!kind) throw new Error("no kind");
  const pages: Array<string> = [];
  for (let page = 1; page <= 3; page++) {
    const list = await listLeads(
      h.database.db,
      parseLeadListQuery(new URLSearchParams({ page: String(page), kind: kind.slug })),
      { staffId: randomUUID(), timeZone: zone, now: new Date() },
    );
    expect(list.total).toBe(visible.length);
    pages.push(...list.rows.map((r) => r.email));
  }
  expect(pages).toEqual(rows.map((r) => r[2]));

  const [, ...onlySpam] = await exportRows("?spam=only");
  expect(onlySpam.map((r) => r[2]).sort()).toEqual(
    made
      .filter((m) => m.spam)
      .map((m) => m.email)
      .sort(),
  );
});

test("a search for % or _ matches those characters, not everything", async () => {
  const [, ...percent] = await exportRows("?q=50%25%20off_&spam=show");
  expect(percent.length).toBe(made.filter((m) => m.question.includes("50% off_")).length);
  const [, ...none] = await exportRows("?q=%25%25%25&spam=show");
  expect(none).toHaveLength(0);
});

test("every export is written to the audit log with its filters", async () => {
  await exportRows("?status=won");
  const audit = await h.database.db.query.auditEvents.findMany();
  const exported = audit.filter((e) => e.action === "leads.exported");
  expect(exported.length).toBeGreaterThan(0);
  expect(exported.some((e) => (e.details as { filters: { status: string } }).filters.status === "won")).toBe(true);
});

test("phone numbers stay as typed, an empty answer stays empty, and each row has its first contact, loss and page", async () => {
  const db = h.database.db;
  const staff = asStaff(h, cookie);
  const interview = await storeLead(db, {
    type: "ai-interview",
    name: "Priya Raman",
    email: "priya@phones.example",
    payload: { phone: "+44 20 7946 0000", role: "ai-engineer", experience: "3-5" },
  });
  const formula = await storeLead(db, {
    type: "ai-interview",
    name: "Formula Fan",
    email: "formula@phones.example",
    payload: { phone: "+SUM(1)", role: "other", experience: "0-2" },
  });
  const booked = await storeLead(db, {
    type: "appointment",
    name: "Ola Quiet",
    email: "ola@phones.example",
    payload: { company: "Not provided", phone: "Not provided", date: "2026-03-02", time: "10:00", message: "" },
  });
  const lost = await staff.postJson("/api/admin/leads/status", {
    ids: [interview],
    status: "lost",
    lostReason: "no-budget",
    lostNote: "=next year",
  });
  expect(lost.status).toBe(200);
  const [stored] = await db.select().from(leads).where(eq(leads.id, interview));
  const firstContactedAt = stored?.firstContactedAt;
  if (!firstContactedAt) throw new Error("the stage change made no first contact");

  const interviews = await staff.get("/api/admin/leads/interview-requests/export.csv?q=phones.example");
  const [header, ...rows] = parse(Buffer.from(await interviews.arrayBuffer()), { bom: true }) as Array<Array<string>>;
  const cell = (row: Array<string> | undefined, name: string) => row?.[header?.indexOf(name) ?? -1];
  const priya = rows.find((row) => row.includes("Priya Raman"));
  expect(cell(priya, "Phone")).toBe("+44 20 7946 0000");
  expect(cell(priya, "First contact")).toBe(formatInZone(firstContactedAt, zone));
  expect(cell(priya, "Lost reason")).toBe("No budget");
  expect(cell(priya, "Lost note")).toBe("'=next year");
  expect(cell(priya, "Lead page")).toBe(`http://localhost:3000/admin/leads/interview-requests/${interview}`);
  const fan = rows.find((row) => row.includes("Formula Fan"));
  expect(cell(fan, "Phone")).toBe("'+SUM(1)");
  expect(cell(fan, "First contact")).toBe("");
  expect(cell(fan, "Lead page")).toBe(`http://localhost:3000/admin/leads/interview-requests/${formula}`);

  const appointments = await staff.get("/api/admin/leads/appointments/export.csv?q=ola%40phones.example");
  const [head, ola] = parse(Buffer.from(await appointments.arrayBuffer()), { bom: true }) as Array<Array<string>>;
  expect(ola?.[head?.indexOf("Company") ?? -1]).toBe("");
  expect(ola?.[head?.indexOf("Phone") ?? -1]).toBe("");
  expect(ola?.[head?.indexOf("Lead page") ?? -1]).toBe(`http://localhost:3000/admin/leads/appointments/${booked}`);
});
