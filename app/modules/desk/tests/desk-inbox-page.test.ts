import { beforeAll, expect, test } from "vitest";
import * as inboxPage from "#app/modules/desk/desk/inbox";
import { eq, inArray } from "drizzle-orm";
import { adminUsers, leads, savedViews } from "#server/db/schema";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { visibleText } from "#tests/support/admin-pages";
import { useApiHarness } from "#tests/support/api-app";
import { deskPages, flashOf, followFlash } from "#tests/support/desk-pages";
import { freshIp, panelQuestionBody } from "#tests/support/leads";

// The inbox's forms post to the inbox itself (docs/admin.md#inbox): the ticked leads' stage and
// owner, and the saved views.
const h = useApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "100000" }, pages: deskPages({ "/admin": inboxPage }) });
let cookie = "";

beforeAll(async () => {
  cookie = await signInAs(h, await createStaff(h.database.db));
});

const post = (path: string, fields: Record<string, string | Array<string>>) =>
  asStaff(h, cookie).postForm(path, fields);

test("saving the list on screen opens the saved view, current among the tabs, with the sentence once", async () => {
  const posted = await post("/admin?status=open&kind=questions", {
    intent: "save-view",
    name: "Open questions",
    query: "?kind=questions&status=open&page=3&select=all",
  });
  expect(posted.status).toBe(303);
  const { location, page } = await followFlash(h, cookie, posted);
  expect(location).toBe("/admin?kind=questions&status=open");
  const html = await page.text();
  expect(visibleText(html)).toContain("The view was saved. It is in your tabs above the inbox.");
  expect(html).toMatch(/<a href="\/admin\?kind=questions&amp;status=open" aria-current="page"[^>]*>Open questions</);
});

test("a view without a name is refused on the inbox itself: the save form open, the problem beside the name", async () => {
  const before = (await h.database.db.select().from(savedViews)).length;
  const posted = await post("/admin?status=new", { intent: "save-view", name: "   ", query: "?status=new" });
  expect(posted.status).toBe(400);
  expect(flashOf(posted)).toBeNull();
  const html = await posted.text();
  expect(visibleText(html)).toContain("Name the view.");
  expect(html).toMatch(/<details class="text-sm" open="">\s*<summary[^>]*>Save this view/);
  expect(html).toMatch(/id="view-name"[^>]*aria-invalid="true"/);
  expect((await h.database.db.select().from(savedViews)).length).toBe(before);
});

test("a saved view is deleted from its tab, and a second delete says it no longer exists", async () => {
  const [view] = await h.database.db.select().from(savedViews);
  const id = view?.id ?? "";
  const posted = await post("/admin", { intent: "delete-view", view: id });
  const { location, page } = await followFlash(h, cookie, posted);
  expect(location).toBe("/admin");
  const text = visibleText(await page.text());
  expect(text).toContain("The view was deleted.");
  expect(text).not.toContain("Open questions");
  const again = await post("/admin", { intent: "delete-view", view: id });
  expect(again.status).toBe(404);
  expect(visibleText(await again.text())).toContain("That item no longer exists.");
});

async function twoLeads(): Promise<Array<string>> {
  const ids: Array<string> = [];
  for (let i = 0; i < 2; i++) {
    const posted = await h.postJson("/api/qa/submit", panelQuestionBody(), { "x-forwarded-for": freshIp() });
    ids.push(((await posted.json()) as { id: string }).id);
  }
  return ids;
}

const ownersOf = async (ids: Array<string>) =>
  (await h.database.db.select({ owner: leads.ownerId }).from(leads).where(inArray(leads.id, ids))).map((r) => r.owner);

test("assigning the ticked leads to nobody in turn is refused with them still ticked; to a person, the list comes back unticked", async () => {
  const ids = await twoLeads();
  await h.database.db.update(adminUsers).set({ takesLeads: false });
  const refused = await post("/admin?kind=questions&select=all", { intent: "assign", ids, owner: "in-turn" });
  expect(refused.status).toBe(400);
  const html = await refused.text();
  expect(visibleText(html)).toContain(
    "Nobody takes leads in turn yet, so nothing was changed. Mark who does in the desk settings, or choose an owner.",
  );
  for (const id of ids)
    expect(html).toMatch(
      new RegExp(
        `<input type="checkbox"[^>]*value="${id}"[^>]*checked=""|<input type="checkbox"[^>]*checked=""[^>]*value="${id}"`,
      ),
    );
  expect(html).toMatch(/<option value="in-turn" selected="">/);

  const [me] = await h.database.db.select({ id: adminUsers.id }).from(adminUsers).limit(1);
  const done = await post("/admin?kind=questions&select=all", { intent: "assign", ids, owner: me?.id ?? "" });
  const { location, page } = await followFlash(h, cookie, done);
  expect(location).toBe("/admin?kind=questions");
  expect(visibleText(await page.text())).toContain("The owner was changed.");
  expect(await ownersOf(ids)).toEqual([me?.id, me?.id]);
});

test("a change with no lead ticked says to select one first and changes nothing", async () => {
  const posted = await post("/admin", { intent: "status", status: "won" });
  expect(posted.status).toBe(400);
  expect(visibleText(await posted.text())).toContain("Select at least one lead first.");
  const won = await h.database.db.select().from(leads).where(eq(leads.status, "won"));
  expect(won).toEqual([]);
});
