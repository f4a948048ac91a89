import type { Page } from "playwright-core";

/** What the /gitex registration form's controls hold, found by their visible labels. */
export async function gitexFormValues(page: Page) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  return {
    name: await field("Full Name").inputValue(),
    email: await field("Email Address").inputValue(),
    phone: await field("Phone Number (Optional)").inputValue(),
    company: await field("Company Name").inputValue(),
    domain: await field("Industry/Domain").inputValue(),
  };
}
