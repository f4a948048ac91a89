import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import { Toaster } from "#app/components/ui/toaster";
import { AiInterviewSection } from "#app/modules/site/components/leads/ai-interview-section";
import { field, fieldError, openToast } from "#tests/components/form-helpers";
import { render } from "#tests/components/render";

// The home page's AI interview form (docs/product.md#ai-interview). A request through the built
// site, its body, the success toast and the confirmation email, is in tests/e2e/leads-ai-interview.test.ts.

const filled = {
  name: "Asha Rao",
  email: "asha@rao.example",
  phone: "+91 98765 43210",
  role: "data-scientist",
  experience: "6-10",
};

const section = page.elementLocator(document.body);
const submit = () => page.getByRole("button", { name: /Schedule My AI Interview|Scheduling\.\.\./ });

afterEach(() => {
  vi.restoreAllMocks();
});

async function openSection(): Promise<HTMLElement> {
  const container = await render(
    <>
      <AiInterviewSection />
      <Toaster />
    </>,
  );
  await expect.element(field(section, "Full Name")).toBeVisible();
  return container;
}

async function fill(values: typeof filled): Promise<void> {
  await field(section, "Full Name").fill(values.name);
  await field(section, "Email Address").fill(values.email);
  await field(section, "Phone Number").fill(values.phone);
  await field(section, "Job Role").selectOptions(values.role);
  await field(section, "Experience").selectOptions(values.experience);
}

function values() {
  const read = (label: string) => (field(section, label).element() as HTMLInputElement).value;
  return {
    name: read("Full Name"),
    email: read("Email Address"),
    phone: read("Phone Number"),
    role: read("Job Role"),
    experience: read("Experience"),
  };
}

test("the section: heading, the five empty fields with docs/product.md's options, and the privacy footnote", async () => {
  const container = await openSection();
  expect(container.querySelector("#ai-interview h2")).not.toBeNull();
  expect(values()).toEqual({ name: "", email: "", phone: "", role: "", experience: "" });
  const options = (label: string) =>
    Array.from(field(section, label).element().querySelectorAll("option:not([disabled])"), (option) => [
      (option as HTMLOptionElement).value,
      option.textContent,
    ]);
  expect(options("Job Role")).toEqual([
    ["ai-engineer", "AI Engineer"],
    ["data-scientist", "Data Scientist"],
    ["ml-engineer", "ML Engineer"],
    ["python-developer", "Python Developer"],
    ["full-stack", "Full Stack Developer"],
    ["other", "Other"],
  ]);
  expect(options("Experience").map(([value]) => value)).toEqual(["0-2", "3-5", "6-10", "10+"]);
  const footnote = page.getByText(/By submitting this form, you agree to our/);
  await expect
    .element(footnote.getByRole("link", { name: "Privacy Policy" }))
    .toHaveAttribute("href", "/privacy-policy");
});

test("every validation message appears under its field and nothing is sent", async () => {
  const posts = vi.spyOn(window, "fetch");
  await openSection();
  await submit().click();
  await expect.poll(() => fieldError(field(section, "Full Name"))).toBe("Name must be at least 2 characters.");
  expect(fieldError(field(section, "Email Address"))).toBe("Please enter a valid email address.");
  expect(fieldError(field(section, "Phone Number"))).toBe("Please enter a valid phone number.");
  expect(fieldError(field(section, "Job Role"))).toBe("Please select a job role.");
  expect(fieldError(field(section, "Experience"))).toBe("Please select your experience level.");

  await field(section, "Phone Number").fill("12345");
  await field(section, "Email Address").fill("asha@rao");
  await submit().click();
  await expect.poll(() => fieldError(field(section, "Phone Number"))).toBe("Please enter a valid phone number.");
  expect(fieldError(field(section, "Email Address"))).toBe("Please enter a valid email address.");
  await fill(filled);
  await expect.poll(() => fieldError(field(section, "Experience"))).toBeNull();
  expect(posts.mock.calls.filter(([url]) => String(url).endsWith("/api/ai-interview"))).toEqual([]);
});

test("any failure shows the destructive toast and keeps the entries", async () => {
  vi.spyOn(window, "fetch").mockImplementation(
    async () =>
      new Response(JSON.stringify({ message: "Too many requests. Please wait a minute and try again." }), {
        status: 429,
        headers: { "content-type": "application/json" },
      }),
  );
  await openSection();
  await fill(filled);
  await submit().click();
  await expect.poll(() => openToast().title).toBe("Something went wrong");
  expect(openToast()).toEqual({
    title: "Something went wrong",
    description: "There was an error scheduling your interview. Please try again.",
    variant: "destructive",
  });
  await expect.element(submit()).toBeEnabled();
  expect(values()).toEqual(filled);
});
