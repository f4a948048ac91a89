import { expect, test } from "vitest";
import { startAppServer } from "#tests/support/app-server";
import { openPage } from "#tests/support/browser";
import { useServerAndBrowser } from "#tests/support/site";

// A fresh install, no staff account: the running server logs a link that makes the first one.
// A new install: the server creates its database in an empty folder.
const site = useServerAndBrowser(() => startAppServer({ emptyDataDir: true }));

function setupLink(): string {
  const match = /"url":"([^"]*\/admin\/setup\?token=[A-Za-z0-9_-]+)"/.exec(site.server.output());
  if (!match?.[1]) throw new Error(`no setup link in the server's log:\n${site.server.output()}`);
  return match[1];
}

test("the setup link logged at the first start creates an account in the browser, signs in, and then is dead", async () => {
  await expect.poll(() => site.server.output()).toContain("no staff account yet");
  const link = setupLink();
  // Two passwords that differ are refused as a desk page refuses a form: the page again, with 400.
  const { page } = await openPage(site.browser, { expectProblems: [400] });
  await page.goto(link);
  await page.getByRole("heading", { name: "Create the first staff account" }).waitFor();
  await page.getByLabel("Email").fill("owner@northwind.example");
  await page.getByLabel("Password (at least 12 characters)").fill("Saffron-bridge-64-orchard");
  await page.getByLabel("The same password again").fill("Saffron-bridge-65-orchard");
  await page.getByRole("button", { name: "Create account and sign in" }).click();
  await page.getByText("The two passwords differ.").waitFor();
  await expect.poll(() => page.getByLabel("Email").inputValue()).toBe("owner@northwind.example");

  await page.getByLabel("Password (at least 12 characters)").fill("Saffron-bridge-64-orchard");
  await page.getByLabel("The same password again").fill("Saffron-bridge-64-orchard");
  await page.getByRole("button", { name: "Create account and sign in" }).click();
  await page.waitForURL(`${site.server.url}/admin`);
  // Signed in as the new account: its address is shown beside "Sign out".
  await page.getByText("owner@northwind.example").filter({ visible: true }).first().waitFor();

  // Used once: the link now says so (410) to anyone, and signing in works with the new account.
  const again = await openPage(site.browser, { expectProblems: [410] });
  const response = await again.page.goto(link);
  expect(response?.status()).toBe(410);
  await again.page.getByText("This setup link can no longer be used.").waitFor();
  await again.page.goto(`${site.server.url}/admin/login`);
  await again.page.getByLabel("Email").fill("owner@northwind.example");
  await again.page.getByLabel("Password").fill("Saffron-bridge-64-orchard");
  await again.page.getByRole("button", { name: "Sign in" }).click();
  await again.page.waitForURL(`${site.server.url}/admin`);
});
