import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { nextFrames, waitForHydration } from "#tests/support/browser";
import { useSite } from "#tests/support/site";

const site = useSite();

const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

/** How many times the page has asked for the banner's code, which it fetches only once it shows the banner. */
function bannerCodeRequests(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (/\/assets\/cookie-banner-panel-[^/]*\.js$/.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

/** Once the page has hydrated, jumps its clock past the banner's second and lets two frames pass. */
async function pastTheBannersDelay(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.clock.fastForward(2000);
  await nextFrames(page);
}

async function consentCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === "cookie-consent");
}

test("the banner appears after one second with the exact title, text, link and buttons", async () => {
  // The page's clock stands still from its first script: the second passes only as the test says.
  const { page } = await site.open("/", { clock: "paused" });
  const codeRequests = bannerCodeRequests(page);
  await page.clock.runFor(999);
  expect(await banner(page).count()).toBe(0);
  expect(codeRequests()).toBe(0);
  // At the second the banner is on its way (its code is fetched), and then it shows.
  await page.clock.runFor(1);
  await expect.poll(codeRequests).toBe(1);
  await page.clock.resume();
  await banner(page).waitFor();
  expect(await banner(page).getByRole("heading").textContent()).toBe("We value your privacy");
  expect(await banner(page).textContent()).toContain('By clicking "Accept All", you consent to our use of cookies.');
  expect(await banner(page).getByRole("link", { name: "Read our Cookie Policy" }).getAttribute("href")).toBe(
    "/cookie-policy",
  );
  expect(await banner(page).getByRole("button").allTextContents()).toEqual(["Essential Only", "Accept All"]);
});

// Each choice's cookie, storage and record, the storage failure and the layout are tested in the
// banner alone (tests/components/cookie-banner.test.tsx); here, the journey through the built site.
{
  const [button, value] = ["Accept All", "all"] as const;
  test(`'${button}' stores '${value}' in the cookie and local storage, records it, and the banner never returns`, async () => {
    const { page } = await site.open("/", { clock: "running" });
    await banner(page).waitFor();
    const recorded = page.waitForResponse((response) => response.url().endsWith("/api/consent"));
    await banner(page).getByRole("button", { name: button }).click();
    const reply = await recorded;
    expect(reply.status()).toBe(201);
    const sent = JSON.parse(reply.request().postData() ?? "{}") as { choice: string; consentId: string };
    expect(sent).toMatchObject({ choice: value, consentId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await banner(page).waitFor({ state: "detached" });
    // The consent id is kept beside the choice (its own cookie and local-storage entry), and the
    // server files the record under it, so the choice can be looked up and withdrawn.
    const idCookie = (await page.context().cookies()).find((c) => c.name === "cookie-consent-id");
    expect(idCookie?.value).toBe(sent.consentId);
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent-id"))).toBe(sent.consentId);
    const history = (await (await fetch(`${site.server.url}/api/consent/${sent.consentId}`)).json()) as {
      choices: Array<{ choice: string }>;
    };
    expect(history.choices.map((c) => c.choice)).toEqual([value]);
    const cookie = await consentCookie(page);
    expect(cookie?.value).toBe(value);
    expect(cookie?.path).toBe("/");
    expect(cookie?.sameSite).toBe("Lax");
    const lifetimeDays = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(lifetimeDays).toBeGreaterThan(364);
    expect(lifetimeDays).toBeLessThanOrEqual(365.01);
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe(value);
    const codeRequests = bannerCodeRequests(page);
    await page.reload();
    await pastTheBannersDelay(page);
    expect(await banner(page).count()).toBe(0);
    await page.goto(`${site.server.url}/blog`);
    await pastTheBannersDelay(page);
    expect(await banner(page).count()).toBe(0);
    expect(codeRequests()).toBe(0);
  });
}

test("the local-storage entry alone is enough to keep the banner away", async () => {
  const { page } = await site.open("/", { clock: "running" });
  await page.evaluate(() => localStorage.setItem("cookie-consent", "essential"));
  const codeRequests = bannerCodeRequests(page);
  await page.reload();
  await pastTheBannersDelay(page);
  expect(await banner(page).count()).toBe(0);
  expect(codeRequests()).toBe(0);
});

test("on the cookie policy a visitor changes their mind: the banner opens again with the focus on it, and the new choice is filed under the same consent id", async () => {
  const { page } = await site.open("/cookie-policy");
  await banner(page).waitFor();
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await banner(page).waitFor({ state: "detached" });
  const saved = page.getByTestId("saved-consent");
  await expect.poll(() => saved.textContent()).toMatch(/^Your choice: Accept All \(consent id [0-9a-f-]{36}\)\.$/);
  const consentId = (await page.context().cookies()).find((c) => c.name === "cookie-consent-id")?.value ?? "";

  await page.getByRole("button", { name: "Change your cookie choice" }).click();
  await banner(page).waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Essential Only");
  const recorded = page.waitForResponse((response) => response.url().endsWith("/api/consent"));
  await banner(page).getByRole("button", { name: "Essential Only" }).click();
  expect((await recorded).status()).toBe(201);
  expect((await consentCookie(page))?.value).toBe("essential");
  await expect.poll(() => saved.textContent()).toBe(`Your choice: Essential Only (consent id ${consentId}).`);
  const history = (await (await fetch(`${site.server.url}/api/consent/${consentId}`)).json()) as {
    choices: Array<{ choice: string }>;
  };
  expect(history.choices.map((c) => c.choice)).toEqual(["essential", "all"]);
});
