import path from "node:path";
import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { readEmlFolder, waitFor } from "#tests/support/mail";
import { useSite } from "#tests/support/site";
import { failWith, fieldError, nextPost, openAsVisitor, slowDown, visibleToast } from "#tests/support/e2e-forms";

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

test("the section: heading, the five empty fields with docs/product.md's options, and the privacy footnote", async () => {
  const { page } = await openSection();
  await page.locator("#ai-interview h2").waitFor();
  expect(await values(page)).toEqual({ name: "", email: "", phone: "", role: "", experience: "" });
  const options = (label: string) =>
    field(page, label)
      .locator("option:not([disabled])")
      .evaluateAll((els) => els.map((el) => [(el as HTMLOptionElement).value, el.textContent]));
  expect(await options("Job Role")).toEqual([
    ["ai-engineer", "AI Engineer"],
    ["data-scientist", "Data Scientist"],
    ["ml-engineer", "ML Engineer"],
    ["python-developer", "Python Developer"],
    ["full-stack", "Full Stack Developer"],
    ["other", "Other"],
  ]);
  expect((await options("Experience")).map(([value]) => value)).toEqual(["0-2", "3-5", "6-10", "10+"]);
  const footnote = page.locator("#ai-interview").getByText(/By submitting this form, you agree to our/);
  expect(await footnote.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy-policy");
});

test("every validation message appears under its field and nothing is sent", async () => {
  const { page } = await openSection();
  let posted = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/ai-interview")) posted += 1;
  });
  await submit(page).click();
  await expect.poll(() => fieldError(field(page, "Full Name"))).toBe("Name must be at least 2 characters.");
  expect(await fieldError(field(page, "Email Address"))).toBe("Please enter a valid email address.");
  expect(await fieldError(field(page, "Phone Number"))).toBe("Please enter a valid phone number.");
  expect(await fieldError(field(page, "Job Role"))).toBe("Please select a job role.");
  expect(await fieldError(field(page, "Experience"))).toBe("Please select your experience level.");

  await field(page, "Phone Number").fill("12345");
  await field(page, "Email Address").fill("asha@rao");
  await submit(page).click();
  await expect.poll(() => fieldError(field(page, "Phone Number"))).toBe("Please enter a valid phone number.");
  expect(await fieldError(field(page, "Email Address"))).toBe("Please enter a valid email address.");
  await fill(page, filled);
  await expect.poll(() => fieldError(field(page, "Experience"))).toBeNull();
  expect(posted).toBe(0);
});

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

test("any failure shows the destructive toast and keeps the entries", async () => {
  const { page, expectProblems } = await openSection();
  expectProblems(429);
  await fill(page, filled);
  await failWith(page, "/api/ai-interview", 429, { message: "Too many requests. Please wait a minute and try again." });
  await submit(page).click();
  expect(await visibleToast(page)).toEqual({
    title: "Something went wrong",
    description: "There was an error scheduling your interview. Please try again.",
    variant: "destructive",
  });
  await expect.poll(() => submit(page).isEnabled()).toBe(true);
  expect(await values(page)).toEqual(filled);
});
