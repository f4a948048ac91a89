import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, expect, test } from "vitest";
import * as accountPage from "#app/modules/staff/desk/account";
import * as loginPage from "#app/modules/staff/desk/login";
import * as tokensPage from "#app/modules/staff/desk/tokens";
import { rowsOf } from "#server/db/client";
import { adminUsers, apiTokens } from "#server/db/schema";
import { asStaff, createStaff, sessionCookieOf, signInAs, staffPassword, testClock } from "#tests/support/admin";
import { visibleText } from "#tests/support/admin-pages";
import { testOrigin, useApiHarness } from "#tests/support/api-app";
import { deskPages, flashOf } from "#tests/support/desk-pages";

// A desk page's forms post to the page itself (docs/admin.md#what-a-form-answers): done, the page
// again with the sentence once; refused, the page with the sentence and what was typed.
const clock = testClock();
const h = useApiHarness({
  clock: clock.now,
  env: { RATE_LIMIT_PER_MINUTE: "100000" },
  pages: deskPages({ "/admin/account": accountPage, "/admin/tokens": tokensPage, "/admin/login": loginPage }),
});
const saved = "Your name is saved: colleagues see it from now on.";
let anna = "";

beforeAll(async () => {
  anna = await createStaff(h.database.db);
});
beforeEach(() => clock.set(new Date()));

async function nameOf(email: string): Promise<string> {
  const [row] = await h.database.db
    .select({ name: adminUsers.displayName })
    .from(adminUsers)
    .where(eq(adminUsers.email, email));
  return row?.name ?? "";
}

test("a saved name answers 303 with the flash, and the page shows the sentence once", async () => {
  const cookie = await signInAs(h, anna);
  const posted = await asStaff(h, cookie).postForm("/admin/account", { intent: "rename", displayName: "Anna Berg" });
  expect(posted.status).toBe(303);
  expect(posted.headers.get("location")).toBe("/admin/account");
  const flash = flashOf(posted);
  expect(flash).toMatch(/^admin-flash=.+/);
  expect(posted.headers.getSetCookie().find((c) => c.startsWith("admin-flash="))).toMatch(/HttpOnly; SameSite=Lax/);
  expect(await nameOf(anna)).toBe("Anna Berg");

  const first = await h.request("/admin/account", { headers: { cookie: `${cookie}; ${flash}` } });
  expect(first.status).toBe(200);
  expect(visibleText(await first.text())).toContain(saved);
  expect(flashOf(first)).toBe("admin-flash=");

  const second = await h.request("/admin/account", { headers: { cookie: `${cookie}; admin-flash=` } });
  expect(visibleText(await second.text())).not.toContain(saved);
});

test("a refused name answers the page with 400, the sentence and what was typed", async () => {
  const cookie = await signInAs(h, anna);
  const typed = "A name far too long ".repeat(6);
  const posted = await asStaff(h, cookie).postForm("/admin/account", { intent: "rename", displayName: typed });
  expect(posted.status).toBe(400);
  const html = await posted.text();
  expect(visibleText(html)).toContain("Give your name on one line, 1 to 80 characters.");
  expect(html).toContain(`value="${typed}"`);
  expect(flashOf(posted)).toBeNull();
});

test("an intent the page does not have is a 400 with a sentence", async () => {
  const cookie = await signInAs(h, anna);
  const posted = await asStaff(h, cookie).postForm("/admin/account", { intent: "delete-everything" });
  expect(posted.status).toBe(400);
  expect(visibleText(await posted.text())).toContain("This page does not know that action, so nothing was changed.");
});

test("a post to a page from another site is refused with 403", async () => {
  const cookie = await signInAs(h, anna);
  const posted = await h.request("/admin/account", {
    method: "POST",
    headers: { cookie, origin: "https://elsewhere.example", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "rename", displayName: "Mallory" }).toString(),
  });
  expect(posted.status).toBe(403);
  expect(await nameOf(anna)).not.toBe("Mallory");
});

test("a flash cookie our server did not sign shows nothing", async () => {
  const cookie = await signInAs(h, anna);
  const payload = Buffer.from(JSON.stringify([Date.now() + 60_000, "Your account was closed."])).toString("base64url");
  const page = await h.request("/admin/account", {
    headers: { cookie: `${cookie}; admin-flash=${payload}.forged` },
  });
  expect(page.status).toBe(200);
  expect(visibleText(await page.text())).not.toContain("Your account was closed.");
});

test("a form posted after the session ended answers the sign-in page carrying it, and one click after signing in saves it", async () => {
  const email = await createStaff(h.database.db);
  const cookie = await signInAs(h, email);
  const before = await nameOf(email);
  clock.advance(31 * 60_000);
  const typed = "Bea <b>Quist</b> & Co";
  const posted = await asStaff(h, cookie).postForm("/admin/account", { intent: "rename", displayName: typed });
  expect(posted.status).toBe(401);
  const signIn = await posted.text();
  expect(visibleText(signIn)).toContain("Your session ended before that could be saved, so nothing was changed.");
  expect(signIn).toContain('type="hidden" name="carried:displayName" value="Bea &lt;b&gt;Quist&lt;/b&gt; &amp; Co"');
  expect(signIn).toContain('name="next" value="/admin/account"');
  expect(await nameOf(email)).toBe(before);

  const signedIn = await h.request("/admin/login", {
    method: "POST",
    headers: { origin: testOrigin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      email,
      password: staffPassword,
      next: "/admin/account",
      "carried:intent": "rename",
      "carried:displayName": typed,
    }).toString(),
  });
  expect(signedIn.status).toBe(200);
  const fresh = sessionCookieOf(signedIn);
  expect(fresh).not.toBeNull();
  const confirm = await signedIn.text();
  expect(visibleText(confirm)).toContain("it has not been saved yet");
  expect(visibleText(confirm)).toContain(`Display name ${typed}`);
  expect(visibleText(confirm)).not.toContain("displayName");
  expect(confirm).not.toContain("<b>Quist");
  expect(confirm).toContain('action="/admin/account"');
  expect(confirm).toContain('type="hidden" name="displayName" value="Bea &lt;b&gt;Quist&lt;/b&gt; &amp; Co"');
  expect(await nameOf(email)).toBe(before);

  const save = await asStaff(h, fresh!).postForm("/admin/account", { intent: "rename", displayName: typed });
  expect(save.status).toBe(303);
  expect(await nameOf(email)).toBe(typed);
});

/** How many rows each table of the database holds, by table name. */
async function rowsPerTable(): Promise<Record<string, number>> {
  const { db } = h.database;
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from "${name}"`)));
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

test("a form posted with no live session stores nothing: a page answers the sign-in page carrying it, the admin API its 401", async () => {
  const ended = await signInAs(h, await createStaff(h.database.db));
  clock.advance(31 * 60_000);
  const forged = `__Host-admin-session=${randomBytes(32).toString("base64url")}`;
  const before = await rowsPerTable();
  for (const cookie of [null, forged, ended]) {
    const headers = {
      ...(cookie ? { cookie } : {}),
      origin: testOrigin,
      "content-type": "application/x-www-form-urlencoded",
    };
    const body = new URLSearchParams({ intent: "rename", displayName: "Typed while away", returnTo: "/admin" });
    const page = await h.request("/admin/account", { method: "POST", headers, body: body.toString() });
    expect(page.status, String(cookie)).toBe(401);
    expect(await page.text()).toContain('name="carried:displayName" value="Typed while away"');
    const api = await h.request("/api/admin/me", { method: "POST", headers, body: body.toString() });
    expect(api.status, String(cookie)).toBe(401);
    expect(api.headers.get("content-type")).toContain("application/json");
    expect(await api.json()).toEqual({ message: "Sign in to use the admin API." });
  }
  expect(await rowsPerTable()).toEqual(before);
});

test("a refused sign-in answers the page again with its sentence and the address typed, nothing in the address", async () => {
  const refused = await h.request("/admin/login?next=%2Fadmin%2Faccount", {
    method: "POST",
    headers: { origin: testOrigin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: anna, password: "not the password", next: "/admin/account" }).toString(),
  });
  expect(refused.status).toBe(401);
  expect(refused.headers.get("location")).toBeNull();
  const page = await refused.text();
  expect(visibleText(page)).toContain("The email or password is not right.");
  expect(page).toContain(`value="${anna}"`);
  expect(page).toContain('name="next" value="/admin/account"');
});

test("signing out goes to the sign-in page, which says so once", async () => {
  const cookie = await signInAs(h, anna);
  const out = await asStaff(h, cookie).postForm("/admin/logout", {});
  expect(out.status).toBe(303);
  expect(out.headers.get("location")).toBe("/admin/login");
  const first = await h.request("/admin/login", { headers: { cookie: flashOf(out) ?? "" } });
  expect(visibleText(await first.text())).toContain("You are signed out.");
  expect(flashOf(first)).toBe("admin-flash=");
  const second = await h.request("/admin/login");
  expect(visibleText(await second.text())).not.toContain("You are signed out.");
});

test("signing in without a carried form goes on to the page as before", async () => {
  const response = await h.request("/admin/login", {
    method: "POST",
    headers: { origin: testOrigin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: anna, password: staffPassword, next: "/admin/account" }).toString(),
  });
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe("/admin/account");
});

test("making a token answers the page with its secret; revoking it goes back with the sentence", async () => {
  const cookie = await signInAs(h, anna);
  const staff = asStaff(h, cookie);
  const made = await staff.postForm("/admin/tokens", { intent: "make-token", name: "CRM sync", access: "write" });
  expect(made.status).toBe(201);
  expect(visibleText(await made.text())).toContain("The token “CRM sync” was made. Copy it now");
  const [row] = await h.database.db.select().from(apiTokens).where(eq(apiTokens.name, "CRM sync"));

  const refused = await staff.postForm("/admin/tokens", { intent: "make-token", name: "   ", access: "write" });
  expect(refused.status).toBe(400);
  expect(visibleText(await refused.text())).toContain("Name the token after what will use it.");

  const revoked = await staff.postForm("/admin/tokens", { intent: "revoke-token", token: row!.id });
  expect(revoked.status).toBe(303);
  const page = await h.request("/admin/tokens", { headers: { cookie: `${cookie}; ${flashOf(revoked)}` } });
  expect(visibleText(await page.text())).toContain(
    "The token was revoked. Requests that send it are refused from now on.",
  );

  const again = await staff.postForm("/admin/tokens", { intent: "revoke-token", token: row!.id });
  expect(again.status).toBe(404);
  expect(visibleText(await again.text())).toContain("That item no longer exists.");
});

test("a long note posted after the session ended is carried through sign-in whole", async () => {
  const email = await createStaff(h.database.db);
  const cookie = await signInAs(h, email);
  clock.advance(31 * 60_000);
  const long = "x".repeat(20_000);
  const posted = await asStaff(h, cookie).postForm("/admin/account", { intent: "rename", displayName: long });
  expect(posted.status).toBe(401);
  expect(await posted.text()).toContain(`name="carried:displayName" value="${long}"`);
  const signedIn = await h.request("/admin/login", {
    method: "POST",
    headers: { origin: testOrigin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      email,
      password: staffPassword,
      next: "/admin/account",
      "carried:intent": "rename",
      "carried:displayName": long,
    }).toString(),
  });
  expect(signedIn.status).toBe(200);
  expect(await signedIn.text()).toContain(`type="hidden" name="displayName" value="${long}"`);
});

/** Signs in by the sign-in form, carrying `carried` as the gate's sign-in page would. */
function signInCarrying(password: string, next: string, carried: Record<string, string>): Promise<Response> {
  const fields = Object.entries(carried).map(([name, value]) => [`carried:${name}`, value]);
  return h.request("/admin/login", {
    method: "POST",
    headers: { origin: testOrigin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams([["email", anna], ["password", password], ["next", next], ...fields]).toString(),
  });
}

test("a mistyped password keeps carrying the form, and nothing is saved", async () => {
  const before = await nameOf(anna);
  const refused = await signInCarrying("not the password", "/admin/account", {
    intent: "rename",
    displayName: "Anna Typed Twice",
  });
  expect(refused.status).toBe(401);
  expect(sessionCookieOf(refused)).toBeNull();
  const page = await refused.text();
  expect(page).toContain('type="hidden" name="carried:displayName" value="Anna Typed Twice"');
  expect(page).toContain('name="next" value="/admin/account"');
  expect(await nameOf(anna)).toBe(before);
});

test("a carried form is only ever sent back to a desk page, never to another site", async () => {
  for (const next of ["https://evil.example/steal", "//evil.example/steal", "/\\evil.example"]) {
    const signedIn = await signInCarrying(staffPassword, next, { intent: "rename", displayName: "Anna" });
    expect(signedIn.status, next).toBe(200);
    const confirm = await signedIn.text();
    expect(confirm, next).not.toContain("evil.example");
    expect(confirm, next).toMatch(/action="\/admin[^"]*"/);
  }
});
