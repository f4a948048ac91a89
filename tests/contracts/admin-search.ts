import { randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { leadKindByType } from "#app/lib/leads/lead-kinds";
import { parseLeadListQuery } from "#app/schemas/admin";
import { listLeads } from "#app/modules/desk/server";
import type { ApiHarness } from "#tests/support/api-app";
import { appointmentBody, takeSlot } from "#tests/support/bookings";
import { freshIp, talentRequestBody } from "#tests/support/leads";

/** The admin search, on either database: it finds what a lead says, never the names of its fields. */
export function adminSearchContract(harnessOf: () => ApiHarness): void {
  async function search(type: string, q: string): Promise<Array<string>> {
    const h = harnessOf();
    const kind = leadKindByType(type);
    if (!kind) throw new Error(`no lead kind ${type}`);
    const query = parseLeadListQuery(new URLSearchParams({ q, kind: kind.slug }));
    const list = await listLeads(h.database.db, query, { staffId: randomUUID(), timeZone: "UTC", now: new Date() });
    return list.rows.map((row) => row.email);
  }

  test("search matches the values a lead holds, not its field names", async () => {
    const h = harnessOf();
    const post = (path: string, body: unknown) => h.postJson(path, body, { "x-forwarded-for": freshIp() });
    await post(
      "/api/talent-requests",
      talentRequestBody({ email: "kestrel@search.example", company: "Kestrel Analytics" }),
    );
    await post("/api/talent-requests", talentRequestBody({ email: "heron@search.example", company: "Heron Freight" }));
    await post("/api/appointments/schedule", appointmentBody(takeSlot(), { email: "finch@search.example" }));

    expect(await search("talent-request", "kestrel analytics")).toEqual(["kestrel@search.example"]);
    expect(await search("talent-request", "Heron")).toEqual(["heron@search.example"]);
    // Field names are in every payload; they find nothing.
    expect(await search("talent-request", "company")).toEqual([]);
    expect(await search("talent-request", "headcount")).toEqual([]);
    expect(await search("appointment", "bookingId")).toEqual([]);
    expect(await search("appointment", "finch")).toEqual(["finch@search.example"]);
    // A choice is found by the words the form showed for it, not only by its stored value.
    expect((await search("talent-request", "data scientists")).sort()).toEqual([
      "heron@search.example",
      "kestrel@search.example",
    ]);
  });
}
