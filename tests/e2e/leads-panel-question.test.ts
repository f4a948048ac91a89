import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { useSite } from "../support/site";
import { failWith, nextPost, openAsVisitor, slowDown, unexpectedProblems } from "../support/e2e-forms";

const site = useSite();

const question = {
  name: "Lena Fischer",
  email: "lena@fischer.example",
  question: "How do GCCs keep their AI talent for longer than two years?",
};

async function openDialog(page: Page) {
  // The page offers the question dialog from the hero, the streaming section and the closing call.
  await page.getByRole("button", { name: "Submit Your Questions" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  return dialog;
}

async function fill(page: Page, values: typeof question) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name", { exact: true }).fill(values.name);
  await dialog.getByLabel("Email", { exact: true }).fill(values.email);
  await dialog.getByLabel("Your Question", { exact: true }).fill(values.question);
}

test("the dialog is not in the page's first load; it opens from 'Submit Your Questions'", async () => {
  const html = await (await fetch(`${site.server.url}/gcc-panel`)).text();
  expect(html).not.toContain("panel-question-dialog");
  const { page, problems, context } = await openAsVisitor(site, "/gcc-panel");
  const dialog = await openDialog(page);
  expect(await dialog.getByRole("heading", { name: "Submit Your Questions" }).isVisible()).toBe(true);
  for (const label of ["Name", "Email", "Your Question"]) {
    expect(await dialog.getByLabel(label, { exact: true }).getAttribute("required")).toBe("");
  }
  expect(await dialog.getByLabel("Email", { exact: true }).getAttribute("type")).toBe("email");
  expect(problems).toEqual([]);
  await context.close();
});

test("the browser's own checks block an empty form and a malformed email", async () => {
  const { page, problems, context } = await openAsVisitor(site, "/gcc-panel");
  const dialog = await openDialog(page);
  let posted = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/qa/submit")) posted += 1;
  });
  await dialog.getByRole("button", { name: "Submit Question" }).click();
  expect(
    await dialog.getByLabel("Name", { exact: true }).evaluate((el: HTMLInputElement) => el.validity.valueMissing),
  ).toBe(true);
  await fill(page, { ...question, email: "lena-at-example" });
  await dialog.getByRole("button", { name: "Submit Question" }).click();
  expect(
    await dialog.getByLabel("Email", { exact: true }).evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
  ).toBe(true);
  await page.waitForTimeout(200);
  expect(posted).toBe(0);
  expect(problems).toEqual([]);
  await context.close();
});

test("a question: 'Submitting...', the exact body, 'Question Submitted!', then after 3 s the form clears and the dialog closes", async () => {
  const { page, problems, context } = await openAsVisitor(site, "/gcc-panel");
  const dialog = await openDialog(page);
  await fill(page, question);
  await slowDown(page, "/api/qa/submit", 600);
  const request = nextPost(page, "/api/qa/submit");
  await dialog.getByRole("button", { name: "Submit Question" }).click();
  const sending = dialog.getByRole("button", { name: "Submitting..." });
  await sending.waitFor();
  expect(await sending.isDisabled()).toBe(true);
  expect((await request).postDataJSON()).toEqual({ ...question, website: "" });

  await dialog.getByText("Question Submitted!", { exact: true }).waitFor();
  // Still there well into the 3 s, gone shortly after them.
  await page.waitForTimeout(2300);
  expect(await dialog.getByText("Question Submitted!", { exact: true }).isVisible()).toBe(true);
  await dialog.waitFor({ state: "detached", timeout: 2500 });

  const reopened = await openDialog(page);
  expect(await reopened.getByLabel("Name", { exact: true }).inputValue()).toBe("");
  expect(await reopened.getByLabel("Your Question", { exact: true }).inputValue()).toBe("");
  expect(problems).toEqual([]);
  await context.close();
});

test("a failed submit keeps the dialog open with the alert and the entries", async () => {
  const { page, problems, context } = await openAsVisitor(site, "/gcc-panel");
  const dialog = await openDialog(page);
  await fill(page, question);
  await failWith(page, "/api/qa/submit", 500, { message: "Something went wrong on our side." });
  await dialog.getByRole("button", { name: "Submit Question" }).click();
  const alert = dialog.getByRole("alert");
  await alert.waitFor();
  expect(await alert.textContent()).toBe("Failed to submit question. Please try again.");
  expect(await alert.isVisible()).toBe(true);
  await page.waitForTimeout(3200);
  expect(await dialog.isVisible()).toBe(true);
  expect(await dialog.getByLabel("Your Question", { exact: true }).inputValue()).toBe(question.question);
  expect(await dialog.getByRole("button", { name: "Submit Question" }).isEnabled()).toBe(true);
  expect(unexpectedProblems(problems, [500])).toEqual([]);
  await context.close();
});

test("the close button and a click on the backdrop close it, and it opens empty again", async () => {
  const { page, problems, context } = await openAsVisitor(site, "/gcc-panel");
  let dialog = await openDialog(page);
  await fill(page, question);
  await dialog.getByRole("button", { name: "Close" }).click();
  await dialog.waitFor({ state: "detached" });
  dialog = await openDialog(page);
  expect(await dialog.getByLabel("Name", { exact: true }).inputValue()).toBe("");
  await page.mouse.click(10, 400);
  await dialog.waitFor({ state: "detached" });
  expect(problems).toEqual([]);
  await context.close();
});
