// `npm run bench:desk`: the sales desk on 100,000 demo leads (about 40,000 people), on PGlite and
// on PostgreSQL (a throwaway cluster; skipped with a notice where PostgreSQL is not installed).
// Seeds the database, starts the production build on it, signs in, then requests each page 60
// times in a row and prints the server's time for it (p50 and p95, from the request log's `ms`)
// and the inbox's HTML size. Exits 1 over the budgets (docs/scaling.md#the-sales-desk): inbox,
// filtered inbox and contact page p95 under 150 ms; search p95 under 100 ms; the inbox's HTML under
// 60 KB. LEADS=n changes the size.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, rowsOf, type DatabaseHandle } from "#server/db/client";
import { seedDemoData } from "#app/modules/desk/server";
import { createStaffAccount } from "#app/modules/staff/server";
import { startAppServer, type RunningServer } from "#tests/support/app-server";
import { ensureBuilt, percentile, serverTimes, signIn } from "./lib/bench-admin-pages";
import { findPostgresBin, startPostgresCluster } from "#tests/support/postgres-cluster";

const leadCount = Number(process.env.LEADS ?? 100_000);
const rounds = 60;
const timeZone = "Asia/Kolkata";
const budget = { pageP95Ms: 150, searchP95Ms: 100, inboxHtmlKb: 60 };
const staff = { email: "bench@desk.example", password: "Copper-orchard-42-lantern" };

ensureBuilt();

type Sample = { ownerId: string; contactId: string };

/** Seeds the database; answers an owner and the person with most leads, for the pages' addresses. */
async function seed(database: DatabaseHandle): Promise<Sample> {
  const started = performance.now();
  const made = await seedDemoData(database.db, { leads: leadCount, now: new Date(), timeZone });
  await createStaffAccount(database.db, staff.email, staff.password);
  // What the maintenance job (PGlite) or autovacuum (PostgreSQL) does on a running desk.
  await database.db.execute(sql`vacuum (analyze)`);
  console.log(
    `  seeded ${made.leads} leads, ${made.contacts} people, ${made.companies} companies in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const [owner] = rowsOf<{ id: string }>(
    await database.db.execute(sql`select id from admin_users where takes_leads limit 1`),
  );
  const [person] = rowsOf<{ id: string }>(
    await database.db.execute(
      sql`select contact_id as id from leads where contact_id is not null group by 1 order by count(*) desc limit 1`,
    ),
  );
  return { ownerId: owner?.id ?? "", contactId: person?.id ?? "" };
}

async function measure(engine: string, server: RunningServer, sample: Sample): Promise<boolean> {
  const cookie = await signIn(server, staff);
  const pages: Array<{ name: string; path: string; budgetMs: number; html?: boolean }> = [
    { name: "inbox, first page", path: "/admin", budgetMs: budget.pageP95Ms, html: true },
    {
      name: "inbox filtered (kind, open, owner, follow-up due)",
      path: `/admin?kind=talent-requests&status=open&owner=${sample.ownerId}&due=due`,
      budgetMs: budget.pageP95Ms,
    },
    { name: "inbox searched", path: "/admin?q=lakehouse", budgetMs: budget.pageP95Ms },
    {
      name: "inbox searched: a company with a typo",
      path: "/admin?q=Heliotrop%20Analytcs",
      budgetMs: budget.pageP95Ms,
    },
    { name: "contacts searched: a name with a typo", path: "/admin/contacts?q=Margerite", budgetMs: budget.pageP95Ms },
    {
      name: "contact page (the person with most leads)",
      path: `/admin/contacts/${sample.contactId}`,
      budgetMs: budget.pageP95Ms,
    },
    {
      name: "search: a company with a typo",
      path: "/admin/search?q=Heliotrop%20Analytcs",
      budgetMs: budget.searchP95Ms,
    },
    { name: "search: a name", path: "/admin/search?q=Marguerite%20Okonkwo", budgetMs: budget.searchP95Ms },
    { name: "search: words from messages", path: "/admin/search?q=churn%20model", budgetMs: budget.searchP95Ms },
    { name: "JSON API: GET /api/admin/leads", path: "/api/admin/leads?limit=50", budgetMs: budget.pageP95Ms },
    { name: "JSON API: leads searched", path: "/api/admin/leads?limit=50&q=Margerite", budgetMs: budget.pageP95Ms },
    { name: "JSON API: contacts searched", path: "/api/admin/contacts?q=Heliotrop", budgetMs: budget.pageP95Ms },
  ];
  let ok = true;
  for (const page of pages) {
    let bytes = 0;
    for (let i = 0; i < rounds; i++) {
      const response = await fetch(server.url + page.path, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${page.path}: ${response.status}`);
      bytes = (await response.arrayBuffer()).byteLength;
    }
    // The first requests warm the caches: the last 50 count.
    const times = serverTimes(server, page.path).slice(-50);
    const p95 = percentile(times, 95);
    const within = p95 < page.budgetMs;
    ok &&= within;
    console.log(
      `  ${page.name}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget ${page.budgetMs})${within ? "" : "  OVER"}` +
        (page.html ? `; HTML ${(bytes / 1024).toFixed(1)} KB (budget ${budget.inboxHtmlKb})` : ""),
    );
    if (page.html && bytes / 1024 >= budget.inboxHtmlKb) ok = false;
  }
  console.log(`  ${engine}: ${ok ? "within budget" : "OVER BUDGET"}`);
  return ok;
}

let ok = true;
console.log(`PGlite (embedded), ${leadCount} leads:`);
{
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-desk-"));
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  const sample = await seed(database);
  await database.close();
  const server = await startAppServer({ dataDir, env: { LOG_LEVEL: "info", BOOKING_TIME_ZONE: timeZone } });
  try {
    ok = (await measure("PGlite", server, sample)) && ok;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (findPostgresBin()) {
  console.log(`PostgreSQL, ${leadCount} leads:`);
  const cluster = await startPostgresCluster();
  const url = cluster.createDatabase("desk");
  const database = await openDatabase({ databaseUrl: url });
  try {
    const sample = await seed(database);
    const server = await startAppServer({ env: { DATABASE_URL: url, LOG_LEVEL: "info", BOOKING_TIME_ZONE: timeZone } });
    try {
      ok = (await measure("PostgreSQL", server, sample)) && ok;
    } finally {
      await server.stop();
      server.cleanup();
    }
  } finally {
    await database.close();
    cluster.stop();
  }
} else {
  console.log("PostgreSQL: not installed here (apt-get install -y postgresql), skipped.");
}
process.exit(ok ? 0 : 1);
