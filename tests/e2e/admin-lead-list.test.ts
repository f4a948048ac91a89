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
  const { page } = await site.signedIn("/admin?kind=questions");
  // Two differently named buttons: one filters, one changes statuses.
  expect(await page.getByRole("button", { name: "Apply filters" }).count()).toBe(1);
  const setStatus = page.getByRole("button", { name: "Set stage of selected" });
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

test("a talent request shows every field with its label and the form's words, in the list, the lead page and the CSV", async () => {
  const response = await fetch(`${site.server.url}/api/talent-requests`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.server.url, "x-forwarded-for": "198.51.100.91" },
    body: JSON.stringify(
      talentRequestBody({
        email: "ines@costa-data.example",
        name: "Ines Costa",
        company: "Costa Data",
        category: "machine-learning",
        message: "A recommender system for our shop.",
      }),
    ),
  });
  expect(response.status).toBe(201);
  const { page, context } = await site.signedIn("/admin?kind=talent-requests");
  const row = page.locator("tr", { hasText: "ines@costa-data.example" });
  await row.waitFor();
  for (const text of ["Costa Data", "Machine Learning Engineers", "2-5 people", "Within a week"]) {
    expect(await row.getByText(text, { exact: true }).count(), text).toBe(1);
  }
  for (const header of ["Company", "Talent category", "Number of people", "Desired start"]) {
    expect(await page.getByRole("columnheader", { name: header }).count(), header).toBe(1);
  }

  await row.getByRole("link", { name: "Ines Costa" }).click();
  await page.getByRole("heading", { name: "Ines Costa" }).waitFor();
  const main = page.locator("main");
  for (const text of [
    "Talent category",
    "Machine Learning Engineers",
    "Desired start",
    "A recommender system for our shop.",
  ]) {
    expect(await main.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
  }
  // No raw keys or stored values where staff read the lead.
  for (const raw of ["category", "headcount", "machine-learning", "within-a-week"]) {
    expect(await main.getByText(raw, { exact: true }).count(), raw).toBe(0);
  }

  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const csv = await (
    await fetch(`${site.server.url}/api/admin/leads/talent-requests/export.csv`, { headers: { cookie } })
  ).text();
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(header).toContain('"Company","Talent category","Number of people","Desired start","Message"');
  expect(lines.find((line) => line.includes("ines@costa-data.example"))).toContain(
    '"Costa Data","Machine Learning Engineers","2-5 people","Within a week","A recommender system for our shop."',
  );
});

test("a note saved after the session was ended elsewhere is carried through sign-in and saved with one click", async () => {
  await submitQuestions(1);
  const visit = await site.signedIn("/admin?kind=questions");
  const { page } = visit;
  await page.locator("tbody a").first().click();
  await page.getByLabel("Note").waitFor();
  const leadPath = new URL(page.url()).pathname;
  const note = "Called back: wants a shortlist of three by Friday.";
  await page.getByLabel("Note").fill(note);

  // Meanwhile the same person, in another browser, ends all their other sessions.
  const other = await site.signedIn("/admin/account");
  await other.page.getByRole("button", { name: "End all other sessions" }).click();
  await other.page.getByRole("status").waitFor();

  // The post answers the sign-in page itself (401), carrying what was typed; nothing is saved yet.
  visit.expectProblems(401);
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Sign in and what you wrote will be waiting.").waitFor();
  expect(await page.locator("body").textContent()).not.toContain('{"message"');
  await page.getByLabel("Email").fill(site.staff.email);
  await page.getByLabel("Password").fill(site.staff.password);
  await page.getByRole("button", { name: "Sign in" }).click();

  await page.getByRole("heading", { name: "Not saved yet" }).waitFor();
  await page.getByText(note).waitFor();
  await page.getByRole("button", { name: "Save it now" }).click();
  await page.waitForURL((url) => url.pathname === leadPath);
  await page.getByText("The lead was updated.").waitFor();
  await page.getByRole("listitem").filter({ hasText: note }).first().waitFor();
});
