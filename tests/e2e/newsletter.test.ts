import path from "node:path";
import { expect, test } from "vitest";
import type { ParsedMail } from "mailparser";
import { newsletterCheckInbox } from "#app/modules/newsletter";
import { developmentAppSecret } from "#server/config";
import { signToken } from "#app/modules/newsletter/server";
import { openAsVisitor } from "#tests/support/e2e-forms";
import { readEmlFolder, waitFor } from "#tests/support/mail";
import { useSite } from "#tests/support/site";

const site = useSite();

async function mailTo(address: string, subject: RegExp): Promise<ParsedMail> {
  return waitFor(
    async () =>
      (await readEmlFolder(path.join(site.server.dataDir, "mail"))).find(
        (mail) => mail.to && JSON.stringify(mail.to).includes(address) && subject.test(mail.subject ?? ""),
      ),
    15_000,
    `an email to ${address}`,
  );
}

/** A header as the receiving mail program sees it, unfolded. */
function rawHeader(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line ?? "";
  return line.replace(/\r?\n[ \t]+/g, " ").replace(/^[^:]+:\s*/, "");
}

function linkIn(mail: ParsedMail, page: "confirm" | "unsubscribe"): string {
  const match = new RegExp(`(https?://[^\\s"<>]+/newsletter/${page}/[A-Za-z0-9_.-]+)`).exec(mail.text ?? "");
  if (!match?.[1]) throw new Error(`no ${page} link in the email`);
  return match[1];
}

test("from the form through the emailed link to a confirmed subscription, then the unsubscribe link", async () => {
  const email = `reader-${Date.now()}@example.com`;
  const { page } = await openAsVisitor(site, "/blog#newsletter");
  const form = page.locator("#newsletter form");
  await form.waitFor();
  await form.getByLabel("Full Name").fill("Ishaan Verma");
  await form.getByLabel("Email Address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  const status = page.locator("#newsletter [role=status]");
  await status.getByText(newsletterCheckInbox.title).waitFor();
  expect(await status.textContent()).toContain(newsletterCheckInbox.message);

  const confirmation = await mailTo(email, /Confirm your subscription/);
  expect(`${confirmation.subject} ${confirmation.html} ${confirmation.text}`).not.toContain("Ishaan");
  expect(rawHeader(confirmation, "List-Unsubscribe")).toMatch(
    /^<http[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+>, <mailto:[^>]+>$/,
  );
  expect(rawHeader(confirmation, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

  await page.goto(linkIn(confirmation, "confirm"));
  const card = page.locator("[data-newsletter-state]");
  expect(await card.getAttribute("data-newsletter-state")).toBe("ready");
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Confirm your subscription");
  await page.getByRole("button", { name: "Yes, subscribe me" }).click();
  await page.locator('[data-newsletter-state="confirmed"]').waitFor();
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("You're subscribed");

  const welcome = await mailTo(email, /You're subscribed/);
  expect(welcome.text).toContain("Welcome, Ishaan Verma");
  expect(rawHeader(welcome, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

  await page.goto(linkIn(welcome, "unsubscribe"));
  expect(await page.locator("[data-newsletter-state]").getAttribute("data-newsletter-state")).toBe("confirmed");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await page.locator('[data-newsletter-state="unsubscribed"]').waitFor();
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("You're unsubscribed");
  await page.getByRole("button", { name: "Subscribe again" }).click();
  await page.locator('[data-newsletter-state="confirmed"]').waitFor();
});

test("an expired link offers a new one; a tampered link offers signing up again", async () => {
  const email = `late-${Date.now()}@example.com`;
  const response = await fetch(`${site.server.url}/api/newsletter`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.server.url },
    body: JSON.stringify({ name: "Late Reader", email, page: "/blog", website: "" }),
  });
  expect(response.status).toBe(201);
  const link = linkIn(await mailTo(email, /Confirm your subscription/), "confirm");
  const token = link.split("/").pop() ?? "";
  // The test server signs with the development secret, so an expired twin of the link can be made here.
  const claims = JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString()) as Record<string, unknown>;
  const expired = signToken(developmentAppSecret, {
    purpose: "confirm",
    subscriberId: String(claims.subscriberId),
    leadId: String(claims.leadId),
    issuedAt: Date.now() - 50 * 3600_000,
    expiresAt: Date.now() - 2 * 3600_000,
  });

  const { page } = await openAsVisitor(site, `/newsletter/confirm/${expired}`);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("This link has expired");
  await page.getByRole("button", { name: "Send me a new link" }).click();
  await page.locator('[data-newsletter-state="resent"]').waitFor();
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Check your inbox");

  await page.goto(`${site.server.url}/newsletter/confirm/${token.slice(0, -4)}abcd`);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("This link is not valid");
  expect(await page.getByRole("link", { name: "Sign up again" }).getAttribute("href")).toBe("/blog#newsletter");
  // The real link still works: nothing above changed the subscription.
  await page.goto(link);
  expect(await page.locator("[data-newsletter-state]").getAttribute("data-newsletter-state")).toBe("ready");
});
