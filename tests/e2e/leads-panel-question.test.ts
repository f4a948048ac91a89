import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { nextFrames, pauseClock } from "#tests/support/browser";
import { useSite } from "#tests/support/site";
import { failWith, nextPost, openAsVisitor, slowDown } from "#tests/support/e2e-forms";

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
  const { page } = await openAsVisitor(site, "/gcc-panel");
  const dialog = await openDialog(page);
  await dialog.getByRole("heading", { name: "Submit Your Questions" }).waitFor();
  for (const label of ["Name", "Email", "Your Question"]) {
    expect(await dialog.getByLabel(label, { exact: true }).getAttribute("required")).toBe("");
  }
  expect(await dialog.getByLabel("Email", { exact: true }).getAttribute("type")).toBe("email");
});

// The validation messages and closing the dialog are tested in the dialog alone
// (app/modules/site/tests/panel-question.component.test.tsx); here, what needs the built site and its server.

test("a question: 'Submitting...', the exact body, 'Question Submitted!', then after 3 s the form clears and the dialog closes", async () => {
  const { page } = await openAsVisitor(site, "/gcc-panel", { clock: "running" });
  const dialog = await openDialog(page);
  await fill(page, question);
  await slowDown(page, "/api/qa/submit", 600);
  // From here the page's time moves only when the test moves it: the 3 s count from the answer.
  await pauseClock(page);
  const request = nextPost(page, "/api/qa/submit");
  await dialog.getByRole("button", { name: "Submit Question" }).click();
  const sending = dialog.getByRole("button", { name: "Submitting..." });
  await sending.waitFor();
  await expect.poll(() => sending.isDisabled()).toBe(true);
  expect((await request).postDataJSON()).toEqual({ ...question, website: "" });

  await dialog.getByText("Question Submitted!", { exact: true }).waitFor();
  // Still there a moment before the 3 s are up, closing once they are.
  await page.clock.runFor(2999);
  expect(await dialog.getByText("Question Submitted!", { exact: true }).isVisible()).toBe(true);
  await page.clock.runFor(1);
  await dialog.waitFor({ state: "detached" });
  await page.clock.resume();

  const reopened = await openDialog(page);
  expect(await reopened.getByLabel("Name", { exact: true }).inputValue()).toBe("");
  expect(await reopened.getByLabel("Your Question", { exact: true }).inputValue()).toBe("");
});

test("a failed submit keeps the dialog open with the alert and the entries", async () => {
  const { page } = await openAsVisitor(site, "/gcc-panel", { expectProblems: [500], clock: "running" });
  const dialog = await openDialog(page);
  await fill(page, question);
  await failWith(page, "/api/qa/submit", 500, { message: "Something went wrong on our side." });
  await pauseClock(page);
  await dialog.getByRole("button", { name: "Submit Question" }).click();
  const alert = dialog.getByRole("alert");
  await alert.waitFor();
  expect(await alert.textContent()).toBe("Failed to submit question. Please try again.");
  await expect.poll(() => dialog.getByRole("button", { name: "Submit Question" }).isEnabled()).toBe(true);
  // Unlike a success, a failure does not close the dialog after 3 s: it is still open, its entries
  // kept (closing clears them at once), a second after they have passed.
  await page.clock.runFor(4000);
  await page.clock.resume();
  await nextFrames(page);
  expect(await dialog.isVisible()).toBe(true);
  expect(await dialog.getByLabel("Your Question", { exact: true }).inputValue()).toBe(question.question);
});
