import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import * as settingsPage from "#app/modules/desk/desk/settings";
import { adminUsers, auditEvents } from "#server/db/schema";
import { stageNamesOf } from "#app/modules/desk/server";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { visibleText } from "#tests/support/admin-pages";
import { useApiHarness } from "#tests/support/api-app";
import { deskPages, flashOf, followFlash } from "#tests/support/desk-pages";

// The settings page's forms post to the page itself (docs/admin.md#settings).
const h = useApiHarness({
  env: { RATE_LIMIT_PER_MINUTE: "100000" },
  pages: deskPages({ "/admin/settings": settingsPage }),
});
const names = { new: "New", contacted: "Reached", qualified: "Qualified", proposal: "Offer", won: "Won", lost: "Lost" };
let cookie = "";
let samId = "";

beforeAll(async () => {
  cookie = await signInAs(h, await createStaff(h.database.db));
  const sam = await createStaff(h.database.db, "sam@settings.example");
  await h.database.db
    .update(adminUsers)
    .set({ displayName: "Sam Lee", takesLeads: false })
    .where(eq(adminUsers.email, sam));
  const [row] = await h.database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, sam));
  samId = row?.id ?? "";
});

async function takesLeads(): Promise<boolean | undefined> {
  const [row] = await h.database.db
    .select({ takesLeads: adminUsers.takesLeads })
    .from(adminUsers)
    .where(eq(adminUsers.id, samId));
  return row?.takesLeads;
}

test("giving someone new leads goes back to the settings with a sentence naming them, shown once", async () => {
  const posted = await asStaff(h, cookie).postForm("/admin/settings", {
    intent: "takes-leads",
    staff: samId,
    takesLeads: "yes",
  });
  expect(posted.status).toBe(303);
  expect(await takesLeads()).toBe(true);
  const { location, page } = await followFlash(h, cookie, posted);
  expect(location).toBe("/admin/settings");
  const text = visibleText(await page.text());
  expect(text).toContain("Sam Lee now takes new leads in turn.");
  expect(text).toMatch(/Sam Lee\s*sam@settings.example\s*takes new leads\s*Take out of turn/);

  const out = await asStaff(h, cookie).postForm("/admin/settings", {
    intent: "takes-leads",
    staff: samId,
    takesLeads: "no",
  });
  expect(visibleText(await (await followFlash(h, cookie, out)).page.text())).toContain(
    "Sam Lee no longer takes new leads in turn.",
  );
  expect(await takesLeads()).toBe(false);
});

test("a staff member who no longer exists, or an answer other than yes or no, changes nothing and says why", async () => {
  const gone = await asStaff(h, cookie).postForm("/admin/settings", {
    intent: "takes-leads",
    staff: "00000000-0000-4000-8000-000000000000",
    takesLeads: "yes",
  });
  expect(gone.status).toBe(404);
  expect(visibleText(await gone.text())).toContain("That item no longer exists.");
  const odd = await asStaff(h, cookie).postForm("/admin/settings", {
    intent: "takes-leads",
    staff: samId,
    takesLeads: "maybe",
  });
  expect(odd.status).toBe(400);
  expect(visibleText(await odd.text())).toContain("Say whether this person takes new leads: yes or no.");
  expect(flashOf(odd)).toBeNull();
  expect(await takesLeads()).toBe(false);
});

test("saved stage names go back with the sentence, and the audit log keeps them", async () => {
  const posted = await asStaff(h, cookie).postForm("/admin/settings", { intent: "stage-names", ...names });
  expect(posted.status).toBe(303);
  expect(visibleText(await (await followFlash(h, cookie, posted)).page.text())).toContain("The settings were saved.");
  expect(await stageNamesOf(h.database.db)).toEqual(names);
  const audit = await h.database.db.select().from(auditEvents).where(eq(auditEvents.action, "settings.stage-names"));
  expect(audit.at(-1)?.details).toEqual(names);
});

test("a refused stage name keeps every typed name and says what to fix beside the field", async () => {
  const before = await stageNamesOf(h.database.db);
  const typed = { ...names, contacted: "Called back", proposal: "P".repeat(41) };
  const posted = await asStaff(h, cookie).postForm("/admin/settings", { intent: "stage-names", ...typed });
  expect(posted.status).toBe(400);
  const html = await posted.text();
  const text = visibleText(html);
  expect(text).toContain("Give every stage a name of at most 40 characters.");
  expect(text).toContain("Keep a stage's name under 40 characters.");
  expect(html).toContain('value="Called back"');
  expect(html).toContain(`value="${"P".repeat(41)}"`);
  expect(html).toMatch(/id="stage-proposal"[^>]*aria-invalid="true"/);
  expect(await stageNamesOf(h.database.db)).toEqual(before);
});
