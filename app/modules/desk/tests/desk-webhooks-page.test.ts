import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import * as webhooksPage from "#app/modules/desk/desk/webhooks";
import { auditEvents, webhookEndpoints } from "#server/db/schema";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { visibleText } from "#tests/support/admin-pages";
import { useApiHarness } from "#tests/support/api-app";
import { deskPages, flashOf, followFlash } from "#tests/support/desk-pages";

// The webhooks page's forms post to the page itself (docs/admin.md#webhooks).
const h = useApiHarness({
  env: { WEBHOOK_ALLOW_PRIVATE: "true", RATE_LIMIT_PER_MINUTE: "100000" },
  pages: deskPages({ "/admin/webhooks": webhooksPage }),
});
let cookie = "";

beforeAll(async () => {
  cookie = await signInAs(h, await createStaff(h.database.db));
});

const post = (fields: Record<string, string | Array<string>>) => asStaff(h, cookie).postForm("/admin/webhooks", fields);
const endpoints = () => h.database.db.select().from(webhookEndpoints);

test("an added endpoint is listed with its kinds, and the page says what happens next", async () => {
  const posted = await post({
    intent: "add",
    url: "http://127.0.0.1:9/crm",
    description: "Our CRM",
    format: "slack",
    kinds: ["appointment", "gitex-registration"],
  });
  expect(posted.status).toBe(303);
  const { location, page } = await followFlash(h, cookie, posted);
  expect(location).toBe("/admin/webhooks");
  const text = visibleText(await page.text());
  expect(text).toContain("The endpoint was added. New leads of its kinds will be sent to it.");
  expect(text).toContain("http://127.0.0.1:9/crm");
  expect(text).toContain("Our CRM");
  const [row] = await endpoints();
  expect(row).toMatchObject({ url: "http://127.0.0.1:9/crm", format: "slack", active: true });
  expect([...(row?.kinds ?? [])].sort()).toEqual(["appointment", "gitex-registration"]);
});

test("a refused endpoint keeps the address, description, format and kinds typed, with the problem beside its field", async () => {
  const before = (await endpoints()).length;
  const posted = await post({
    intent: "add",
    url: "ftp://files.example/drop",
    description: "Old FTP",
    format: "teams",
    kinds: ["gitex-registration"],
  });
  expect(posted.status).toBe(400);
  expect(flashOf(posted)).toBeNull();
  const html = await posted.text();
  expect(visibleText(html)).toContain("Enter an http:// or https:// address.");
  expect(html).toMatch(/id="webhook-url"[^>]*aria-invalid="true"/);
  expect(html).toContain('value="ftp://files.example/drop"');
  expect(html).toContain('value="Old FTP"');
  const checked = [...html.matchAll(/<input[^>]*checked=""[^>]*value="([^"]+)"/g)].map((m) => m[1]);
  expect(checked).toEqual(["teams", "gitex-registration"]);

  const noKinds = await post({ intent: "add", url: "http://127.0.0.1:9/x" });
  expect(noKinds.status).toBe(400);
  expect(visibleText(await noKinds.text())).toContain("Choose at least one kind of lead.");
  expect(await endpoints()).toHaveLength(before);
});

test("an endpoint is turned off, on and removed from its own buttons; a removed one is a 404 with a sentence", async () => {
  const [row] = await endpoints();
  const id = row?.id ?? "";
  const off = await post({ intent: "disable", endpoint: id });
  expect(visibleText(await (await followFlash(h, cookie, off)).page.text())).toContain(
    "The endpoint was turned off. Nothing is sent to it until it is turned on again.",
  );
  expect((await endpoints()).find((e) => e.id === id)?.active).toBe(false);
  const on = await post({ intent: "enable", endpoint: id });
  expect(visibleText(await (await followFlash(h, cookie, on)).page.text())).toContain("The endpoint was turned on.");
  const removed = await post({ intent: "delete", endpoint: id });
  expect(visibleText(await (await followFlash(h, cookie, removed)).page.text())).toContain("The endpoint was removed.");
  expect((await endpoints()).find((e) => e.id === id)).toBeUndefined();
  const audit = await h.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.subject, `endpoint:${id}`));
  expect(audit.map((a) => a.action)).toEqual([
    "webhook.created",
    "webhook.disabled",
    "webhook.enabled",
    "webhook.deleted",
  ]);

  for (const endpoint of [id, "not-an-id", ""]) {
    const again = await post({ intent: "delete", endpoint });
    expect(again.status, endpoint).toBe(404);
    expect(visibleText(await again.text()), endpoint).toContain("That item no longer exists.");
  }
  const again = await post({ intent: "delete", endpoint: id });
  expect(again.status).toBe(404);
  expect(visibleText(await again.text())).toContain("That item no longer exists.");
});
