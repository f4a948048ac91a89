import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import { NewsletterForm } from "#app/modules/newsletter/components/newsletter-form";
import { field, fieldError } from "#tests/components/form-helpers";
import { render } from "#tests/components/render";

// The newsletter sign-up form on its own (docs/product.md#newsletter-form). A sign-up through the
// built site, its emails and links, is in tests/e2e/newsletter.test.ts.

const form = page.elementLocator(document.body);

afterEach(() => {
  vi.restoreAllMocks();
});

test("the form checks its fields and sends nothing while they are wrong", async () => {
  const posts = vi.spyOn(window, "fetch");
  await render(<NewsletterForm />);
  await field(form, "Full Name").fill("A");
  await field(form, "Email Address").fill("not-an-email");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect.poll(() => fieldError(field(form, "Full Name"))).toBe("Name must be at least 2 characters.");
  expect(fieldError(field(form, "Email Address"))).toBe("Please enter a valid email address.");
  expect(posts).not.toHaveBeenCalled();
});
