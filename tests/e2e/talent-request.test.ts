import path from "node:path";
import { expect, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { nextFrames } from "#tests/support/browser";
import { addressesOf, readEmlFolder, waitFor } from "#tests/support/mail";
import { useSite } from "#tests/support/site";
import {
  failWith,
  fieldError,
  nextPost,
  openAsVisitor,
  slowDown,
  visibleToast,
  type VisitorPage,
} from "#tests/support/e2e-forms";
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

function countPosts(page: Page): () => number {
  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/talent-requests")) posts += 1;
  });
  return () => posts;
}

test("the form: seven fields with docs/product.md's choices, nothing chosen when opened from 'Find AI Experts Now'", async () => {
  const { dialog } = await openDialog();
  for (const label of ["Full Name", "Work Email", "Company", "Message (optional)"]) {
    expect(await field(dialog, label).inputValue()).toBe("");
  }
  const options = (label: string) =>
    field(dialog, label)
      .locator("option:not([disabled])")
      .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
  expect(await options("Talent Category")).toEqual([
    "machine-learning",
    "data-scientists",
    "ai-engineers",
    "cloud-architects",
    "not-sure",
  ]);
  expect(await options("Number of People")).toEqual(["1", "2-5", "6-10", "11-25", "26+"]);
  expect(await options("Desired Start")).toEqual(["immediately", "within-a-week", "within-a-month", "flexible"]);
  for (const label of ["Talent Category", "Number of People", "Desired Start"]) {
    expect(await field(dialog, label).inputValue()).toBe("");
  }
});

test("every validation message appears under its field, the first invalid field takes focus, nothing is sent", async () => {
  const { page, dialog } = await openDialog();
  const posts = countPosts(page);
  await send(dialog).click();
  await expect.poll(() => fieldError(field(dialog, "Full Name"))).toBe("Name must be at least 2 characters.");
  expect(await fieldError(field(dialog, "Work Email"))).toBe("Please enter a valid work email address.");
  expect(await fieldError(field(dialog, "Company"))).toBe("Company name is required.");
  expect(await fieldError(field(dialog, "Talent Category"))).toBe("Please select a talent category.");
  expect(await fieldError(field(dialog, "Number of People"))).toBe("Please select how many people you need.");
  expect(await fieldError(field(dialog, "Desired Start"))).toBe("Please select when they should start.");
  expect(await fieldError(field(dialog, "Message (optional)"))).toBeNull();
  expect(await field(dialog, "Full Name").evaluate((el) => el === document.activeElement)).toBe(true);

  await fill(dialog, { ...request, email: "meera@kapoor", message: "x".repeat(2001) });
  await send(dialog).click();
  await expect.poll(() => fieldError(field(dialog, "Work Email"))).toBe("Please enter a valid work email address.");
  expect(await fieldError(field(dialog, "Message (optional)"))).toBe("Your message can be at most 2000 characters.");
  expect(await fieldError(field(dialog, "Full Name"))).toBeNull();
  expect(await fieldError(field(dialog, "Talent Category"))).toBeNull();
  // The second press was handled once the email, now the first invalid field, has the focus; a
  // request sent with it would have shown up within two frames.
  await expect.poll(() => field(dialog, "Work Email").evaluate((el) => el === document.activeElement)).toBe(true);
  await nextFrames(page);
  expect(posts()).toBe(0);
});

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

test("a failure shows the destructive toast and keeps the dialog open with the entries", async () => {
  const { page, dialog } = await openDialog(1280, [503]);
  await fill(dialog, request);
  await failWith(page, "/api/talent-requests", 503, { message: "The service is briefly unavailable." });
  await send(dialog).click();
  expect(await visibleToast(page)).toEqual({
    title: "Something went wrong",
    description: "There was an error sending your request. Please try again.",
    variant: "destructive",
  });
  expect(await dialog.isVisible()).toBe(true);
  expect(await field(dialog, "Company").inputValue()).toBe(request.company);
  expect(await field(dialog, "Talent Category").inputValue()).toBe(request.category);
  expect(await send(dialog).isEnabled()).toBe(true);
});
