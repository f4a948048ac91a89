import { expect, test } from "vitest";
import { leadKinds } from "#app/lib/leads/lead-kinds";
import { searchDesk } from "#server/services/admin/desk-search";
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
    expect(words.leads[0]?.excerpt).toContain("\u0002lakehouse\u0003");

    for (const fieldName of ["company", "headcount", "category"]) {
      const found = await searchDesk(db, fieldName);
      expect([found.contacts, found.companies, found.leads].flat(), fieldName).toEqual([]);
    }
  });
}
