import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, expect, test } from "vitest";
import { leadPageLoader as leadPage } from "#app/modules/desk/ui";
import { adminFormDrafts, adminUsers } from "#server/db/schema";
import { createStaff, signInAs, testClock } from "#tests/support/admin";
import { renderAdminPage } from "#tests/support/admin-pages";
import { testOrigin, useApiHarness } from "#tests/support/api-app";
import { freshIp, panelQuestionBody } from "#tests/support/leads";

// A form posted to the admin API after its session ended is kept for that staff member only
// (docs/product.md#admin-pages): nothing a stranger posts is stored.
const clock = testClock();
const h = useApiHarness({ clock: clock.now, env: { RATE_LIMIT_PER_MINUTE: "100000" } });
const minute = 60_000;
let leadId = "";
let leadPath = "";
let anna = "";
let ben = "";

beforeAll(async () => {
  const response = await h.postJson("/api/qa/submit", panelQuestionBody(), { "x-forwarded-for": freshIp() });
  leadId = ((await response.json()) as { id: string }).id;
  leadPath = `/admin/leads/questions/${leadId}`;
  anna = await createStaff(h.database.db);
  ben = await createStaff(h.database.db);
});
beforeEach(async () => {
  clock.set(new Date());
  await h.database.db.delete(adminFormDrafts);
});

/** The lead page's form as a browser posts it, with whatever cookie the browser holds. */
function postLeadForm(cookie: string | null, fields: Record<string, string> = {}) {
  return h.request(`/api/admin/leads/${leadId}`, {
    method: "POST",
    headers: {
      ...(cookie ? { cookie } : {}),
      origin: testOrigin,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      status: "new",
      note: "Call back on Tuesday",
      returnTo: leadPath,
      ...fields,
    }).toString(),
  });
}

async function draftRows() {
  return h.database.db.select().from(adminFormDrafts);
}

async function userIdOf(email: string): Promise<string> {
  const [row] = await h.database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
  return row?.id ?? "";
}

/** The lead page as `email` gets it (its loader, as the server renders it), with the address's query. */
async function leadPageAs(email: string, search: string): Promise<string> {
  const page = await renderAdminPage(h, email, leadPage, `${leadPath}${search}`, {
    params: { kind: "questions", id: leadId },
    clock: clock.now,
  });
  expect(page.status).toBe(200);
  return page.html;
}

/** A session that ended while its page was open: signed in, then idle past 30 minutes. */
async function endedSessionOf(email: string): Promise<string> {
  const cookie = await signInAs(h, email);
  clock.advance(31 * minute);
  return cookie;
}

test("an anonymous form post goes to sign-in and stores nothing", async () => {
  for (let i = 0; i < 20; i++) {
    const response = await postLeadForm(null, { note: `${"x".repeat(30_000)} ${i}` });
    expect(response.status).toBe(303);
    // The sign-in page promises nothing that was not kept.
    expect(response.headers.get("location")).toMatch(/^\/admin\/login\?next=.*&notice=sign-in-to-redo$/);
  }
  expect(await draftRows()).toHaveLength(0);
});

test("a forged session cookie and a signed-out session store nothing", async () => {
  const forged = `__Host-admin-session=${randomBytes(32).toString("base64url")}`;
  expect((await postLeadForm(forged)).status).toBe(303);
  const cookie = await signInAs(h, anna);
  const signOut = await h.request("/admin/logout", {
    method: "POST",
    headers: { cookie, origin: testOrigin, "content-type": "application/x-www-form-urlencoded" },
  });
  expect(signOut.status).toBe(303);
  expect((await postLeadForm(cookie)).status).toBe(303);
  expect(await draftRows()).toHaveLength(0);
});

test("a session that ended keeps what was typed for its staff member, shown again to them only", async () => {
  const cookie = await endedSessionOf(anna);
  const response = await postLeadForm(cookie, { note: "Budget confirmed by phone" });
  expect(response.status).toBe(303);
  const signIn = new URL(response.headers.get("location") ?? "", testOrigin).searchParams;
  expect(signIn.get("notice")).toBe("sign-in-to-save");
  const next = signIn.get("next") ?? "";
  expect(next).toMatch(new RegExp(`^${leadPath}\\?draft=`));
  const rows = await draftRows();
  expect(rows).toHaveLength(1);
  expect(rows[0]?.userId).toBe(await userIdOf(anna));

  const search = new URL(next, testOrigin).search;
  const forAnna = await leadPageAs(anna, search);
  expect(forAnna).toContain("Budget confirmed by phone");
  expect(forAnna).toContain("What you wrote is below");
  const forBen = await leadPageAs(ben, search);
  expect(forBen).not.toContain("Budget confirmed by phone");
  expect(forBen).not.toContain("What you wrote is below");
});

test("a session that ended long ago no longer keeps drafts", async () => {
  const cookie = await endedSessionOf(anna);
  clock.advance(13 * 60 * minute);
  expect((await postLeadForm(cookie)).status).toBe(303);
  expect(await draftRows()).toHaveLength(0);
});

test("drafts are capped in size and in number per staff member, the newest kept", async () => {
  const cookie = await endedSessionOf(anna);
  for (let i = 0; i < 150; i++) {
    clock.advance(10);
    const response = await postLeadForm(cookie, {
      note: `${i} ${"n".repeat(20_000)}`,
      lostNote: "l".repeat(20_000),
      followUpTask: "t".repeat(20_000),
      status: "s".repeat(20_000),
      returnTo: `${leadPath}?${"q".repeat(20_000)}`,
    });
    expect(response.status).toBe(303);
  }
  const rows = await draftRows();
  expect(rows).toHaveLength(10);
  const kept = rows.map((row) => Number((row.fields as { note?: string }).note?.split(" ")[0])).sort((a, b) => a - b);
  expect(kept).toEqual([140, 141, 142, 143, 144, 145, 146, 147, 148, 149]);
  const { rows: size } = (await h.database.db.execute(
    sql`select sum(length(fields::text) + length(return_to))::int as chars from admin_form_drafts`,
  )) as unknown as { rows: Array<{ chars: number }> };
  expect(size[0]?.chars).toBeLessThan(10 * 6_000);
  // The cut draft still comes back on its page.
  const restored = await leadPageAs(anna, `?draft=${rows[0]?.id}`);
  expect(restored).toContain("What you wrote is below");
});
