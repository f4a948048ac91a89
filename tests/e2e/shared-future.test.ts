import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { site as siteConfig } from "#app/content/site";
import { nextFrames } from "#tests/support/browser";
import { openAsVisitor } from "#tests/support/e2e-forms";
import { expectAppointmentDialog, externalLinkAttributes, readyIsland } from "#tests/support/e2e-pages";
import { useSite } from "#tests/support/site";

const site = useSite();
const newTab = { target: "_blank", rel: "noopener noreferrer" };

async function openCommunity(width = 1280): Promise<Page> {
  const { page } = await openAsVisitor(site, "/shared-future", { width });
  return page;
}

test("the sections: hero, 3 podcasts with 'More Episodes', 2 panels, the group promo, 6 reasons, the closing call", async () => {
  const page = await openCommunity();
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Shared Future Community");
  const join = page.locator("[data-hero-banner]").getByRole("link", { name: "Join Our Community" });
  expect(await join.getAttribute("href")).toBe("#join-the-group");

  const podcasts = await readyIsland(page, "podcasts");
  expect(await podcasts.getByRole("heading", { level: 2 }).textContent()).toBe("Our Podcasts");
  expect(await podcasts.locator("[data-media]").count()).toBe(3);
  const more = podcasts.getByRole("link", { name: /^More Episodes/ });
  expect(await more.count()).toBe(3);
  for (const link of await more.all()) {
    expect(await externalLinkAttributes(link)).toEqual(newTab);
    expect(await link.getAttribute("href")).toMatch(/^https:\/\//);
  }

  const panels = await readyIsland(page, "past-panels");
  expect(await panels.getByRole("heading", { level: 2 }).textContent()).toBe("Past Panel Discussions");
  expect(await panels.locator("[data-media]").count()).toBe(2);

  const group = await readyIsland(page, "join-the-group");
  expect(await group.getByRole("heading", { level: 2 }).textContent()).toContain("over 500+ members");
  expect(await group.locator("ul").first().getByRole("listitem").count()).toBe(5);
  const groupLink = group.getByRole("link", { name: /Join the WhatsApp Group/ });
  expect(await groupLink.getAttribute("href")).toBe(siteConfig.communityGroupUrl);
  expect(await externalLinkAttributes(groupLink)).toEqual(newTab);

  const why = await readyIsland(page, "why-join");
  expect(await why.getByRole("heading", { level: 3 }).count()).toBe(6);

  const cta = await readyIsland(page, "community-cta");
  const joinNow = cta.getByRole("link", { name: /^Join Now/ });
  expect(await joinNow.getAttribute("href")).toBe(siteConfig.communityGroupUrl);
  expect(await externalLinkAttributes(joinNow)).toEqual(newTab);
});

test("'Join Our Community' scrolls to the group promo; 'Contact Us' opens the appointment dialog", async () => {
  const page = await openCommunity(390);
  await page.getByRole("link", { name: "Join Our Community" }).click();
  await expect
    .poll(() => page.locator("#join-the-group").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBeLessThan(120);
  const cta = await readyIsland(page, "community-cta");
  await cta.getByRole("button", { name: "Contact Us" }).click();
  await expectAppointmentDialog(page);
});

test("a video loads nothing from the video site until it is played, then the privacy-enhanced player", async () => {
  const page = await openCommunity();
  const videoRequests: Array<string> = [];
  // The player itself is answered locally: the test checks what is asked for, offline.
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title>" }),
  );
  page.on("request", (request) => {
    if (!request.url().startsWith(site.server.url)) videoRequests.push(request.url());
  });
  const podcasts = await readyIsland(page, "podcasts");
  expect(await page.locator("iframe").count()).toBe(0);
  // Settled: the page's own requests are over and the live section has drawn twice, so a request
  // its thumbnails or code would make to the video site has been made by now.
  await page.waitForLoadState("networkidle");
  await nextFrames(page);
  expect(videoRequests, videoRequests.join(" ")).toEqual([]);

  const play = podcasts.getByRole("button", { name: "Play podcast: AI in Talent Acquisition: Beyond the Hype" });
  await play.click();
  const player = podcasts.locator("iframe");
  await player.waitFor();
  expect(await player.getAttribute("src")).toBe(
    "https://www.youtube-nocookie.com/embed/PLACEHOLDER-PODCAST-1?autoplay=1&rel=0",
  );
  expect(await player.getAttribute("title")).toBe("AI in Talent Acquisition: Beyond the Hype");
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
  expect(videoRequests.every((url) => url.startsWith("https://www.youtube-nocookie.com/embed/"))).toBe(true);
  // Only the one played: the other two are still our own thumbnails.
  expect(await page.locator("iframe").count()).toBe(1);
  expect(await podcasts.locator("[data-video-facade]").count()).toBe(2);
});
