import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import { CookieBanner } from "#app/features/consent/cookie-banner";
import { cookiePolicyVersion } from "#app/lib/consent-policy";
import { render } from "./render";

// The banner's choices inside the page (docs/product.md#cookie-consent). The journey (the server's
// record, a reload and another page without the banner, changing one's mind on the cookie policy)
// is in tests/e2e/cookie-banner.test.ts.

const banner = page.getByRole("region", { name: "Cookie consent" });

/** Answers the consent record as the server does, and gives the bodies the page sent. */
function recordConsent(): () => Array<unknown> {
  const fetchSpy = vi.spyOn(window, "fetch").mockImplementation(async () => new Response("{}", { status: 201 }));
  return () =>
    fetchSpy.mock.calls
      .filter(([url]) => String(url).endsWith("/api/consent"))
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

afterEach(async () => {
  vi.restoreAllMocks();
  for (const name of ["cookie-consent", "cookie-consent-id"]) await cookieStore.delete(name);
});

for (const [button, value] of [
  ["Essential Only", "essential"],
  ["Accept All", "all"],
] as const) {
  test(`'${button}' stores '${value}' in a year-long cookie and local storage, with a consent id, records it, and the banner goes`, async () => {
    const sent = recordConsent();
    await render(<CookieBanner />);
    await banner.getByRole("button", { name: button }).click();
    await expect.element(banner).not.toBeInTheDocument();
    await expect.poll(sent).toHaveLength(1);
    const [body] = sent() as Array<{ choice: string; consentId: string; policyVersion: string }>;
    expect(body).toEqual({
      choice: value,
      policyVersion: cookiePolicyVersion,
      consentId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
    expect(localStorage.getItem("cookie-consent")).toBe(value);
    expect(localStorage.getItem("cookie-consent-id")).toBe(body!.consentId);
    // Chromium's cookie store answers the expiry too; TypeScript's DOM types leave it out.
    const cookie = (await cookieStore.get("cookie-consent")) as (CookieListItem & { expires?: number }) | null;
    expect(cookie).toMatchObject({ value, path: "/", sameSite: "lax" });
    const lifetimeDays = ((cookie?.expires ?? 0) - Date.now()) / 86_400_000;
    expect(lifetimeDays).toBeGreaterThan(364);
    expect(lifetimeDays).toBeLessThanOrEqual(365.01);
    expect((await cookieStore.get("cookie-consent-id"))?.value).toBe(body!.consentId);
  });
}

test("when local storage fails the error is logged and the cookie is still set", async () => {
  recordConsent();
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new Error("quota exceeded");
  });
  await render(<CookieBanner />);
  await banner.getByRole("button", { name: "Accept All" }).click();
  await expect.poll(async () => (await cookieStore.get("cookie-consent"))?.value).toBe("all");
  expect(logged.mock.calls.some(([text]) => String(text).includes("Could not save the cookie choice"))).toBe(true);
});

test("the banner is a row from 640 px wide and a column below", async () => {
  for (const [width, layout] of [
    [640, "row"],
    [639, "column"],
  ] as const) {
    await page.viewport(width, 800);
    const section = await render(<CookieBanner />);
    await expect.element(banner).toBeVisible();
    const box = (element: Element | null) => element!.getBoundingClientRect();
    const text = box(section.querySelector("section p"));
    const essential = box(banner.getByRole("button", { name: "Essential Only" }).element());
    const acceptAll = box(banner.getByRole("button", { name: "Accept All" }).element());
    if (layout === "row") {
      // The buttons stand side by side, to the right of the text.
      expect(essential.x, `${width} px`).toBeGreaterThanOrEqual(text.x + text.width);
      expect(acceptAll.y, `${width} px`).toBe(essential.y);
      expect(acceptAll.x, `${width} px`).toBeGreaterThan(essential.x);
    } else {
      // The buttons sit under the text, one under the other.
      expect(essential.y, `${width} px`).toBeGreaterThanOrEqual(text.y + text.height);
      expect(acceptAll.y, `${width} px`).toBeGreaterThanOrEqual(essential.y + essential.height);
    }
    section.remove();
  }
  await page.viewport(1280, 800);
});
