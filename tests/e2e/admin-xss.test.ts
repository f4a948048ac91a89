import { expect, test } from "vitest";
import type { Page, Response as PageResponse } from "playwright-core";
import { adminPagePaths } from "#tests/support/admin-routes";
import { useAdminSite } from "#tests/support/admin-site";
import { appointmentBody, takeSlot } from "#tests/support/bookings";
import { nextFrames } from "#tests/support/browser";
import { aiInterviewBody, gitexBody, panelQuestionBody } from "#tests/support/leads";
import { waitFor } from "#tests/support/mail";

const site = useAdminSite({
  brokenMailbox: true,
  env: { OUTBOX_MAX_ATTEMPTS: "1", WEBHOOK_ALLOW_PRIVATE: "true", OUTBOX_POLL_MS: "200" },
});

const evilName = "<img src=x onerror=alert(1)>";
const evilText = `<script>alert("q")</script><b onmouseover=alert(2)>bold</b><a href="javascript:alert(3)">link</a><svg onload=alert(4)>`;
const email = "xss@example.com";

async function post(path: string, body: Record<string, unknown>): Promise<{ id: string }> {
  const response = await fetch(site.server.url + path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.server.url },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

/**
 * Visits a page as signed-in staff (or opens it some other way: a form's answer) and checks nothing
 * ran: no dialog, no error, no CSP report, no script at all.
 */
async function visitSafely(
  page: Page,
  problems: Array<string>,
  path: string,
  open: () => Promise<PageResponse | null> = () => page.goto(site.server.url + path),
): Promise<void> {
  const dialogs: Array<string> = [];
  const onDialog = (dialog: { message: () => string; dismiss: () => Promise<void> }) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  };
  page.on("dialog", onDialog);
  const response = await open();
  expect(response?.status(), path).toBe(200);
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp, path).toMatch(/script-src 'self'(;| 'sha256)/);
  expect(csp, path).not.toMatch(/unsafe-inline'[^;]*;?\s*$|script-src[^;]*unsafe/);
  // Move over the page as a person would; any handler that had become markup would fire.
  await page.mouse.move(10, 10);
  await page.mouse.move(900, 500, { steps: 8 });
  await nextFrames(page);
  page.off("dialog", onDialog);
  expect(dialogs, path).toEqual([]);
  expect(problems, path).toEqual([]);
  expect(await page.locator("script").count(), path).toBe(0);
  expect(await page.locator('img[src="x"], svg[onload], b[onmouseover]').count(), path).toBe(0);
  expect(await page.locator('meta[name="robots"]').getAttribute("content"), path).toBe("noindex, nofollow");
}

test("anonymously, every admin page of the production server redirects to sign-in; none is listed in the sitemap", async () => {
  for (const path of adminPagePaths()) {
    const response = await fetch(site.server.url + path, { redirect: "manual" });
    expect(response.status, path).toBe(303);
    expect(response.headers.get("location"), path).toMatch(/^\/admin\/login\?next=/);
  }
  const login = await fetch(`${site.server.url}/admin/login`);
  expect(login.status).toBe(200);
  expect(login.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(login.headers.get("cache-control")).toBe("no-store");
  expect(login.headers.get("x-frame-options")).toBe("DENY");
  expect(login.headers.get("strict-transport-security")).toMatch(/max-age=/);
  const sitemap = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
  expect(sitemap).not.toContain("/admin");
});

test("a lead named <img src=x onerror=alert(1)> with markup in every field is shown as text in every admin view", async () => {
  const receiver = `${site.server.url.replace(/:\d+$/, "")}:9/hooks`; // nothing listens: deliveries fail
  const { page, problems } = await site.signedIn("/admin/webhooks");
  await page.getByLabel("Address").fill(receiver);
  await page.getByLabel("Description (optional)").fill(evilText);
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await page.getByText("The endpoint was added.").waitFor();

  const question = await post("/api/qa/submit", panelQuestionBody({ name: evilName, email, question: evilText }));
  const interview = await post("/api/ai-interview", aiInterviewBody({ name: evilName, email }));
  const gitex = await post("/api/gitex/submit", gitexBody({ name: evilName, email, company: evilText }));
  await post(
    "/api/appointments/schedule",
    appointmentBody(takeSlot(), { name: evilName, email, company: evilText, message: evilText }),
  );
  await waitFor(
    async () => {
      const html = await (await page.request.get(`${site.server.url}/admin/outbox?state=failed`)).text();
      return (html.match(/Retry/g) ?? []).length >= 7 || undefined;
    },
    20_000,
    "the emails to fail",
  );

  const emailId = await page.request
    .get(`${site.server.url}/admin/outbox`)
    .then((r) => r.text())
    .then((html) => /href="\/admin\/outbox\/([0-9a-f-]{36})"/.exec(html)?.[1]);
  const views = [
    "/admin",
    "/admin?kind=questions",
    "/admin?kind=interview-requests",
    "/admin?kind=event-registrations",
    "/admin?kind=appointments",
    `/admin/leads/questions/${question.id}`,
    `/admin/leads/interview-requests/${interview.id}`,
    `/admin/leads/event-registrations/${gitex.id}`,
    "/admin/appointments",
    "/admin/outbox",
    "/admin/outbox?tab=webhooks",
    `/admin/outbox/${emailId}`,
    "/admin/webhooks",
    "/admin/audit",
    "/admin/account",
  ];
  const appointmentLead = await page.request
    .get(`${site.server.url}/admin?kind=appointments`)
    .then((r) => r.text())
    .then((html) => /href="(\/admin\/leads\/appointments\/[0-9a-f-]{36})"/.exec(html)?.[1]);
  if (appointmentLead) views.push(appointmentLead, `${appointmentLead}?confirm=cancel`);
  for (const view of views) await visitSafely(page, problems, view);
  // The personal-data lookup is a form post; its answer is the page with everything held.
  await page.goto(`${site.server.url}/admin/personal-data`);
  await page.getByLabel("Email address").fill(email);
  await visitSafely(page, problems, "/admin/personal-data (found)", async () => {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/admin/personal-data")),
      page.getByRole("button", { name: "Find" }).click(),
    ]);
    await page.getByText(`Held for ${email}`).waitFor();
    return response;
  });

  // The markup is there, as text a person can read.
  await page.goto(`${site.server.url}/admin/leads/questions/${question.id}`);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(evilName);
  expect(await page.getByText(evilText, { exact: true }).count()).toBeGreaterThan(0);
  await page.goto(`${site.server.url}/admin?kind=questions`);
  expect(await page.getByRole("link", { name: evilName }).count()).toBe(1);
}, 150_000);
