import path from "node:path";
import { expect, test } from "vitest";
import type { Locator } from "playwright-core";
import { addressesOf, readEmlFolder, waitFor } from "#tests/support/mail";
import { useSite } from "#tests/support/site";
import { nextPost, openAsVisitor, slowDown, visibleToast, type VisitorPage } from "#tests/support/e2e-forms";
import { readyIsland } from "#tests/support/e2e-pages";

const site = useSite();

const request = {
  name: "Meera Kapoor",
  email: "meera@kapoor-labs.example",
  company: "Kapoor Labs",
  category: "ai-engineers",
  headcount: "2-5",
  start: "within-a-week",
  message: "Two AI engineers to build a support copilot on our documentation.",
};

async function openDialog(
  width = 1280,
  expectedStatuses: Array<number> = [],
): Promise<VisitorPage & { dialog: Locator }> {
  const visitor = await openAsVisitor(site, "/ai-talent-deployment", { width, expectProblems: expectedStatuses });
  const hero = await readyIsland(visitor.page, "deployment-hero");
  await hero.getByRole("button", { name: "Find AI Experts Now" }).click();
  const dialog = visitor.page.getByRole("dialog");
  await dialog.getByRole("heading", { name: "Find your AI experts" }).waitFor();
  return { ...visitor, dialog };
}

const field = (dialog: Locator, label: string) => dialog.getByLabel(label, { exact: true });
const send = (dialog: Locator) => dialog.getByRole("button", { name: /^(Send Request|Sending\.\.\.)$/ });

async function fill(dialog: Locator, values: typeof request) {
  await field(dialog, "Full Name").fill(values.name);
  await field(dialog, "Work Email").fill(values.email);
  await field(dialog, "Company").fill(values.company);
  await field(dialog, "Talent Category").selectOption(values.category);
  await field(dialog, "Number of People").selectOption(values.headcount);
  await field(dialog, "Desired Start").selectOption(values.start);
  await field(dialog, "Message (optional)").fill(values.message);
}

// The fields, their choices, the validation messages and the failure toast are tested in the form
// alone (app/modules/site/tests/talent-request.component.test.tsx); here, a request through the built site.

test("a request: 'Sending...' while it goes, the exact body, the success toast, the dialog closes, both emails go out", async () => {
  const { page, dialog } = await openDialog(390);
  await fill(dialog, request);
  await slowDown(page, "/api/talent-requests", 700);
  const sent = nextPost(page, "/api/talent-requests");
  await send(dialog).click();
  const sending = dialog.getByRole("button", { name: "Sending..." });
  await sending.waitFor();
  expect(await sending.isDisabled()).toBe(true);
  expect((await sent).postDataJSON()).toEqual({ ...request, website: "" });

  expect(await visibleToast(page)).toEqual({
    title: "Request received!",
    description: "Thank you. A talent specialist will contact you within 24 hours with matching profiles.",
    variant: "default",
  });
  await dialog.waitFor({ state: "detached" });

  const mails = await waitFor(
    async () => {
      const all = await readEmlFolder(path.join(site.server.dataDir, "mail"));
      // The suite's server is shared: this visitor's two emails, by their address and name.
      const mine = all.filter(
        (mail) =>
          addressesOf(mail.to).includes(request.email) || mail.subject === `New talent request: ${request.name}`,
      );
      return mine.length >= 2 ? mine : undefined;
    },
    15_000,
    "the confirmation and the sales notification",
  );
  const confirmation = mails.find((mail) => addressesOf(mail.to).includes(request.email));
  expect(confirmation?.subject).toBe("We received your talent request | Northwind Talent");
  expect(confirmation?.text).toContain("AI Engineers");
  const sales = mails.find((mail) => mail.subject === `New talent request: ${request.name}`);
  expect(sales?.text).toContain(request.company);
  expect(sales?.text).toContain("2-5 people");

  // Opened again, the form starts empty.
  const hero = await readyIsland(page, "deployment-hero");
  await hero.getByRole("button", { name: "Find AI Experts Now" }).click();
  await page.getByRole("dialog").getByRole("heading", { name: "Find your AI experts" }).waitFor();
  expect(await field(page.getByRole("dialog"), "Full Name").inputValue()).toBe("");
});
