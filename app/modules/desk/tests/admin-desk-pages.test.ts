import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { adminRoutes } from "#app/routes/admin/admin-routes";
import { leads, outboxEmails } from "#server/db/schema";
import { seedDemoData } from "#app/modules/desk/server";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import * as boardPage from "#app/modules/desk/desk/board";
import * as inboxPage from "#app/modules/desk/desk/inbox";
import * as leadPage from "#app/modules/desk/desk/lead";
import { renderAdminPage } from "#tests/support/admin-pages";
import { deskPages } from "#tests/support/desk-pages";
import { adminPagePatterns } from "#tests/support/admin-routes";
import { testOrigin, useApiHarness } from "#tests/support/api-app";
import { appointmentBody, businessZone, takeSlot } from "#tests/support/bookings";
import { freshIp } from "#tests/support/leads";

// Every desk page rendered as staff get it (docs/admin.md#how-it-is-built), with a desk's worth of
// demo data: what React would warn about, what a browser would make of the markup, and the
// inbox's attribution, tabs and the way to Lost.

const h = useApiHarness({
  env: { RATE_LIMIT_PER_MINUTE: "1000" },
  pages: deskPages({ "/admin": inboxPage, "/admin/board": boardPage, "/admin/leads/:kind/:id": leadPage }),
});
let staffEmail: string;
let cookie: string;
const ids = { lead: "", appointment: "", contact: "", email: "" };

const routeModules = import.meta.glob<{ loader: (args: unknown) => Promise<Response> }>([
  "/app/routes/admin/*.tsx",
  "/app/modules/*/desk/*.tsx",
]);
const fileOfPattern = new Map<string, string>();
(function collect(entries: typeof adminRoutes) {
  for (const entry of entries) {
    if (entry.path) fileOfPattern.set(entry.path, entry.file);
    collect(entry.children ?? []);
  }
})(adminRoutes);

beforeAll(async () => {
  staffEmail = await createStaff(h.database.db);
  cookie = await signInAs(h, staffEmail);
  await seedDemoData(h.database.db, { leads: 80, now: new Date(), timeZone: businessZone, force: true });
  const booked = await h.postJson(
    "/api/appointments/schedule",
    appointmentBody(takeSlot(), {
      name: "Ines Okafor",
      email: "ines@okafor-systems.example",
      company: "Okafor Systems",
    }),
    { "x-forwarded-for": freshIp() },
  );
  expect(booked.status).toBe(201);
  const [appointment] = await h.database.db.select().from(leads).where(eq(leads.email, "ines@okafor-systems.example"));
  const [question] = await h.database.db.select().from(leads).where(eq(leads.type, "panel-question")).limit(1);
  const [email] = await h.database.db.select().from(outboxEmails).limit(1);
  ids.appointment = appointment?.id ?? "";
  ids.contact = appointment?.contactId ?? "";
  ids.lead = question?.id ?? "";
  ids.email = email?.id ?? "";
});

/** The page at `address` as its loader answers it to the signed-in staff member, and what React said meanwhile. */
async function render(address: string): Promise<{ status: number; html: string; warnings: Array<string> }> {
  const url = new URL(address, testOrigin);
  const pattern = adminPagePatterns().find((candidate) => matches(candidate, url.pathname));
  const file = pattern ? fileOfPattern.get(pattern) : undefined;
  const load = file ? routeModules[`/app/${file}`] : undefined;
  if (!pattern || !load) throw new Error(`no admin page answers ${url.pathname}`);
  const warnings: Array<string> = [];
  const error = vi.spyOn(console, "error").mockImplementation((...args) => void warnings.push(args.join(" ")));
  const warn = vi.spyOn(console, "warn").mockImplementation((...args) => void warnings.push(args.join(" ")));
  try {
    const { loader } = await load();
    const { status, html } = await renderAdminPage(h, staffEmail, loader, `${url.pathname}${url.search}`, {
      params: paramsOf(pattern, url.pathname),
    });
    return { status, html, warnings };
  } finally {
    error.mockRestore();
    warn.mockRestore();
  }
}

function matcher(pattern: string): RegExp {
  const source = pattern.replace(/:(\w+)/g, "(?<$1>[^/]+)").replace(/\*$/, ".+");
  return new RegExp(`^/${source}$`);
}
function matches(pattern: string, path: string): boolean {
  return (
    matcher(pattern).test(path) &&
    !(pattern.endsWith("*") && adminPagePatterns().some((p) => p !== pattern && matcher(p).test(path)))
  );
}
function paramsOf(pattern: string, path: string): Record<string, string> {
  return { ...matcher(pattern).exec(path)?.groups };
}

/** What a browser would make of the markup: empty addresses, and more than one current item in a navigation. */
function markupProblems(html: string): Array<string> {
  const problems = [...html.matchAll(/<(\w+)[^>]*\s(?:href|src)=""/g)].map((m) => `an empty address on <${m[1]}>`);
  for (const [nav, label] of html.matchAll(/<nav[^>]*aria-label="([^"]*)"[^>]*>[\s\S]*?<\/nav>/g)) {
    const current = nav.match(/aria-current="page"/g)?.length ?? 0;
    if (current > 1) problems.push(`${current} current items in the navigation "${label}"`);
  }
  return problems;
}

test("every desk page renders without a React warning, an empty address or two current items in one navigation", async () => {
  const addresses: Record<string, Array<string>> = {
    admin: ["/admin", "/admin?kind=talent-requests", "/admin?status=open"],
    "admin/leads/:kind": ["/admin/leads/questions"],
    "admin/leads/:kind/:id": [`/admin/leads/questions/${ids.lead}`, `/admin/leads/appointments/${ids.appointment}`],
    "admin/contacts/:id": [`/admin/contacts/${ids.contact}`],
    "admin/outbox/:id": [`/admin/outbox/${ids.email}`],
    "admin/search": ["/admin/search?q=Okafor"],
    "admin/*": ["/admin/no-such-page"],
  };
  const found: Record<string, Array<string>> = {};
  for (const pattern of adminPagePatterns()) {
    expect(addresses[pattern] ?? [`/${pattern}`], pattern).not.toContainEqual(expect.stringMatching(/[:*]/));
    for (const address of addresses[pattern] ?? [`/${pattern}`]) {
      const page = await render(address);
      expect([200, 301, 404], address).toContain(page.status);
      const problems = [...page.warnings, ...markupProblems(page.html)];
      if (problems.length > 0) found[address] = problems;
    }
  }
  expect(found).toEqual({});
});

describe("the inbox", () => {
  test("shows each lead's source and campaign, and says unknown where no visit matched", async () => {
    await h.database.db
      .update(leads)
      .set({ channel: "paid-social", source: "linkedin", campaign: "spring-hiring-2026" })
      .where(eq(leads.id, ids.appointment));
    const { html } = await render("/admin?q=Okafor");
    const headings = [...html.matchAll(/<th scope="col"[^>]*>(?:<a[^>]*>)?([^<]*)/g)].map((m) => m[1]);
    expect(headings).toContain("Source / campaign");
    expect(html).toContain(
      '<span class="lead-text">linkedin</span><span class="lead-sub">spring-hiring-2026</span></td>',
    );

    const others = await render(`/admin?kind=questions`);
    expect(others.html).toContain('data-label="Source / campaign"><span class="text-ink-500">unknown</span></td>');
  });

  test("highlights one tab: a saved view that is the list on screen, else the common view it matches", async () => {
    const staff = asStaff(h, cookie);
    for (const [name, query] of [
      ["My open leads", "?status=open"],
      ["Questions", "?kind=questions"],
    ])
      expect((await staff.postJson("/api/admin/views", { name, query })).status).toBe(200);
    const current = async (address: string) => {
      const { html } = await render(address);
      const tabs = /<nav aria-label="Inbox views"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
      return [...tabs.matchAll(/<a[^>]*aria-current="page"[^>]*>([^<]*)</g)].map((m) => m[1]);
    };
    expect(await current("/admin?status=open")).toEqual(["My open leads"]);
    expect(await current("/admin?kind=questions")).toEqual(["Questions"]);
    expect(await current("/admin?kind=questions&status=new")).toEqual(["New"]);
    expect(await current("/admin")).toEqual(["All leads"]);
  });
});

/** The list's checkboxes: each lead's id and whether it is ticked. */
function boxes(html: string): Array<{ id: string; checked: boolean }> {
  return [...html.matchAll(/<input type="checkbox"[^>]*name="ids"[^>]*>/g)].map(([box]) => ({
    id: /value="([^"]+)"/.exec(box)?.[1] ?? "",
    checked: /\schecked=""/.test(box),
  }));
}

describe("Lost needs its reason", () => {
  const stageOf = async (id: string) =>
    (await h.database.db.select({ status: leads.status }).from(leads).where(eq(leads.id, id)))[0]?.status;
  /** The Update form's stage and the words of the loss, as the page shows them. */
  const updateForm = (html: string) => ({
    stage: /<select id="lead-status"[\s\S]*?<option value="(\w+)" selected/.exec(html)?.[1],
    note: /<input id="lead-lost-note"[^>]*value="([^"]*)"/.exec(html)?.[1] ?? "",
  });

  test("from a board card, Lost opens the lead's page with its form on Lost, asking why; nothing changes yet", async () => {
    const before = await stageOf(ids.lead);
    const response = await asStaff(h, cookie).postForm("/admin/board?owner=mine", {
      intent: "move",
      lead: ids.lead,
      status: "lost",
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location).toBe(`/admin/leads/questions/${ids.lead}?stage=lost`);
    expect(await stageOf(ids.lead)).toBe(before);
    const page = await render(location);
    expect(page.html).toContain("Choose why the lead was lost, then save.");
    expect(page.html).not.toContain('role="alert"');
    expect(updateForm(page.html).stage).toBe("lost");
  });

  test("on the lead's page, the error keeps Lost and what was typed", async () => {
    const page = `/admin/leads/questions/${ids.lead}`;
    const response = await asStaff(h, cookie).postForm(page, {
      intent: "update",
      status: "lost",
      lostReason: "",
      lostNote: "They hired in house",
      note: "Called on Monday",
    });
    expect(response.status).toBe(400);
    const shown = { html: await response.text() };
    expect(shown.html).toContain("Choose why the lead was lost.");
    expect(shown.html).toMatch(/id="lead-lost-reason"[^>]*aria-invalid="true"/);
    expect(updateForm(shown.html)).toEqual({ stage: "lost", note: "They hired in house" });
    expect(shown.html).toContain("Called on Monday</textarea>");
  });

  test("in the inbox, the error keeps the ticked leads, Lost and the words", async () => {
    const listed = await render("/admin?status=new");
    const ticked = boxes(listed.html)
      .slice(0, 2)
      .map((box) => box.id);
    expect(ticked).toHaveLength(2);
    const response = await asStaff(h, cookie).postForm("/admin?status=new", {
      intent: "status",
      ids: ticked,
      status: "lost",
      lostNote: "Budget moved to next year",
    });
    expect(response.status).toBe(400);
    for (const id of ticked) expect(await stageOf(id)).toBe("new");
    const html = await response.text();
    expect(html).toContain("Choose why the lead was lost.");
    expect(html).toMatch(/<details class="wide-open" open="">/);
    expect(/<select id="bulk-status"[\s\S]*?<option value="(\w+)" selected/.exec(html)?.[1]).toBe("lost");
    expect(/<input id="bulk-lost-note"[^>]*value="([^"]*)"/.exec(html)?.[1]).toBe("Budget moved to next year");
    const checked = boxes(html).filter((box) => box.checked);
    expect(checked.map((box) => box.id).sort()).toEqual([...ticked].sort());
  });

  test("a JSON client still gets 400 and the sentence", async () => {
    const response = await asStaff(h, cookie).postJson(`/api/admin/leads/${ids.lead}`, { status: "lost" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe("Choose why the lead was lost.");
  });
});
