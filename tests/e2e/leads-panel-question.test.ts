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

test("an empty form and a malformed email are answered beside each field, and nothing is sent", async () => {
  const { page } = await openAsVisitor(site, "/gcc-panel");
  const dialog = await openDialog(page);
  let posted = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/qa/submit")) posted += 1;
  });
  await dialog.getByRole("button", { name: "Submit Question" }).click();
  for (const message of [
    "Please enter your name.",
    "Please enter a valid email address.",
    "Please enter your question.",
  ])
    await dialog.getByText(message, { exact: true }).waitFor();
  // The first field in error has the focus, so the visitor can fix it at once.
  await expect
    .poll(() => dialog.getByLabel("Name", { exact: true }).evaluate((el) => el === document.activeElement))
    .toBe(true);
  await fill(page, { ...question, email: "lena-at-example" });
  await dialog.getByRole("button", { name: "Submit Question" }).click();
  await dialog.getByText("Please enter a valid email address.", { exact: true }).waitFor();
  await dialog.getByText("Please enter your name.", { exact: true }).waitFor({ state: "detached" });
  // The second press was handled once the email, now the first field in error, has the focus; a
  // request sent with it would have shown up within two frames.
  await expect
    .poll(() => dialog.getByLabel("Email", { exact: true }).evaluate((el) => el === document.activeElement))
    .toBe(true);
  await nextFrames(page);
  expect(posted).toBe(0);
});

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

test("the close button and a click on the backdrop close it, and it opens empty again", async () => {
  const { page } = await openAsVisitor(site, "/gcc-panel");
  let dialog = await openDialog(page);
  await fill(page, question);
  await dialog.getByRole("button", { name: "Close" }).click();
  await dialog.waitFor({ state: "detached" });
  dialog = await openDialog(page);
  expect(await dialog.getByLabel("Name", { exact: true }).inputValue()).toBe("");
  await page.mouse.click(10, 400);
  await dialog.waitFor({ state: "detached" });
});
