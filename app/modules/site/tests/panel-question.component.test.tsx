import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { PanelQuestionButton } from "#app/modules/site/components/leads/panel-question-button";
import { field } from "#tests/components/form-helpers";
import { render } from "#tests/components/render";

// The GCC panel's question dialog (docs/product.md#gcc-panel). Its absence from the page's first
// load, a question sent and a failure answered by the server are in tests/e2e/leads-panel-question.test.ts.

const question = {
  name: "Lena Fischer",
  email: "lena@fischer.example",
  question: "How do GCCs keep their AI talent for longer than two years?",
};

const dialog = page.getByRole("dialog");

afterEach(() => {
  vi.restoreAllMocks();
});

async function openDialog(): Promise<void> {
  await page.getByRole("button", { name: "Submit Your Questions" }).click();
  await expect.element(dialog.getByRole("heading", { name: "Submit Your Questions" })).toBeVisible();
}

async function fill(values: typeof question): Promise<void> {
  await field(dialog, "Name").fill(values.name);
  await field(dialog, "Email").fill(values.email);
  await field(dialog, "Your Question").fill(values.question);
}

test("an empty form and a malformed email are answered beside each field, and nothing is sent", async () => {
  const posts = vi.spyOn(window, "fetch");
  await render(<PanelQuestionButton />);
  await openDialog();
  for (const label of ["Name", "Email", "Your Question"]) {
    await expect.element(field(dialog, label)).toHaveAttribute("required", "");
  }
  await expect.element(field(dialog, "Email")).toHaveAttribute("type", "email");
  await dialog.getByRole("button", { name: "Submit Question" }).click();
  for (const message of [
    "Please enter your name.",
    "Please enter a valid email address.",
    "Please enter your question.",
  ])
    await expect.element(dialog.getByText(message, { exact: true })).toBeVisible();
  // The first field in error has the focus, so the visitor can fix it at once.
  await expect.element(field(dialog, "Name")).toHaveFocus();
  await fill({ ...question, email: "lena-at-example" });
  await dialog.getByRole("button", { name: "Submit Question" }).click();
  await expect.element(field(dialog, "Email")).toHaveFocus();
  await expect.element(dialog.getByText("Please enter a valid email address.", { exact: true })).toBeVisible();
  await expect.element(dialog.getByText("Please enter your name.", { exact: true })).not.toBeInTheDocument();
  expect(posts.mock.calls.filter(([url]) => String(url).endsWith("/api/qa/submit"))).toEqual([]);
});

test("the close button and a click on the backdrop close it, and it opens empty again", async () => {
  await render(<PanelQuestionButton />);
  await openDialog();
  await fill(question);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect.element(dialog).not.toBeInTheDocument();
  await openDialog();
  await expect.element(field(dialog, "Name")).toHaveValue("");
  await userEvent.click(document.body, { position: { x: 10, y: 400 } });
  await expect.element(dialog).not.toBeInTheDocument();
});
