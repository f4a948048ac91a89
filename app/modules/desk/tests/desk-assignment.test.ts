import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, expect, test } from "vitest";
import { leadKinds } from "#app/lib/leads/lead-kinds";
import { accountPageAction as accountAction } from "#app/modules/staff/ui";
import {
  boardPageLoader as boardPage,
  contactPageLoader as contactPage,
  inboxPageLoader as inboxPage,
  leadPageLoader as leadPage,
} from "#app/modules/desk/ui";
import { adminUsers, auditEvents, leads, outboxEmails } from "#server/db/schema";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { storeLead } from "#tests/support/admin-leads";
import { renderAdminPage } from "#tests/support/admin-pages";
import { useApiHarness } from "#tests/support/api-app";
import { appointmentBody, takeSlot } from "#tests/support/bookings";
import { submitLead, viewPage, type TestBrowser } from "#tests/support/analytics-visits";
import { freshIp, talentRequestBody } from "#tests/support/leads";

// docs/product.md#the-sales-desk: a lead given to someone, by the round-robin or by hand, tells
// them; the team's email says whose a new lead is and where it came from; staff have names.
const h = useApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
const db = () => h.database.db;
type Member = { id: string; email: string; as: ReturnType<typeof asStaff> };
let ana: Member;
let sam: Member;
let lee: Member;

async function member(email: string): Promise<Member> {
  await createStaff(db(), email);
  const [row] = await db().select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
  if (!row) throw new Error("no staff");
  return { id: row.id, email, as: asStaff(h, await signInAs(h, email)) };
}

async function takesLeads(who: Member, yes: boolean): Promise<void> {
  const reply = await ana.as.postJson(`/api/admin/staff/${who.id}/takes-leads`, { takesLeads: yes ? "yes" : "no" });
  expect(reply.status).toBe(200);
}

async function emailsTo(recipient: string, kind: string) {
  return db()
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.recipient, recipient), eq(outboxEmails.kind, kind)));
}

// Each test says who takes leads in turn; none does otherwise.
beforeEach(async () => {
  await db().update(adminUsers).set({ takesLeads: false });
});

beforeAll(async () => {
  ana = await member("ana.ruiz@assign.example");
  sam = await member("sam.patel@assign.example");
  lee = await member("lee.wong@assign.example");
});

test("a new lead given in turn: the owner is emailed, and the team's email and the API name its owner, channel, source, campaign and both touches", async () => {
  await takesLeads(sam, true);
  const browser: TestBrowser = { ip: freshIp() };
  await viewPage(h, browser, "/?utm_source=linkedin&utm_medium=paid-social&utm_campaign=spring");
  await viewPage(h, browser, "/ai-talent-deployment", "https://www.google.com/");
  const email = `priya-${randomUUID()}@attributed.example`;
  const id = await submitLead(
    h,
    browser,
    leadKinds["talent-request"].form.endpoint,
    talentRequestBody({ name: "Priya Attributed", email, company: "Spring Robotics" }),
  );

  const [sales] = await db()
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.leadId, id), eq(outboxEmails.kind, "talent-request.sales")));
  expect(sales?.text).toContain("Owner: Sam Patel <sam.patel@assign.example>");
  expect(sales?.text).toContain("Channel: Paid social");
  expect(sales?.text).toContain("Source: linkedin");
  expect(sales?.text).toContain("Campaign: spring");
  expect(sales?.text).toMatch(
    /First touch: \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Asia\/Kolkata\): Paid social, linkedin, medium paid-social, campaign spring; landed on \//,
  );
  expect(sales?.text).toMatch(
    /Last touch: .*: Organic search, google; landed on \/ai-talent-deployment from google\.com/,
  );
  expect(sales?.html).toContain("Sam Patel &lt;sam.patel@assign.example&gt;");

  const [told] = (await emailsTo(sam.email, "desk.assigned")).filter((row) => row.leadId === id);
  expect(told?.subject).toBe("A lead for you: Talent request: Priya Attributed, Spring Robotics");
  expect(told?.text).toContain("A new lead came to you in turn");
  expect(told?.text).toContain(`http://localhost:3000/admin/leads/talent-requests/${id}`);

  const api = (await (await ana.as.get(`/api/admin/leads?q=${encodeURIComponent(email)}`)).json()) as {
    leads: Array<Record<string, unknown>>;
  };
  expect(api.leads).toHaveLength(1);
  expect(api.leads[0]).toMatchObject({
    ownerId: sam.id,
    ownerEmail: sam.email,
    ownerName: "Sam Patel",
    attribution: {
      channel: "paid-social",
      source: "linkedin",
      campaign: "spring",
      firstTouch: {
        channel: "paid-social",
        source: "linkedin",
        medium: "paid-social",
        campaign: "spring",
        landingPage: "/",
      },
      lastTouch: {
        channel: "organic-search",
        source: "google",
        referrerDomain: "google.com",
        landingPage: "/ai-talent-deployment",
      },
    },
  });
});

test("a lead no visit matched and nobody owns says so in the team's email and the API", async () => {
  const email = `blocked-${randomUUID()}@attributed.example`;
  const reply = await h.postJson(leadKinds["talent-request"].form.endpoint, talentRequestBody({ email }), {
    "x-forwarded-for": freshIp(),
  });
  const { id } = (await reply.json()) as { id: string };
  const [sales] = await db()
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.leadId, id), eq(outboxEmails.kind, "talent-request.sales")));
  expect(sales?.text).toContain("Owner: Nobody yet: give it an owner in the inbox");
  expect(sales?.text).toContain(
    "Source: Unknown: no visit matched this lead (the visitor blocked the tracker, or came before it ran)",
  );
  expect(sales?.text).not.toContain("First touch");
  const api = (await (await ana.as.get(`/api/admin/leads?q=${encodeURIComponent(email)}`)).json()) as {
    leads: Array<Record<string, unknown>>;
  };
  expect(api.leads[0]).toMatchObject({
    ownerName: null,
    attribution: { channel: "unknown", source: "unknown", campaign: null, firstTouch: null, lastTouch: null },
  });
});

test("a lead given by hand tells its new owner who gave it; giving yourself one tells nobody", async () => {
  const id = await storeLead(db(), { name: "Hana Byhand", email: "hana@byhand.example" });
  const given = await ana.as.postJson(`/api/admin/leads/${id}`, { status: "new", owner: lee.id });
  expect(given.status).toBe(200);
  const [told] = (await emailsTo(lee.email, "desk.assigned")).filter((row) => row.leadId === id);
  expect(told?.subject).toBe("A lead for you: Question: Hana Byhand");
  expect(told?.text).toContain("Ana Ruiz gave you this lead.");

  const mine = await storeLead(db(), { name: "Milo Self", email: "milo@byhand.example" });
  await ana.as.postJson(`/api/admin/leads/${mine}`, { status: "new", owner: ana.id });
  expect((await emailsTo(ana.email, "desk.assigned")).filter((row) => row.leadId === mine)).toEqual([]);
  // The API's PATCH is a hand too.
  const patched = await h.request(`/api/admin/leads/${mine}`, {
    method: "PATCH",
    headers: {
      cookie: await signInAs(h, ana.email),
      origin: "http://localhost:3000",
      "content-type": "application/json",
    },
    body: JSON.stringify({ owner: sam.id }),
  });
  expect(patched.status).toBe(200);
  expect((await patched.json()) as Record<string, unknown>).toMatchObject({ ownerName: "Sam Patel" });
  expect((await emailsTo(sam.email, "desk.assigned")).filter((row) => row.leadId === mine)).toHaveLength(1);
});

test("bulk assign in turn shares the ticked leads among the staff taking leads, each told once; with nobody taking leads it changes nothing", async () => {
  const ids = await Promise.all(
    ["One", "Two", "Three", "Four"].map((n, i) =>
      storeLead(db(), {
        name: `Turn ${n}`,
        email: `turn-${n.toLowerCase()}@in-turn.example`,
        receivedAt: new Date(Date.now() - (10 - i) * 60_000),
      }),
    ),
  );
  const refused = await ana.as.postJson("/api/admin/leads/assign", { ids, owner: "in-turn" });
  expect(refused.status).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe(
    "Nobody takes leads in turn yet, so nothing was changed. Mark who does in the desk settings, or choose an owner.",
  );
  const untouched = await db().select({ ownerId: leads.ownerId }).from(leads).where(inArray(leads.id, ids));
  expect(untouched.map((row) => row.ownerId)).toEqual([null, null, null, null]);

  await takesLeads(sam, true);
  await takesLeads(lee, true);
  const samBefore = (await emailsTo(sam.email, "desk.assigned")).length;
  const leeBefore = (await emailsTo(lee.email, "desk.assigned")).length;
  const shared = await ana.as.postJson("/api/admin/leads/assign", { ids, owner: "in-turn" });
  expect(shared.status).toBe(200);
  expect(await shared.json()).toEqual({ changed: 4 });
  const owners = await db().select({ id: leads.id, ownerId: leads.ownerId }).from(leads).where(inArray(leads.id, ids));
  const ownerOf = (id: string) => owners.find((row) => row.id === id)?.ownerId;
  expect(ids.map(ownerOf).filter((owner) => owner === sam.id)).toHaveLength(2);
  expect(ids.map(ownerOf).filter((owner) => owner === lee.id)).toHaveLength(2);
  // In turn: the oldest first, to alternate people.
  expect(ownerOf(ids[0] ?? "")).not.toBe(ownerOf(ids[1] ?? ""));
  const samEmails = await emailsTo(sam.email, "desk.assigned");
  const leeEmails = await emailsTo(lee.email, "desk.assigned");
  expect(samEmails).toHaveLength(samBefore + 1);
  expect(leeEmails).toHaveLength(leeBefore + 1);
  expect(samEmails.at(-1)?.subject).toBe("2 leads for you");
  expect(samEmails.at(-1)?.text).toContain("Ana Ruiz shared out leads in turn, and these 2 leads came to you.");
  const entries = await db().select().from(auditEvents).where(inArray(auditEvents.leadId, ids));
  expect(entries.map((entry) => (entry.details as { inTurn?: boolean }).inTurn)).toEqual([true, true, true, true]);
  const timeline = await renderAdminPage(h, ana.email, leadPage, `/admin/leads/questions/${ids[0]}`, {
    params: { kind: "questions", id: ids[0] ?? "" },
  });
  expect(timeline.text).toMatch(/Ana Ruiz gave it to (Sam Patel|Lee Wong) in turn/);

  const inbox = await renderAdminPage(h, ana.email, inboxPage, "/admin");
  expect(inbox.html).toContain('<option value="in-turn">Each in turn (round-robin)</option>');
});

test("staff are shown by name: a default from the address, their own choice on the account page, in the inbox, board, lead, timeline and emails", async () => {
  const named = await renderAdminPage(h, ana.email, accountAction, "/admin/account", {
    form: { intent: "rename", displayName: "Ana María Ruiz" },
  });
  expect(named.status).toBe(303);
  const refused = await ana.as.postJson("/api/admin/account/name", { displayName: "Ana\nRuiz" });
  expect(refused.status).toBe(400);
  const [row] = await db().select().from(adminUsers).where(eq(adminUsers.id, ana.id));
  expect(row?.displayName).toBe("Ana María Ruiz");
  const [samRow] = await db().select().from(adminUsers).where(eq(adminUsers.id, sam.id));
  expect(samRow?.displayName).toBe("Sam Patel");

  const id = await storeLead(db(), { name: "Nia Named", email: "nia@names.example" });
  await ana.as.postJson(`/api/admin/leads/${id}`, { status: "contacted", owner: sam.id, note: "Called" });
  const inbox = await renderAdminPage(h, ana.email, inboxPage, "/admin?q=nia%40names.example");
  expect(inbox.text).toContain("Sam Patel");
  expect(inbox.text).not.toContain("sam.patel@assign.example");
  const board = await renderAdminPage(h, ana.email, boardPage, "/admin/board?q=nia%40names.example");
  expect(board.text).toContain("Sam Patel");
  const lead = await renderAdminPage(h, ana.email, leadPage, `/admin/leads/questions/${id}`, {
    params: { kind: "questions", id },
  });
  expect(lead.text).toContain("Ana María Ruiz gave it to Sam Patel");
  expect(lead.text).toContain("Ana María Ruiz moved it from New to Contacted");
  expect(lead.html).toMatch(new RegExp(`<option value="${sam.id}"[^>]*>Sam Patel</option>`));
  const [told] = (await emailsTo(sam.email, "desk.assigned")).filter((email) => email.leadId === id);
  expect(told?.text).toContain("Ana María Ruiz gave you this lead.");
  expect(told?.text).toContain("A lead for you, Sam Patel");
});

test("a person without an owner whose leads have one says who owns them", async () => {
  const id = await storeLead(db(), { name: "Otto Owned", email: "otto@lead-owner.example" });
  await ana.as.postJson(`/api/admin/leads/${id}`, { status: "new", owner: lee.id });
  const [lead] = await db().select({ contactId: leads.contactId }).from(leads).where(eq(leads.id, id));
  const contactId = lead?.contactId ?? "";
  const page = await renderAdminPage(h, ana.email, contactPage, `/admin/contacts/${contactId}`, {
    params: { id: contactId },
  });
  expect(page.text).toContain("Leads owned by Lee Wong");
  expect(page.text).not.toContain("No owner");
  const list = (await (await ana.as.get("/api/admin/contacts?q=otto%40lead-owner.example")).json()) as {
    rows: Array<{ ownerName: string; leadOwners: Array<string> }>;
  };
  expect(list.rows[0]).toMatchObject({ ownerName: "", leadOwners: ["Lee Wong"] });
});

test("a booking's email to the team names the lead's owner and says where it came from", async () => {
  await takesLeads(lee, true);
  const reply = await h.postJson(
    "/api/appointments/schedule",
    appointmentBody(takeSlot(), { email: `booked-${randomUUID()}@attributed.example` }),
    { "x-forwarded-for": freshIp() },
  );
  expect(reply.status).toBe(201);
  const [lead] = await db()
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.type, "appointment"), eq(leads.ownerId, lee.id)));
  const [sales] = await db()
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.leadId, lead?.id ?? ""), eq(outboxEmails.kind, "appointment.sales")));
  expect(sales?.text).toContain("Owner: Lee Wong <lee.wong@assign.example>");
  expect(sales?.text).toContain("Source: Unknown: no visit matched this lead");
  const told = (await emailsTo(lee.email, "desk.assigned")).filter((row) => row.leadId === lead?.id);
  expect(told.map((row) => row.subject)).toEqual(["A lead for you: Appointment: Priya Sharma, Sharma Analytics"]);
});
