import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import { Toaster } from "#app/components/ui/toaster";
import { RegistrationForm } from "#app/modules/site/components/gitex/registration-form";
import { field, fieldError, openToast } from "#tests/components/form-helpers";
import { render } from "#tests/components/render";

// The /gitex registration form on its own (docs/product.md#event-registration-form). A registration through the built
// site, its body, the stored lead and the email, and what is typed before the page's code arrives,
// are in tests/e2e/leads-gitex-registration.test.ts.

const filled = {
  name: "Omar Haddad",
  email: "omar@haddad.example",
  phone: "+971 50 123 4567",
  company: "Haddad Systems",
  domain: "healthcare",
};

const form = page.elementLocator(document.body);
const claim = () => page.getByRole("button", { name: /^(Claim My 15 Free AI Interviews|Submitting\.\.\.)$/ });

afterEach(() => {
  vi.restoreAllMocks();
});

async function fill(values: typeof filled): Promise<void> {
  await field(form, "Full Name").fill(values.name);
  await field(form, "Email Address").fill(values.email);
  await field(form, "Phone Number (Optional)").fill(values.phone);
  await field(form, "Company Name").fill(values.company);
  await field(form, "Industry/Domain").selectOptions(values.domain);
}

function values(): typeof filled {
  const value = (label: string) => (field(form, label).element() as HTMLInputElement).value;
  return {
    name: value("Full Name"),
    email: value("Email Address"),
    phone: value("Phone Number (Optional)"),
    company: value("Company Name"),
    domain: value("Industry/Domain"),
  };
}

test("every validation message, shown beside its field, and nothing is sent", async () => {
  const posts = vi.spyOn(window, "fetch");
  await render(<RegistrationForm />);
  await claim().click();
  await expect.poll(() => fieldError(field(form, "Full Name"))).toBe("Name must be at least 2 characters.");
  expect(fieldError(field(form, "Email Address"))).toBe("Please enter a valid email address.");
  expect(fieldError(field(form, "Phone Number (Optional)"))).toBeNull();
  expect(fieldError(field(form, "Company Name"))).toBe("Company name is required.");
  expect(fieldError(field(form, "Industry/Domain"))).toBe("Please select a domain.");
  // The first field in error takes the focus, so keyboard users land on what to fix.
  await expect.poll(() => document.activeElement === field(form, "Full Name").element()).toBe(true);

  await field(form, "Full Name").fill("O");
  await field(form, "Email Address").fill("omar@");
  await field(form, "Company Name").fill("H");
  await claim().click();
  await expect.poll(() => fieldError(field(form, "Company Name"))).toBe("Company name is required.");
  expect(fieldError(field(form, "Full Name"))).toBe("Name must be at least 2 characters.");
  expect(fieldError(field(form, "Email Address"))).toBe("Please enter a valid email address.");

  await fill(filled);
  await expect.poll(() => fieldError(field(form, "Industry/Domain"))).toBeNull();
  expect(fieldError(field(form, "Full Name"))).toBeNull();
  expect(posts).not.toHaveBeenCalled();
});

test("a failed registration reads 'Submitting...' disabled while out, then keeps every entry, shows the destructive notice and re-enables the button", async () => {
  // The first answer waits until the test has seen the button while the request is out.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let answer: () => Promise<Response> = async () => {
    await held;
    return Response.json({ message: "The service is busy." }, { status: 503 });
  };
  const posts = vi.spyOn(window, "fetch").mockImplementation(() => answer());
  await render(
    <>
      <RegistrationForm />
      <Toaster />
    </>,
  );
  await fill(filled);
  await claim().click();
  await expect.element(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  release();
  await expect.poll(openToast).toEqual({
    title: "Something went wrong",
    description: "There was an error submitting your form. Please try again.",
    variant: "destructive",
  });
  await expect.element(page.getByRole("button", { name: "Claim My 15 Free AI Interviews" })).toBeEnabled();
  expect(values()).toEqual(filled);

  // A network failure is treated the same way.
  answer = async () => {
    throw new TypeError("Failed to fetch");
  };
  await claim().click();
  await expect.poll(() => posts.mock.calls.length).toBe(2);
  await expect.poll(() => openToast().variant).toBe("destructive");
  await expect.element(page.getByRole("button", { name: "Claim My 15 Free AI Interviews" })).toBeEnabled();
  expect(values()).toEqual(filled);
});
