import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { openDatabase, type Database } from "#server/db/client";
import { buildDir, projectRoot, startAppServer } from "./app-server";
import { newDataDir } from "./run-templates";
import { openPage, type PageOptions, type WatchedPage } from "./browser";
import { useServerAndBrowser, type SiteFixture } from "./site";

export type AdminSite = SiteFixture & {
  readonly staff: { email: string; password: string };
  /** A fresh browser context signed in as the staff member, on `path`. */
  signedIn: (path?: string) => Promise<WatchedPage>;
};

/** Runs the real `admin:create` command (the bundled one) against a data folder, password on stdin. */
export function adminCreate(
  dataDir: string,
  email: string,
  password: string,
  more: Array<string> = [],
): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [path.join(buildDir, "admin-create.js"), "--email", email, ...more], {
    cwd: projectRoot,
    input: `${password}\n`,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

export async function signInThroughForm(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await Promise.all([page.waitForURL(`${baseUrl}/admin`), page.getByRole("button", { name: "Sign in" }).click()]);
}

/** The staff account every admin site signs in with. */
export const adminStaff = { email: "morgan@northwind.example", password: "Plum-orchard-42-lantern" };

/** Sends a public form's body as its page would (same origin), and expects it stored. */
export async function submitForm(baseUrl: string, endpoint: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(baseUrl + endpoint, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/**
 * The production server with a staff account made by `admin:create` before it starts (PGlite is
 * opened by one process at a time), and Chromium. `brokenMailbox` makes DATA_DIR/mail a file, so
 * every email fails until the test repairs it.
 */
export function useAdminSite(
  options: {
    env?: Record<string, string>;
    brokenMailbox?: boolean;
    /** Data stored before the server starts (PGlite is opened by one process at a time). */
    stored?: (db: Database) => Promise<void>;
  } = {},
): AdminSite {
  const staff = adminStaff;
  const running = useServerAndBrowser(async () => {
    const dataDir = newDataDir();
    const created = adminCreate(dataDir, staff.email, staff.password);
    if (created.status !== 0) throw new Error(`admin:create failed: ${created.output}`);
    if (options.brokenMailbox) writeFileSync(path.join(dataDir, "mail"), "not a folder");
    if (options.stored) {
      const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
      try {
        await options.stored(database.db);
      } finally {
        await database.close();
      }
    }
    return startAppServer({ dataDir, env: options.env });
  });
  const fixture: AdminSite = Object.assign(running, {
    staff,
    async open(target: string, openOptions?: PageOptions) {
      const watched = await openPage(fixture.browser, openOptions);
      await watched.page.goto(fixture.server.url + target);
      return watched;
    },
    async signedIn(target = "/admin") {
      const watched = await openPage(fixture.browser);
      await signInThroughForm(watched.page, fixture.server.url, staff.email, staff.password);
      if (target !== "/admin") await watched.page.goto(fixture.server.url + target);
      return watched;
    },
  });
  return fixture;
}
