// Screenshots of the admin area at 1280 px for a visual check: signs in as a staff member and
// captures the dashboard, a lead list and a lead page (plus any paths given) under ./screenshots/.
// Usage: ADMIN_URL=http://127.0.0.1:3000 ADMIN_EMAIL=... ADMIN_PASSWORD=... node scripts/admin-screenshots.mjs [/admin/path ...]
// ADMIN_WIDTH=390 takes them at another width (a phone), named with the width: admin-lead-390.png.
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumPath } from "./lib/production-server.mjs";

const base = process.env.ADMIN_URL ?? "http://127.0.0.1:3000";
const email = process.env.ADMIN_EMAIL;
const password = process.env.ADMIN_PASSWORD;
if (!email || !password) {
  console.error("Set ADMIN_EMAIL and ADMIN_PASSWORD (a staff account made with npm run admin:create).");
  process.exit(2);
}
const extra = process.argv.slice(2);
const width = Number(process.env.ADMIN_WIDTH ?? 1280);
const suffix = width === 1280 ? "" : `-${width}`;
mkdirSync("screenshots", { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
try {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${base}/admin/login`);
  await page.screenshot({ path: `screenshots/admin-login${suffix}.png` });
  await page.fill("#email", email);
  await page.fill("#password", password);
  await Promise.all([page.waitForURL(`${base}/admin`), page.click("button[type=submit]")]);
  const shots = [
    ["dashboard", "/admin"],
    ...extra.map((p) => [p.replace(/^\/admin\/?/, "").replace(/[^a-z0-9]+/gi, "-") || "admin", p]),
  ];
  const listPath = "/admin/leads/questions";
  shots.push(["lead-list", listPath]);
  for (const [name, path] of shots) {
    await page.goto(base + path);
    await page.screenshot({ path: `screenshots/admin-${name}${suffix}.png`, fullPage: true });
    console.log(`screenshots/admin-${name}${suffix}.png`);
  }
  await page.goto(base + listPath);
  const first = page.locator("tbody a").first();
  if (await first.count()) {
    await first.click();
    await page.screenshot({ path: `screenshots/admin-lead${suffix}.png`, fullPage: true });
    console.log(`screenshots/admin-lead${suffix}.png`);
  }
} finally {
  await browser.close();
}
