import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { auditEvents, leads } from "#server/db/schema";
import { useApiHarness } from "#tests/support/api-app";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { storeLead } from "#tests/support/admin-leads";
import { visibleText } from "#tests/support/admin-pages";
import { deskPages } from "#tests/support/desk-pages";
import * as settingsPage from "#app/modules/desk/desk/settings";
import { stageNamesOf } from "#app/modules/desk/server";

const h = useApiHarness({ pages: deskPages({ "/admin/settings": settingsPage }) });
let staff: ReturnType<typeof asStaff>;
let staffEmail: string;

beforeAll(async () => {
  staffEmail = await createStaff(h.database.db);
  staff = asStaff(h, await signInAs(h, staffEmail));
});

async function leadRow(id: string) {
  const [row] = await h.database.db.select().from(leads).where(eq(leads.id, id));
  if (!row) throw new Error("no lead");
  return row;
}

test("Lost needs a reason from the list; the reason and the words are kept, and shown in the timeline", async () => {
  const id = await storeLead(h.database.db, { name: "Tova Lind", email: "tova@stages.example" });
  const refused = await staff.postJson(`/api/admin/leads/${id}`, { status: "lost" });
  expect(refused.status).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe("Choose why the lead was lost.");
  expect((await leadRow(id)).status).toBe("new");

  const lost = await staff.postJson(`/api/admin/leads/${id}`, {
    status: "lost",
    lostReason: "competitor",
    lostNote: "Went with their usual agency",
  });
  expect(lost.status).toBe(200);
  const row = await leadRow(id);
  expect([row.status, row.lostReason, row.lostNote]).toEqual(["lost", "competitor", "Went with their usual agency"]);
  const [entry] = await h.database.db.select().from(auditEvents).where(eq(auditEvents.leadId, id));
  expect(entry?.details).toEqual({
    from: "new",
    to: "lost",
    lostReason: "competitor",
    lostNote: "Went with their usual agency",
  });

  // Won again later: the reason goes with the loss.
  await staff.postJson(`/api/admin/leads/${id}`, { status: "won" });
  const won = await leadRow(id);
  expect([won.status, won.lostReason, won.lostNote]).toEqual(["won", null, ""]);
});

test("the first stage change or note by staff is the lead's first contact, and later ones do not move it", async () => {
  const noted = await storeLead(h.database.db, { name: "Ike Baptiste", email: "ike@stages.example" });
  expect((await leadRow(noted)).firstContactedAt).toBeNull();
  await staff.postJson(`/api/admin/leads/${noted}`, { status: "new", note: "Left a voicemail" });
  const first = (await leadRow(noted)).firstContactedAt;
  expect(first).not.toBeNull();
  await staff.postJson(`/api/admin/leads/${noted}`, { status: "contacted" });
  expect((await leadRow(noted)).firstContactedAt).toEqual(first);

  const bulk = await storeLead(h.database.db, { name: "Rui Costa", email: "rui@stages.example" });
  const reply = await staff.postJson("/api/admin/leads/status", { ids: [bulk], status: "qualified" });
  expect(await reply.json()).toEqual({ changed: 1 });
  expect((await leadRow(bulk)).firstContactedAt).not.toBeNull();
});

test("no two stages may share a name, in any case or spacing: the settings page says so and nothing is saved", async () => {
  const names = {
    new: "New",
    contacted: "Reached",
    qualified: "Qualified",
    proposal: "Proposal",
    won: "Won",
    lost: "Lost",
  };
  const saved = await staff.postJson("/api/admin/settings/stage-names", names);
  expect(saved.status).toBe(200);
  for (const twin of ["reached", " REACHED ", "Won"]) {
    const refused = await staff.postForm("/admin/settings", { intent: "stage-names", ...names, qualified: twin });
    expect(refused.status, twin).toBe(400);
    const text = visibleText(await refused.text());
    expect(text, twin).toContain(
      "Two stages cannot have the same name (in any case). Give each stage a name of its own; nothing was saved.",
    );
    const json = await staff.postJson("/api/admin/settings/stage-names", { ...names, qualified: twin });
    expect(json.status, twin).toBe(400);
    expect(((await json.json()) as { message: string }).message).toBe(
      "Two stages cannot have the same name (in any case). Give each stage a name of its own; nothing was saved.",
    );
  }
  expect(await stageNamesOf(h.database.db)).toEqual(names);
});
