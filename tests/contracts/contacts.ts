import { eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { leadKinds } from "#app/lib/leads/lead-kinds";
import { rowsOf } from "#server/db/client";
import { companies, contacts, leads } from "#server/db/schema";
import { attachContactsToEarlierLeads } from "#app/modules/leads/server";
import type { ApiHarness } from "#tests/support/api-app";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { aiInterviewBody, freshIp, talentRequestBody } from "#tests/support/leads";

/** Contacts and companies, on either database: one per address, made in the lead's transaction. */
const interview = leadKinds["ai-interview"].form.endpoint;
const talentRequests = leadKinds["talent-request"].form.endpoint;

export function contactsContract(harnessOf: () => ApiHarness): void {
  const post = (path: string, body: unknown) => harnessOf().postJson(path, body, { "x-forwarded-for": freshIp() });

  async function contactOf(email: string) {
    const { db } = harnessOf().database;
    const [row] = await db
      .select({ id: contacts.id, email: contacts.email, name: contacts.name, company: companies.name })
      .from(contacts)
      .leftJoin(companies, eq(companies.id, contacts.companyId))
      .where(eq(contacts.emailKey, email.toLowerCase()));
    return row;
  }

  async function leadsOfContact(id: string): Promise<number> {
    const [row] = await harnessOf()
      .database.db.select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(eq(leads.contactId, id));
    return row?.n ?? 0;
  }

  test("50 leads at once from one address, in mixed case, make one contact holding all 50", async () => {
    const spellings = ["Wren.Okafor@Contact.example", "wren.okafor@contact.example", "WREN.OKAFOR@CONTACT.EXAMPLE"];
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(interview, aiInterviewBody({ email: spellings[i % 3], name: "Wren Okafor" })),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(50).fill(201));
    const rows = rowsOf<{ n: number }>(
      await harnessOf().database.db.execute(
        sql`select count(*)::int as n from contacts where email_key = 'wren.okafor@contact.example'`,
      ),
    );
    expect(rows[0]?.n).toBe(1);
    const contact = await contactOf("wren.okafor@contact.example");
    expect(contact?.name).toBe("Wren Okafor");
    expect(await leadsOfContact(contact!.id)).toBe(50);
  });

  test("a tagged address (plus-addressing) is a contact of its own", async () => {
    await post(interview, aiInterviewBody({ email: "ines@tagged.example" }));
    await post(interview, aiInterviewBody({ email: "ines+events@tagged.example" }));
    const plain = await contactOf("ines@tagged.example");
    const tagged = await contactOf("ines+events@tagged.example");
    expect(plain && tagged && plain.id !== tagged.id).toBe(true);
  });

  test("the company is the one the form named, else the work address's domain, never a mail provider", async () => {
    await post(interview, aiInterviewBody({ email: "omar@lattice-works.example" }));
    expect((await contactOf("omar@lattice-works.example"))?.company).toBe("lattice-works.example");
    await post(talentRequests, talentRequestBody({ email: "omar@lattice-works.example", company: "Lattice Works" }));
    expect((await contactOf("omar@lattice-works.example"))?.company).toBe("Lattice Works");
    // A later lead without a company does not take the named one away.
    await post(interview, aiInterviewBody({ email: "omar@lattice-works.example" }));
    expect((await contactOf("omar@lattice-works.example"))?.company).toBe("Lattice Works");

    await post(interview, aiInterviewBody({ email: "priya.n@gmail.com" }));
    expect((await contactOf("priya.n@gmail.com"))?.company).toBeNull();
    // Two people naming one company, in any case, share its record.
    await post(talentRequests, talentRequestBody({ email: "ada@lattice-works.example", company: "LATTICE  works" }));
    const [shared] = rowsOf<{ n: number }>(
      await harnessOf().database.db.execute(
        sql`select count(distinct company_id)::int as n from contacts where email_key like '%@lattice-works.example'`,
      ),
    );
    expect(shared?.n).toBe(1);
  });

  test("spam makes no contact", async () => {
    await post(interview, aiInterviewBody({ email: "bot@spam-contact.example", website: "http://x" }));
    expect(await contactOf("bot@spam-contact.example")).toBeUndefined();
  });

  test("two contacts merged and the merge undone: leads follow, and each contact has its own again", async () => {
    const h = harnessOf();
    const staff = asStaff(h, await signInAs(h, await createStaff(h.database.db)));
    await post(interview, aiInterviewBody({ email: "kim@merge-a.example", name: "Kim Ode" }));
    await post(interview, aiInterviewBody({ email: "kim@merge-a.example", name: "Kim Ode" }));
    await post(interview, aiInterviewBody({ email: "kim.home@merge-b.example", name: "Kim O." }));
    const kept = (await contactOf("kim@merge-a.example"))!;
    const merged = (await contactOf("kim.home@merge-b.example"))!;

    const reply = await staff.postJson(`/api/admin/contacts/${merged.id}/merge`, { into: "KIM@merge-a.example" });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ kept: kept.id });
    expect([await leadsOfContact(kept.id), await leadsOfContact(merged.id)]).toEqual([3, 0]);
    // A new lead from the merged address joins the person it was merged into.
    await post(interview, aiInterviewBody({ email: "kim.home@merge-b.example", name: "Kim O." }));
    expect(await leadsOfContact(kept.id)).toBe(4);

    expect((await staff.postJson(`/api/admin/contacts/${kept.id}/merge`, { into: kept.id })).status).toBe(409);
    expect(
      (await staff.postJson(`/api/admin/contacts/${kept.id}/merge`, { into: "nobody@merge.example" })).status,
    ).toBe(404);

    const undone = await staff.postJson(`/api/admin/contacts/${merged.id}/unmerge`, {});
    expect(undone.status).toBe(200);
    expect([await leadsOfContact(kept.id), await leadsOfContact(merged.id)]).toEqual([2, 2]);
    expect((await staff.postJson(`/api/admin/contacts/${merged.id}/unmerge`, {})).status).toBe(409);
    const timeline = rowsOf<{ action: string }>(
      await h.database.db.execute(
        sql`select action from audit_events where subject = ${`contact:${merged.id}`} order by at, action`,
      ),
    );
    expect(timeline.map((row) => row.action)).toEqual(["contact.merged", "contact.unmerged"]);
  });

  test("leads stored before contacts existed get theirs when the server starts", async () => {
    const { db } = harnessOf().database;
    await db.insert(leads).values({
      type: "ai-interview",
      name: "Early Bird",
      email: "early@before-contacts.example",
      payload: { name: "Early Bird", email: "early@before-contacts.example" },
    });
    expect(await attachContactsToEarlierLeads(db)).toBe(1);
    const contact = await contactOf("early@before-contacts.example");
    expect(await leadsOfContact(contact!.id)).toBe(1);
    expect(await attachContactsToEarlierLeads(db)).toBe(0);
  });
}
