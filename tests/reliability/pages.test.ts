import { expect, test } from "vitest";
import { leadKindList, leadKinds } from "#app/lib/leads/lead-kinds";
import { useAdminSite } from "#tests/support/admin-site";
import { adminPagePaths } from "#tests/support/admin-routes";
import { openPage, waitForHydration, watchCsp, withoutExpected } from "#tests/support/browser";
import { panelQuestionBody } from "#tests/support/leads";
import { reliabilityScale } from "#tests/support/reliability-scale";
import { expectSecurityHeaders } from "#tests/support/security-headers";

const site = useAdminSite();

async function publicRoutes(): Promise<Array<string>> {
  const sitemap = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "/").pathname);
}

/**
 * At CI size, one page per template: every top-level page, and the first article, category,
 * podcast, panel and video (pages of one template share their code); at full size, every page.
 */
function pagesToRead(routes: Array<string>): Array<string> {
  if (reliabilityScale === "full") return routes;
  const templates = new Map<string, string>();
  for (const path of routes) {
    const template = path.split("/").length > 2 ? path.replace(/[^/]+$/, "*") : path;
    if (!templates.has(template)) templates.set(template, path);
  }
  return [...templates.values()];
}

/** A stored lead and its queued email, so the detail pages show real records. */
async function aLead(): Promise<{ id: string }> {
  const response = await fetch(`${site.server.url}/api/qa/submit`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.server.url },
    body: JSON.stringify(panelQuestionBody({ email: "pages@example.com" })),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

test("every route carries the security headers: pages, 404s, assets, feeds, API answers and errors, admin pages signed in or not", async () => {
  const url = site.server.url;
  const home = await (await fetch(url)).text();
  const assets = [...home.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? "").slice(0, 6);
  const paths = [
    ...(await publicRoutes()),
    ...assets,
    "/no-such-page",
    "/blog/no-such-article",
    "/appointments/not-a-token",
    "/newsletter/confirm/not-a-token",
    "/robots.txt",
    "/sitemap.xml",
    "/blog/rss.xml",
    "/healthz",
    "/readyz",
    "/api/openapi.json",
    "/api/no-such-endpoint",
    "/api/appointments/availability?from=nonsense",
    ...adminPagePaths(),
    "/admin/login",
  ];
  for (const path of paths) expectSecurityHeaders(await fetch(url + path, { redirect: "manual" }), `GET ${path}`);
  for (const [path, init] of [
    ["/api/ai-interview", { body: "{nope", headers: { "content-type": "application/json", origin: url } }],
    ["/api/ai-interview", { body: "x".repeat(40_000), headers: { "content-type": "application/json", origin: url } }],
    ["/api/ai-interview", { body: "{}", headers: { "content-type": "text/plain", origin: url } }],
    [
      "/api/ai-interview",
      { body: "{}", headers: { "content-type": "application/json", origin: "https://evil.example" } },
    ],
  ] as const) {
    const response = await fetch(url + path, { method: "POST", ...init });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(response, `POST ${path} → ${response.status}`);
  }
  const staff = await site.signedIn("/admin");
  const cookies = await staff.context.cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  for (const path of adminPagePaths())
    expectSecurityHeaders(await fetch(url + path, { headers: { cookie }, redirect: "manual" }), `signed in ${path}`);
});

test("every public page (at CI size one per template), hydrated and scrolled to the end in Chromium, raises no CSP violation and no console error", async () => {
  const failures: Array<string> = [];
  for (const path of [...pagesToRead(await publicRoutes()), "/no-such-page"]) {
    // The 404 page's own status is reported by Chromium as a failed resource; anything else counts.
    const expected = path === "/no-such-page" ? [404] : [];
    const watched = await openPage(site.browser, { expectProblems: expected });
    await watchCsp(watched);
    await watched.page.goto(site.server.url + path);
    await waitForHydration(watched.page);
    // Lazy sections and islands load as they come into view.
    await watched.page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
    });
    await watched.page.waitForTimeout(300);
    const problems = withoutExpected(watched.problems, expected);
    if (problems.length) failures.push(`${path}: ${problems.join(" | ")}`);
    // Forty-odd pages in one test: each context goes as soon as its page is read, to bound memory.
    await watched.context.close();
  }
  expect(failures).toEqual([]);
});

test("every admin page, signed in, raises no CSP violation and no console error", async () => {
  const lead = await aLead();
  const kind = leadKinds["panel-question"];
  const paths = [
    ...adminPagePaths(),
    ...leadKindList.map((k) => `/admin?kind=${k.slug}`),
    `/admin/leads/${kind.slug}/${lead.id}`,
  ];
  const watched = await site.signedIn("/admin");
  await watchCsp(watched);
  const failures: Array<string> = [];
  await watched.page.goto(`${site.server.url}/admin/outbox`);
  const message = await watched.page.locator('a[href^="/admin/outbox/"]').first().getAttribute("href");
  if (message) paths.push(message);
  for (const path of paths) {
    watched.problems.length = 0;
    const response = await watched.page.goto(site.server.url + path);
    const status = response?.status() ?? 0;
    expect(status, path).toBeLessThan(500);
    await watched.page.waitForLoadState("load");
    // A 404 page's own status is reported by Chromium as a failed resource; anything else counts.
    const problems = watched.problems.filter((p) => !(status === 404 && /status of 404/.test(p)));
    if (problems.length) failures.push(`${path}: ${problems.join(" | ")}`);
  }
  expect(message, "an outbox message to open").toBeTruthy();
  expect(failures).toEqual([]);
});
