import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import * as contactPage from "#app/modules/desk/desk/contact";
import { contacts, leads } from "#server/db/schema";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { visibleText } from "#tests/support/admin-pages";
import { useApiHarness } from "#tests/support/api-app";
import { deskPages, flashOf, followFlash } from "#tests/support/desk-pages";
import { aiInterviewBody, freshIp } from "#tests/support/leads";

// A contact's page: its owner, merging it into another contact and undoing that, each posted to the
// page itself (docs/admin.md#contacts).
const h = useApiHarness({
  env: { RATE_LIMIT_PER_MINUTE: "100000" },
  pages: deskPages({ "/admin/contacts/:id": contactPage }),
});
let cookie = "";
let me = "";

beforeAll(async () => {
  me = await createStaff(h.database.db);
  cookie = await signInAs(h, me);
});

async function contactFor(email: string, name: string): Promise<string> {
  const posted = await h.postJson("/api/ai-interview", aiInterviewBody({ email, name }), {
    "x-forwarded-for": freshIp(),
  });
  expect(posted.status).toBe(201);
  const [row] = await h.database.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.emailKey, email));
  if (!row) throw new Error("no contact");
  return row.id;
}

const post = (id: string, fields: Record<string, string>) =>
  asStaff(h, cookie).postForm(`/admin/contacts/${id}`, fields);

test("a new owner for the person also takes their open leads; an owner who left is refused beside the field", async () => {
  const id = await contactFor("owen@owners.example", "Owen Park");
  const page = await asStaff(h, cookie).get(`/admin/contacts/${id}`);
  expect(page.status).toBe(200);
  const mine = /<option value="([0-9a-f-]{36})">Me</.exec(await page.text())?.[1] ?? "";
  expect(mine).not.toBe("");
  const posted = await post(id, { intent: "owner", owner: mine });
  expect(posted.status).toBe(303);
  const { location, page: after } = await followFlash(h, cookie, posted);
  expect(location).toBe(`/admin/contacts/${id}`);
  expect(visibleText(await after.text())).toContain("The owner was changed.");
  const owned = await h.database.db.select({ owner: leads.ownerId }).from(leads).where(eq(leads.contactId, id));
  expect(owned.map((row) => row.owner)).toEqual([mine]);

  const gone = await post(id, { intent: "owner", owner: "00000000-0000-4000-8000-000000000000" });
  expect(gone.status).toBe(400);
  expect(visibleText(await gone.text())).toContain(
    "That member of staff no longer has an account. Choose another owner.",
  );
  expect(flashOf(gone)).toBeNull();
});

test("merging into an address nobody has keeps what was typed; a merge goes to the kept contact and can be undone from there", async () => {
  const kept = await contactFor("mia@merge-keep.example", "Mia Lund");
  const merged = await contactFor("mia.home@merge-other.example", "Mia L.");

  const nobody = await post(merged, { intent: "merge", into: "nobody@merge-none.example" });
  expect(nobody.status).toBe(404);
  const html = await nobody.text();
  expect(visibleText(html)).toContain("No contact has that address. Give the email address of the contact to keep.");
  expect(html).toContain('value="nobody@merge-none.example"');
  expect(html).toMatch(/id="merge-into"[^>]*aria-invalid="true"/);

  const done = await post(merged, { intent: "merge", into: "MIA@merge-keep.example" });
  expect(done.status).toBe(303);
  const { location, page } = await followFlash(h, cookie, done);
  expect(location).toBe(`/admin/contacts/${kept}`);
  const text = visibleText(await page.text());
  expect(text).toContain("The contacts were merged. Their leads are below; the merge can be undone.");
  expect(text).toContain("mia.home@merge-other.example is merged in");

  const same = await post(kept, { intent: "merge", into: "mia@merge-keep.example" });
  expect(same.status).toBe(409);
  expect(visibleText(await same.text())).toContain(
    "Those two cannot be merged: they are the same contact, or one was merged already.",
  );

  const undone = await post(kept, { intent: "unmerge", contact: merged });
  const back = await followFlash(h, cookie, undone);
  expect(back.location).toBe(`/admin/contacts/${merged}`);
  expect(visibleText(await back.page.text())).toContain("The merge was undone. This contact has its own leads again.");
  const twice = await post(kept, { intent: "unmerge", contact: merged });
  expect(twice.status).toBe(409);
  expect(visibleText(await twice.text())).toContain("This contact is not merged into another.");
});

test("the page of a contact that does not exist is a 404, for a form too", async () => {
  const posted = await post("00000000-0000-4000-8000-000000000000", { intent: "owner", owner: "none" });
  expect(posted.status).toBe(404);
});
