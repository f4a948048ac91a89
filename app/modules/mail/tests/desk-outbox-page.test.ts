import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import * as outboxPage from "#app/modules/mail/desk/outbox";
import * as outboxMessagePage from "#app/modules/mail/desk/outbox-message";
import { auditEvents, mailSuppressions, outboxEmails } from "#server/db/schema";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { visibleText } from "#tests/support/admin-pages";
import { useApiHarness } from "#tests/support/api-app";
import { deskPages, flashOf, followFlash } from "#tests/support/desk-pages";
import { freshIp, panelQuestionBody } from "#tests/support/leads";

// The outbox's forms post to the page they are on (docs/admin.md#outbox): retrying a failed email
// from the list or from the email itself, and the suppression list's.
const h = useApiHarness({
  env: { RATE_LIMIT_PER_MINUTE: "100000" },
  pages: deskPages({ "/admin/outbox": outboxPage, "/admin/outbox/:id": outboxMessagePage }),
});
let cookie = "";

beforeAll(async () => {
  cookie = await signInAs(h, await createStaff(h.database.db));
});

const post = (path: string, fields: Record<string, string>) => asStaff(h, cookie).postForm(path, fields);

/** A failed email in the outbox, as a lost SMTP answer leaves it. */
async function failedEmail(): Promise<string> {
  const response = await h.postJson("/api/qa/submit", panelQuestionBody(), { "x-forwarded-for": freshIp() });
  expect(response.status).toBe(201);
  const { id: leadId } = (await response.json()) as { id: string };
  const [email] = await h.database.db.select().from(outboxEmails).where(eq(outboxEmails.leadId, leadId));
  if (!email) throw new Error("no email queued");
  await h.database.db
    .update(outboxEmails)
    .set({ status: "failed", attempts: 8, lastError: "550 mailbox unavailable" })
    .where(eq(outboxEmails.id, email.id));
  return email.id;
}

const statusOf = async (id: string) =>
  (await h.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]?.status;

test("Retry in the failed list queues the email again and goes back to the same filtered list", async () => {
  const id = await failedEmail();
  const list = "/admin/outbox?state=failed";
  expect(await (await asStaff(h, cookie).get(list)).text()).toContain(`name="id" value="${id}"`);
  const posted = await post(list, { intent: "retry-email", id });
  expect(posted.status).toBe(303);
  const { location, page } = await followFlash(h, cookie, posted);
  expect(location).toBe(list);
  expect(visibleText(await page.text())).toContain("The email is queued again and will be sent in a moment.");
  expect(await statusOf(id)).toBe("pending");

  const again = await post(list, { intent: "retry-email", id });
  expect(again.status).toBe(409);
  expect(visibleText(await again.text())).toContain("Only failed items can be retried.");
  const retried = await h.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.subject, `email:${id}`));
  expect(retried.map((a) => a.action)).toEqual(["email.retried"]);
});

test("Retry on the email's own page goes back to that page; an unknown email's page is a 404", async () => {
  const id = await failedEmail();
  const posted = await post(`/admin/outbox/${id}`, { intent: "retry-email" });
  expect(posted.status).toBe(303);
  const { location, page } = await followFlash(h, cookie, posted);
  expect(location).toBe(`/admin/outbox/${id}`);
  expect(visibleText(await page.text())).toContain("The email is queued again and will be sent in a moment.");
  expect(await statusOf(id)).toBe("pending");
  const refused = await post(`/admin/outbox/${id}`, { intent: "retry-email" });
  expect(refused.status).toBe(409);
  expect(visibleText(await refused.text())).toContain("Only failed items can be retried.");
  const unknown = await post("/admin/outbox/00000000-0000-4000-8000-000000000000", { intent: "retry-email" });
  expect(unknown.status).toBe(404);
});

test("suppressing an address by hand, refused, already there, then lifted: each says so on the suppression list", async () => {
  const tab = "/admin/outbox?tab=suppressions";
  const bad = await post(tab, { intent: "suppress", email: "not an address", note: "asked by phone" });
  expect(bad.status).toBe(400);
  const html = await bad.text();
  expect(visibleText(html)).toContain("Enter the email address to suppress.");
  expect(html).toMatch(/id="suppress-email"[^>]*aria-invalid="true"/);
  expect(html).toContain('value="not an address"');
  expect(html).toContain('value="asked by phone"');
  expect(flashOf(bad)).toBeNull();
  expect(await h.database.db.select().from(mailSuppressions)).toEqual([]);

  const added = await post(tab, { intent: "suppress", email: "Quiet@Example.com", note: "asked by phone" });
  expect(added.status).toBe(303);
  const { location, page } = await followFlash(h, cookie, added);
  expect(location).toBe(tab);
  const text = visibleText(await page.text());
  expect(text).toContain("The address is suppressed: no email of any kind goes to it from now on.");
  expect(text).toMatch(/quiet@example\.com Staff asked by phone/);

  const twice = await post(tab, { intent: "suppress", email: "quiet@example.com" });
  expect(twice.status).toBe(409);
  expect(visibleText(await twice.text())).toContain("That address is already suppressed.");

  const lifted = await post(tab, { intent: "lift", email: "quiet@example.com" });
  expect(visibleText(await (await followFlash(h, cookie, lifted)).page.text())).toContain(
    "The suppression is lifted. Emails queued from now on go to that address again.",
  );
  const gone = await post(tab, { intent: "lift", email: "quiet@example.com" });
  expect(gone.status).toBe(404);
  expect(visibleText(await gone.text())).toContain("That address is not on the suppression list.");
});
