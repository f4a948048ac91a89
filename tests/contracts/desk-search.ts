import { randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { leadKinds } from "#app/lib/leads/lead-kinds";
import { parseLeadListQuery } from "#app/schemas/admin";
import { searchDesk, listLeads, listContacts } from "#app/modules/desk/server";
import { eq } from "drizzle-orm";
import { searchPageLoader as searchPage } from "#app/modules/desk/ui";
import { leads } from "#server/db/schema";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { storeLead } from "#tests/support/admin-leads";
import { renderAdminPage } from "#tests/support/admin-pages";
import type { ApiHarness } from "#tests/support/api-app";
import { freshIp, talentRequestBody } from "#tests/support/leads";

/** The desk's one search box, on either database: values only, ranked, typos in names forgiven. */
export function deskSearchContract(harnessOf: () => ApiHarness): void {
  const post = (body: unknown) =>
    harnessOf().postJson(leadKinds["talent-request"].form.endpoint, body, { "x-forwarded-for": freshIp() });

  test("a misspelt company finds it and its people; a field's name finds nothing; matches are marked", async () => {
    const db = harnessOf().database.db;
    await post(
      talentRequestBody({
        name: "Marguerite Okonkwo",
        email: "marguerite@heliotrope.example",
        company: "Heliotrope Analytics",
        message: "We need two data engineers for a lakehouse migration.",
      }),
    );
    await post(talentRequestBody({ name: "Saul Brandt", email: "saul@other-firm.example", company: "Brandt Freight" }));

    const typo = await searchDesk(db, "Heliotrop Analytcs");
    expect(typo.companies.map((company) => company.name)).toContain("Heliotrope Analytics");
    expect(typo.contacts.map((contact) => contact.email)).toContain("marguerite@heliotrope.example");

    const name = await searchDesk(db, "Margerite");
    expect(name.contacts.map((contact) => contact.email)).toContain("marguerite@heliotrope.example");

    const words = await searchDesk(db, "lakehouse migration");
    expect(words.leads.map((lead) => lead.name)).toEqual(["Marguerite Okonkwo"]);
    expect(words.leads[0]?.excerpt).toContainEqual({ text: "lakehouse", match: true });

    for (const fieldName of ["company", "headcount", "category"]) {
      const found = await searchDesk(db, fieldName);
      expect([found.contacts, found.companies, found.leads].flat(), fieldName).toEqual([]);
    }
  });

  test("one search everywhere: a misspelt company or name finds the same people and leads in the inbox, the contacts, the global search and the API", async () => {
    const h = harnessOf();
    const db = h.database.db;
    await post(
      talentRequestBody({
        name: "Tamsin Achterberg",
        email: "tamsin@ironwood-logistics.example",
        company: "Ironwood Logistics",
        message: "Two analysts for our 50% off_season planning.",
      }),
    );
    await post(talentRequestBody({ name: "Quentin Faulk", email: "quentin@other.example", company: "Faulk Freight" }));
    const staff = asStaff(h, await signInAs(h, await createStaff(db)));
    const viewer = { staffId: randomUUID(), timeZone: "UTC", now: new Date() };

    const tamsin = "tamsin@ironwood-logistics.example";
    const inbox = async (typed: string) =>
      (await listLeads(db, parseLeadListQuery(new URLSearchParams({ q: typed })), viewer)).rows.map((row) => row.email);
    const apiLeads = async (typed: string) =>
      (
        (await (await staff.get(`/api/admin/leads?q=${encodeURIComponent(typed)}`)).json()) as {
          leads: Array<{ email: string }>;
        }
      ).leads.map((lead) => lead.email);
    const apiContacts = async (typed: string) =>
      (
        (await (await staff.get(`/api/admin/contacts?q=${encodeURIComponent(typed)}`)).json()) as {
          rows: Array<{ email: string }>;
        }
      ).rows.map((row) => row.email);

    // A person, by their name, company or address, typos forgiven: in each of the four places.
    for (const typed of ["Ironwod", "ironwood logistcs", "Achterburg", "Tamsin", "tamsin@ironwood", "chterb"]) {
      expect(await inbox(typed), `inbox: ${typed}`).toEqual([tamsin]);
      expect(await apiLeads(typed), `API leads: ${typed}`).toEqual([tamsin]);
      expect(
        (await listContacts(db, typed, 1)).rows.map((row) => row.email),
        `contacts: ${typed}`,
      ).toEqual([tamsin]);
      expect(await apiContacts(typed), `API contacts: ${typed}`).toEqual([tamsin]);
      const everywhere = await searchDesk(db, typed);
      expect(
        everywhere.contacts.map((contact) => contact.email),
        `search page, people: ${typed}`,
      ).toEqual([tamsin]);
      expect(
        everywhere.leads.map((lead) => lead.name),
        `search page, leads: ${typed}`,
      ).toEqual(["Tamsin Achterberg"]);
    }
    // What a lead says, by its words or any part of it, % and _ as typed: leads only, people are found by who they are.
    for (const typed of ["analysts planning", "50% off_"]) {
      expect(await inbox(typed), `inbox: ${typed}`).toEqual([tamsin]);
      expect(await apiLeads(typed), `API leads: ${typed}`).toEqual([tamsin]);
      expect(
        (await searchDesk(db, typed)).leads.map((lead) => lead.name),
        `search page: ${typed}`,
      ).toEqual(["Tamsin Achterberg"]);
      expect(await apiContacts(typed), `API contacts: ${typed}`).toEqual([]);
    }
    // Field names still find nothing anywhere.
    expect((await listLeads(db, parseLeadListQuery(new URLSearchParams({ q: "headcount" })), viewer)).rows).toEqual([]);
    expect((await listContacts(db, "headcount", 1)).rows).toEqual([]);
  });

  test("control characters in a lead's text are not indexed, and cannot fake a match's marks on the search page", async () => {
    const h = harnessOf();
    const db = h.database.db;
    const id = await storeLead(db, {
      type: "talent-request",
      name: "Wren\u0007Halloway",
      email: "wren@marks.example",
      payload: {
        company: "Marks\u0002Inc\u0003",
        message: "We run a \u0002forged\u0003 mark\tand a quarry-tile\nroof.",
      },
    });
    const [stored] = await db.select({ text: leads.searchText }).from(leads).where(eq(leads.id, id));
    expect(stored?.text).not.toMatch(/(?![\t\n])\p{Cc}/u);
    expect(stored?.text).toContain("mark\tand a quarry-tile\nroof");
    // The control character parted the words: each is found on its own.
    expect((await searchDesk(db, "Halloway")).leads.map((lead) => lead.name)).toEqual(["Wren\u0007Halloway"]);

    const staffEmail = await createStaff(db);
    const page = await renderAdminPage(h, staffEmail, searchPage, "/admin/search?q=quarry");
    const marked = [...page.html.matchAll(/<mark[^>]*>([^<]*)<\/mark>/g)].map((match) => match[1]);
    expect(marked).toEqual(["quarry"]);
    expect(page.html.includes("\u0002") || page.html.includes("\u0003")).toBe(false);
  });
}
