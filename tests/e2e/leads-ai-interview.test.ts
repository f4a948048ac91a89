import path from "node:path";
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { readEmlFolder, waitFor } from "#tests/support/mail";
import { useSite } from "#tests/support/site";
import { nextPost, openAsVisitor, slowDown, visibleToast } from "#tests/support/e2e-forms";

const site = useSite();

const filled = {
  name: "Asha Rao",
  email: "asha@rao.example",
  phone: "+91 98765 43210",
  role: "data-scientist",
  experience: "6-10",
};

async function openSection(width = 1280) {
  const visitor = await openAsVisitor(site, "/#ai-interview", { width });
  await visitor.page.locator("#ai-interview form").waitFor();
  return visitor;
}

const field = (page: Page, label: string) => page.locator("#ai-interview").getByLabel(label, { exact: true });
const submit = (page: Page) =>
  page.locator("#ai-interview").getByRole("button", { name: /Schedule My AI Interview|Scheduling\.\.\./ });

async function fill(page: Page, values: typeof filled) {
  await field(page, "Full Name").fill(values.name);
  await field(page, "Email Address").fill(values.email);
  await field(page, "Phone Number").fill(values.phone);
  await field(page, "Job Role").selectOption(values.role);
  await field(page, "Experience").selectOption(values.experience);
}

async function values(page: Page) {
  const read = (label: string) => field(page, label).inputValue();
  return {
    name: await read("Full Name"),
    email: await read("Email Address"),
    phone: await read("Phone Number"),
    role: await read("Job Role"),
    experience: await read("Experience"),
  };
}

// The fields, their choices, the validation messages and the failure toast are tested in the form
// alone (app/modules/site/tests/ai-interview.component.test.tsx); here, a request through the built site.

test("a request: 'Scheduling...' while sending, the exact body, the success toast, a reset form, and the confirmation email", async () => {
  const { page } = await openSection(390);
  await fill(page, filled);
  await slowDown(page, "/api/ai-interview", 700);
  const request = nextPost(page, "/api/ai-interview");
  await submit(page).click();
  const sending = page.locator("#ai-interview").getByRole("button", { name: "Scheduling..." });
  await sending.waitFor();
  await expect.poll(() => sending.isDisabled()).toBe(true);
  expect((await request).postDataJSON()).toEqual({ ...filled, website: "" });

  const toast = await visibleToast(page);
  expect(toast.title).toBe("Success!");
  expect(toast.description).toMatch(/AI interview has been scheduled/);
  expect(toast.description).toMatch(/in contact shortly with more details/);
  expect(toast.variant).toBe("default");
  await expect.poll(() => values(page)).toEqual({ name: "", email: "", phone: "", role: "", experience: "" });
  await waitFor(
    async () => {
      const mails = await readEmlFolder(path.join(site.server.dataDir, "mail"));
      return mails.some((mail) => JSON.stringify(mail.to).includes(filled.email)) || undefined;
    },
    15_000,
    "the visitor's confirmation email",
  );
});
