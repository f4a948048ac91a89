import type { Locator } from "vitest/browser";

/** A form control by its exact label, inside `within` (a dialog, a section). */
export function field(within: Locator, label: string): Locator {
  return within.getByLabelText(label, { exact: true });
}

/** The error message tied to a control through aria-describedby, or null when it has none. */
export function fieldError(control: Locator): string | null {
  const element = control.element();
  const ids = element.getAttribute("aria-describedby")?.split(" ") ?? [];
  const errorId = ids.find((id) => id.endsWith("-error"));
  if (!errorId) return element.getAttribute("aria-invalid") === "true" ? "(aria-invalid without a message)" : null;
  return document.getElementById(errorId)?.textContent ?? null;
}

/** The values a select offers (its placeholder, disabled, left out). */
export function optionValues(control: Locator): Array<string> {
  return Array.from(control.element().querySelectorAll<HTMLOptionElement>("option:not([disabled])"), (o) => o.value);
}

/** The open toast's title, description and variant. */
export function openToast(): { title: string; description: string; variant: string | null } {
  const toast = document.querySelector('li[data-variant][data-state="open"]');
  const parts = toast?.querySelectorAll("div > div");
  return {
    title: parts?.[0]?.textContent ?? "",
    description: parts?.[1]?.textContent ?? "",
    variant: toast?.getAttribute("data-variant") ?? null,
  };
}
