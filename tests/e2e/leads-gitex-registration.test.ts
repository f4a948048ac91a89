import path from "node:path";
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { readEmlFolder, waitFor } from "#tests/support/mail";
import { gitexFormValues } from "#tests/support/e2e-gitex";
import { useSite } from "#tests/support/site";
import { fieldError, nextPost, openAsVisitor, slowDown, visibleToast } from "#tests/support/e2e-forms";

const site = useSite();

const filled = {
  name: "Omar Haddad",
  email: "omar@haddad.example",
  phone: "+971 50 123 4567",
  company: "Haddad Systems",
  domain: "healthcare",
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fill(page: Page, values: typeof filled) {
  await field(page, "Full Name").fill(values.name);
  await field(page, "Email Address").fill(values.email);
  await field(page, "Phone Number (Optional)").fill(values.phone);
  await field(page, "Company Name").fill(values.company);
  await field(page, "Industry/Domain").selectOption(values.domain);
}

test("a registration: 'Submitting...' while sending, the exact body, the success notice, a cleared form, the lead stored and confirmed", async () => {
  const { page } = await openAsVisitor(site, "/gitex");
  await fill(page, filled);
  await slowDown(page, "/api/gitex/submit", 700);
  const request = nextPost(page, "/api/gitex/submit");
  await page.getByRole("button", { name: "Claim My 15 Free AI Interviews" }).click();
  const sending = page.getByRole("button", { name: "Submitting..." });
  await sending.waitFor();
  await expect.poll(() => sending.isDisabled()).toBe(true);
  expect((await request).postDataJSON()).toEqual({ ...filled, website: "" });
  expect((await request).headers()["content-type"]).toBe("application/json");

  expect(await visibleToast(page)).toEqual({
    title: "Registration successful!",
    description: "Thank you for your interest. We'll be in touch soon.",
    variant: "default",
  });
  await expect.poll(() => gitexFormValues(page)).toEqual({ name: "", email: "", phone: "", company: "", domain: "" });
  await expect.poll(() => page.getByRole("button", { name: "Claim My 15 Free AI Interviews" }).isEnabled()).toBe(true);

  const { visitor, team } = await waitFor(
    async () => {
      const all = await readEmlFolder(path.join(site.server.dataDir, "mail"));
      const visitor = all.find((mail) => JSON.stringify(mail.to).includes(filled.email));
      const team = all.find((mail) => mail.text?.includes("Haddad Systems"));
      return visitor && team ? { visitor, team } : undefined;
    },
    15_000,
    "the visitor's confirmation and the team's notice",
  );
  // The team reads everything; the visitor's (unverified) address gets none of the free text back.
  expect(team.text).toContain(filled.email);
  expect(visitor.text).toContain("15 free AI interviews");
  expect(visitor.text).not.toContain("Haddad Systems");
});

test("what a visitor types before the form's code arrives is kept, and an early press checks the form once it has", async () => {
  const { page, releaseScripts } = await openAsVisitor(site, "/gitex", {
    holdScripts: /registration-form-[^/]+\.js$/,
  });
  let posted = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/gitex/submit")) posted += 1;
  });
  await field(page, "Full Name").fill(filled.name);
  await field(page, "Company Name").fill(filled.company);
  // Pressed while the form's code is still on its way: the press waits for it (docs/hydration.md).
  await page.getByRole("button", { name: "Claim My 15 Free AI Interviews" }).click();
  await releaseScripts();
  await expect.poll(() => fieldError(field(page, "Email Address"))).toBe("Please enter a valid email address.");
  expect(await fieldError(field(page, "Full Name"))).toBeNull();
  expect(await field(page, "Full Name").inputValue()).toBe(filled.name);
  expect(await field(page, "Company Name").inputValue()).toBe(filled.company);
  expect(new URL(page.url()).search).toBe("");
  expect(posted).toBe(0);
});
