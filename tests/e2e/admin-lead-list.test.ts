import path from "node:path";
import { expect, test } from "vitest";
import { useAdminSite } from "#tests/support/admin-site";
import { panelQuestionBody, talentRequestBody } from "#tests/support/leads";
import { addressesOf, readEmlFolder, waitFor } from "#tests/support/mail";

const site = useAdminSite();

async function submitQuestions(count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${site.server.url}/api/qa/submit`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: site.server.url,
        "x-forwarded-for": `198.51.100.${i + 1}`,
      },
      body: JSON.stringify(panelQuestionBody({ email: `asker${i}@example.com`, question: `Question number ${i}` })),
    });
    expect(response.status).toBe(201);
  }
}

test("a bulk status change does not stay armed: after it, nothing is ticked and no status is chosen", async () => {
  await submitQuestions(3);
  const { page } = await site.signedIn("/admin/leads/questions");
  // Two differently named buttons: one filters, one changes statuses.
  expect(await page.getByRole("button", { name: "Apply filters" }).count()).toBe(1);
  const setStatus = page.getByRole("button", { name: "Set status of selected" });
  expect(await setStatus.count()).toBe(1);

  await page.getByRole("link", { name: "Select all on this page" }).click();
  await page.waitForURL(/select=all/);
  const ticks = page.locator('input[type="checkbox"][name="ids"]');
  expect(await ticks.count()).toBeGreaterThanOrEqual(3);
  for (const tick of await ticks.all()) expect(await tick.isChecked()).toBe(true);
  // No status is preset: choosing one is part of the change.
  expect(await page.locator("#bulk-status").inputValue()).toBe("");
  await page.locator("#bulk-status").selectOption("contacted");
  await setStatus.click();

  await page
    .getByRole("status")
    .filter({ hasText: /changed|updated/i })
    .waitFor();
  expect(page.url()).not.toContain("select=all");
  for (const tick of await ticks.all()) expect(await tick.isChecked()).toBe(false);
  expect(await page.locator("#bulk-status").inputValue()).toBe("");
});

test("a lead's emails: the team's notice replies to the visitor and links to the lead in the admin; the visitor's replies to sales", async () => {
  const response = await fetch(`${site.server.url}/api/talent-requests`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.server.url, "x-forwarded-for": "198.51.100.90" },
    body: JSON.stringify(talentRequestBody({ email: "ravi@menon-labs.example", name: "Ravi Menon" })),
  });
  expect(response.status).toBe(201);
  const mails = await waitFor(
    async () => {
      const all = await readEmlFolder(path.join(site.server.dataDir, "mail"));
      const team = all.find((m) => m.subject?.includes("Ravi Menon"));
      const visitor = all.find((m) => addressesOf(m.to).includes("ravi@menon-labs.example"));
      return team && visitor ? { team, visitor } : undefined;
    },
    15_000,
    "the two emails of the talent request",
  );
  expect(addressesOf(mails.team.replyTo)).toEqual(["ravi@menon-labs.example"]);
  expect(addressesOf(mails.visitor.replyTo)).toEqual(["sales@northwind-talent.example"]);
  // Times as the admin shows them, in the business zone.
  expect(mails.team.text).toMatch(/Received: \d{4}-\d\d-\d\d \d\d:\d\d \(Asia\/Kolkata\)/);
  const link = /Open the lead in the admin: (\S+)/.exec(mails.team.text ?? "")?.[1] ?? "";
  expect(link.startsWith(`${site.server.url}/admin/leads/talent-requests/`)).toBe(true);

  const { page } = await site.signedIn("/admin");
  await page.goto(link);
  await page.getByRole("heading", { name: "Ravi Menon" }).waitFor();
  expect(await page.getByText("ravi@menon-labs.example").first().isVisible()).toBe(true);
});
