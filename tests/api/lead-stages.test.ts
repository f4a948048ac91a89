import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { auditEvents, leads } from "#server/db/schema";
import { useApiHarness } from "#tests/support/api-app";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { storeLead } from "#tests/support/admin-leads";

const h = useApiHarness();
let staff: ReturnType<typeof asStaff>;

beforeAll(async () => {
  staff = asStaff(h, await signInAs(h, await createStaff(h.database.db)));
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
