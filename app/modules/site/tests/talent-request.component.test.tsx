import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { Toaster } from "#app/components/ui/toaster";
import { TalentRequestButton } from "#app/modules/site/components/talent-request/talent-request-button";
import { field, fieldError, openToast, optionValues } from "#tests/components/form-helpers";
import { render } from "#tests/components/render";

// The talent request form inside its dialog (docs/product.md#talent-request). A request sent through
// the built site, its body and both emails, is in tests/e2e/talent-request.test.ts.

const request = {
  name: "Meera Kapoor",
  email: "meera@kapoor-labs.example",
  company: "Kapoor Labs",
  category: "ai-engineers",
  headcount: "2-5",
  start: "within-a-week",
  message: "Two AI engineers to build a support copilot on our documentation.",
};

const dialog = page.getByRole("dialog");
const send = () => dialog.getByRole("button", { name: /^(Send Request|Sending\.\.\.)$/ });

afterEach(() => {
  vi.restoreAllMocks();
});

async function openDialog(): Promise<void> {
  await render(
    <>
      <TalentRequestButton>Find AI Experts Now</TalentRequestButton>
      <Toaster />
    </>,
  );
  await page.getByRole("button", { name: "Find AI Experts Now" }).click();
  await expect.element(dialog.getByRole("heading", { name: "Find your AI experts" })).toBeVisible();
}

async function fill(values: typeof request): Promise<void> {
  await field(dialog, "Full Name").fill(values.name);
  await field(dialog, "Work Email").fill(values.email);
  await field(dialog, "Company").fill(values.company);
  await field(dialog, "Talent Category").selectOptions(values.category);
  await field(dialog, "Number of People").selectOptions(values.headcount);
  await field(dialog, "Desired Start").selectOptions(values.start);
  await field(dialog, "Message (optional)").fill(values.message);
}

test("the form: seven fields with docs/product.md's choices, nothing chosen when opened from 'Find AI Experts Now'", async () => {
  await openDialog();
  for (const label of ["Full Name", "Work Email", "Company", "Message (optional)"]) {
    await expect.element(field(dialog, label)).toHaveValue("");
  }
  expect(optionValues(field(dialog, "Talent Category"))).toEqual([
    "machine-learning",
    "data-scientists",
    "ai-engineers",
    "cloud-architects",
    "not-sure",
  ]);
  expect(optionValues(field(dialog, "Number of People"))).toEqual(["1", "2-5", "6-10", "11-25", "26+"]);
  expect(optionValues(field(dialog, "Desired Start"))).toEqual([
    "immediately",
    "within-a-week",
    "within-a-month",
    "flexible",
  ]);
  for (const label of ["Talent Category", "Number of People", "Desired Start"]) {
    await expect.element(field(dialog, label)).toHaveValue("");
  }
});

test("every validation message appears under its field, the first invalid field takes focus, nothing is sent", async () => {
  const posts = vi.spyOn(window, "fetch");
  await openDialog();
  await send().click();
  await expect.poll(() => fieldError(field(dialog, "Full Name"))).toBe("Name must be at least 2 characters.");
  expect(fieldError(field(dialog, "Work Email"))).toBe("Please enter a valid work email address.");
  expect(fieldError(field(dialog, "Company"))).toBe("Company name is required.");
  expect(fieldError(field(dialog, "Talent Category"))).toBe("Please select a talent category.");
  expect(fieldError(field(dialog, "Number of People"))).toBe("Please select how many people you need.");
  expect(fieldError(field(dialog, "Desired Start"))).toBe("Please select when they should start.");
  expect(fieldError(field(dialog, "Message (optional)"))).toBeNull();
  await expect.element(field(dialog, "Full Name")).toHaveFocus();

  await fill({ ...request, email: "meera@kapoor", message: "x".repeat(2001) });
  await send().click();
  await expect.element(field(dialog, "Work Email")).toHaveFocus();
  expect(fieldError(field(dialog, "Work Email"))).toBe("Please enter a valid work email address.");
  expect(fieldError(field(dialog, "Message (optional)"))).toBe("Your message can be at most 2000 characters.");
  expect(fieldError(field(dialog, "Full Name"))).toBeNull();
  expect(fieldError(field(dialog, "Talent Category"))).toBeNull();
  expect(posts.mock.calls.filter(([url]) => String(url).endsWith("/api/talent-requests"))).toEqual([]);
});

test("a failure shows the destructive toast and keeps the dialog open with the entries", async () => {
  vi.spyOn(window, "fetch").mockImplementation(
    async () =>
      new Response(JSON.stringify({ message: "The service is briefly unavailable." }), {
        status: 503,
        headers: { "content-type": "application/json" },
      }),
  );
  await openDialog();
  await fill(request);
  await send().click();
  await expect.poll(() => openToast().title).toBe("Something went wrong");
  expect(openToast()).toEqual({
    title: "Something went wrong",
    description: "There was an error sending your request. Please try again.",
    variant: "destructive",
  });
  await expect.element(dialog).toBeVisible();
  await expect.element(field(dialog, "Company")).toHaveValue(request.company);
  await expect.element(field(dialog, "Talent Category")).toHaveValue(request.category);
  await expect.element(send()).toBeEnabled();
  await userEvent.keyboard("{Escape}");
});
