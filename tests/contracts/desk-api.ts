import { eq } from "drizzle-orm";
import { expect, test, vi } from "vitest";
import { adminUsers, auditEvents } from "#server/db/schema";
import { createApiToken } from "#app/modules/staff/server";
import type { ApiHarness } from "#tests/support/api-app";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { storeLead } from "#tests/support/admin-leads";

/** The JSON API for integrations and its tokens, on either database. */
export function deskApiContract(harnessOf: () => ApiHarness): void {
  async function staffMember() {
    const h = harnessOf();
    const email = await createStaff(h.database.db);
    const [row] = await h.database.db.select().from(adminUsers).where(eq(adminUsers.email, email));
    return { userId: row!.id, email, sessionId: "test" };
  }

  const bearer = (token: string, init: RequestInit = {}) => ({
    ...init,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...(init.headers ?? {}) },
  });

  test("a read-only token reads but cannot PATCH; a read-write one can; a revoked one is refused", async () => {
    const h = harnessOf();
    const staff = await staffMember();
    const id = await storeLead(h.database.db, { name: "Tamsin Cole", email: "tamsin@tokens.example" });
    const read = await createApiToken(h.database.db, staff, "Reporting", "read", new Date());
    const write = await createApiToken(h.database.db, staff, "CRM sync", "write", new Date());

    const listed = await h.request("/api/admin/leads?q=tokens.example", bearer(read.token));
    expect(listed.status).toBe(200);
    const { leads } = (await listed.json()) as { leads: Array<{ id: string; stage: string }> };
    expect(leads.map((lead) => lead.id)).toEqual([id]);

    const patch = (token: string) =>
      h.request(
        `/api/admin/leads/${id}`,
        bearer(token, { method: "PATCH", body: JSON.stringify({ stage: "qualified" }) }),
      );
    const refused = await patch(read.token);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "This API token can only read. Use a read-write token to make changes.",
    );
    const changed = await patch(write.token);
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { stage: string }).stage).toBe("qualified");
    const [entry] = await h.database.db.select().from(auditEvents).where(eq(auditEvents.leadId, id));
    expect([entry?.action, entry?.actorEmail]).toEqual(["lead.status", staff.email]);

    // Revoked from the admin (a session of the same member of staff): refused from then on.
    const session = asStaff(h, await signInAs(h, staff.email));
    expect((await session.postJson(`/api/admin/tokens/${write.id}/revoke`, {})).status).toBe(200);
    const revoked = await patch(write.token);
    expect(revoked.status).toBe(401);
    expect(((await revoked.json()) as { message: string }).message).toBe("That API token is not valid.");
  });

  test("a stranger's token, in our format or any other, is refused the same way, after the same look-up", async () => {
    const h = harnessOf();
    const forms = {
      ours: `sdk_${"A".repeat(43)}`,
      other: "ghp_0123456789abcdefghijklmnopqrstuvwxyz",
      garbage: "%%%",
    };
    const replies = await Promise.all(
      Object.values(forms).map(async (token) => {
        const reply = await h.request("/api/admin/leads", bearer(token));
        return [reply.status, await reply.json()];
      }),
    );
    expect(new Set(replies.map((reply) => JSON.stringify(reply))).size).toBe(1);
    expect(replies[0]?.[0]).toBe(401);

    // Every token is hashed and looked up alike, whatever its form: a token refused before its
    // look-up would answer sooner and tell a guesser which form is ours. Counted as the database
    // reads each refusal made, not timed, so a busy machine cannot decide it.
    const reads = vi.spyOn(h.database.db, "select");
    const readsFor = async (token: string) => {
      reads.mockClear();
      await h.request("/api/admin/leads", bearer(token));
      return reads.mock.calls.length;
    };
    try {
      const ours = await readsFor(forms.ours);
      expect(ours).toBeGreaterThan(0);
      expect(await readsFor(forms.other)).toBe(ours);
      expect(await readsFor(forms.garbage)).toBe(ours);
    } finally {
      reads.mockRestore();
    }
  });

  test("the leads call pages with a cursor that holds while new leads arrive; a made-up cursor is refused", async () => {
    const h = harnessOf();
    const staff = await staffMember();
    const { token } = await createApiToken(h.database.db, staff, "Export", "read", new Date());
    const base = new Date("2026-05-01T09:00:00Z").getTime();
    for (let i = 0; i < 7; i++)
      await storeLead(h.database.db, {
        name: `Cursor ${i}`,
        email: `cursor${i}@pages.example`,
        receivedAt: new Date(base + i * 60_000),
      });
    const seen: Array<string> = [];
    let cursor = "";
    for (let page = 0; page < 5; page++) {
      const reply = await h.request(
        `/api/admin/leads?q=pages.example&limit=3${cursor ? `&cursor=${cursor}` : ""}`,
        bearer(token),
      );
      const body = (await reply.json()) as { leads: Array<{ email: string }>; nextCursor: string | null };
      seen.push(...body.leads.map((lead) => lead.email));
      // A lead arriving mid-way is newer than every page: it never pushes one along.
      if (page === 0) await storeLead(h.database.db, { name: "Late", email: "late@pages.example" });
      if (!body.nextCursor) break;
      cursor = body.nextCursor;
    }
    expect(seen).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => `cursor${i}@pages.example`));
    expect((await h.request("/api/admin/leads?cursor=bm9wZQ", bearer(token))).status).toBe(400);
  });

  test("a limit, cursor, page or search the lists cannot use is a 400 naming it, never the first page", async () => {
    const h = harnessOf();
    const staff = await staffMember();
    const { token } = await createApiToken(h.database.db, staff, "Lists", "read", new Date());
    const refused = async (path: string, field: string, message: string) => {
      const reply = await h.request(path, bearer(token));
      expect(reply.status, path).toBe(400);
      const body = (await reply.json()) as { message: string; errors?: Record<string, Array<string>> };
      expect(body.errors?.[field], path).toEqual([message]);
    };
    const limitMessage = "Give limit as a whole number from 1 to 100.";
    for (const limit of ["1000000", "0", "-1", "2.5", "ten"]) {
      await refused(`/api/admin/leads?limit=${limit}`, "limit", limitMessage);
    }
    await refused(
      `/api/admin/leads?cursor=${"A".repeat(201)}`,
      "cursor",
      "That cursor is not one this API gave out. Start again without it.",
    );
    await refused(
      "/api/admin/leads?cursor=bm9wZQ",
      "cursor",
      "That cursor is not one this API gave out. Start again without it.",
    );
    for (const page of ["0", "-3", "two", "1.5"]) {
      await refused(`/api/admin/contacts?page=${page}`, "page", "Give page as a whole number from 1.");
    }
    await refused(`/api/admin/contacts?q=${"x".repeat(201)}`, "q", "Search for at most 200 characters.");
    // Left out or empty, each is its default.
    expect((await h.request("/api/admin/leads?limit=&cursor=", bearer(token))).status).toBe(200);
    expect((await h.request("/api/admin/contacts?page=", bearer(token))).status).toBe(200);
  });

  test("contacts: searched by name, address or company, and one with its leads and timeline", async () => {
    const h = harnessOf();
    const staff = await staffMember();
    const { token } = await createApiToken(h.database.db, staff, "Contacts", "read", new Date());
    await storeLead(h.database.db, {
      name: "Quinn Adeyemi",
      email: "quinn@contacts-api.example",
      payload: { company: "Verbena Labs" },
    });
    const found = (await (await h.request("/api/admin/contacts?q=verbena", bearer(token))).json()) as {
      rows: Array<{ id: string; email: string; company: string }>;
    };
    expect(found.rows.map((row) => [row.email, row.company])).toEqual([["quinn@contacts-api.example", "Verbena Labs"]]);
    const contact = (await (await h.request(`/api/admin/contacts/${found.rows[0]!.id}`, bearer(token))).json()) as {
      leads: Array<unknown>;
      timeline: Array<{ type: string }>;
    };
    expect(contact.leads).toHaveLength(1);
    expect(contact.timeline.map((item) => item.type)).toContain("lead");
    expect((await h.request("/api/admin/contacts/00000000-0000-4000-8000-000000000000", bearer(token))).status).toBe(
      404,
    );
  });
}
