import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { projectRoot } from "#tests/support/app-server";
import { adminCreate, useAdminSite } from "#tests/support/admin-site";
import { appointmentBody, takeSlot } from "#tests/support/bookings";
import { openAsVisitor } from "#tests/support/e2e-forms";
import { addressesOf, readEmlFolder, waitFor } from "#tests/support/mail";

const site = useAdminSite({ brokenMailbox: true, env: { OUTBOX_MAX_ATTEMPTS: "1", OUTBOX_POLL_MS: "200" } });
const visitor = {
  name: "Priya Nair",
  email: "priya.nair@example.com",
  question: "Can the panel cover hiring for GCCs in Pune?",
};

function mailbox(): Array<{ file: string; text: string }> {
  const dir = path.join(site.server.dataDir, "mail");
  if (!existsSync(dir) || !readdirSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .map((file) => ({ file, text: readFileSync(path.join(dir, file), "utf8") }));
}

test("a staff member made with admin:create works a lead from the public site through to erasure", async () => {
  // A visitor sends a question on the public site; the mailbox is broken, so its email fails.
  const visit = await openAsVisitor(site, "/gcc-panel");
  await visit.page.getByRole("button", { name: "Submit Your Questions" }).first().click();
  const dialog = visit.page.getByRole("dialog");
  await dialog.getByLabel("Name", { exact: true }).fill(visitor.name);
  await dialog.getByLabel("Email", { exact: true }).fill(visitor.email);
  await dialog.getByLabel("Your Question", { exact: true }).fill(visitor.question);
  await dialog.getByRole("button", { name: "Submit Question" }).click();
  await dialog.getByText("Question Submitted!", { exact: true }).waitFor();

  // Sign in through the form.
  const { page, problems } = await site.signedIn("/admin/dashboard");
  const url = (p: string) => site.server.url + p;
  await page
    .getByRole("main")
    .getByRole("link", { name: /^Questions\s*1 new/ })
    .waitFor();
  await page.screenshot({ path: path.join(projectRoot, "screenshots/admin-dashboard.png"), fullPage: true });

  // The lead is in its list; mark it contacted with a note.
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: /^Questions/ })
    .click();
  await page.getByRole("link", { name: visitor.name }).waitFor();
  await page.screenshot({ path: path.join(projectRoot, "screenshots/admin-lead-list.png"), fullPage: true });
  await page.getByRole("link", { name: visitor.name }).click();
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(visitor.name);
  expect(await page.getByText(visitor.question).count()).toBe(1);
  await page.getByLabel("Stage").selectOption("contacted");
  await page.getByLabel("Note").fill("Called Priya; she wants a follow-up on Pune GCCs.");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("The lead was updated.").waitFor();
  await page.getByText("Morgan moved it from New to Contacted").waitFor();
  expect(await page.getByText("Called Priya; she wants a follow-up on Pune GCCs.").count()).toBe(1);
  await page.screenshot({ path: path.join(projectRoot, "screenshots/admin-lead.png"), fullPage: true });

  // The question's email failed; repair the mailbox and retry it from the outbox.
  await page.goto(url("/admin/outbox?state=failed"));
  await page.getByText(`New question for the panel: ${visitor.name}`).waitFor();
  rmSync(path.join(site.server.dataDir, "mail"));
  mkdirSync(path.join(site.server.dataDir, "mail"));
  await page.getByRole("button", { name: "Retry" }).click();
  await page.getByText("The email is queued again").waitFor();
  await waitFor(() => mailbox().some((m) => m.text.includes(visitor.name)) || undefined, 15_000, "the retried email");
  await page.goto(url("/admin/outbox?state=sent"));
  await page.getByText(`New question for the panel: ${visitor.name}`).waitFor();

  // An appointment booked by the same person, cancelled by staff like the visitor would.
  const booked = await fetch(url("/api/appointments/schedule"), {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.server.url },
    body: JSON.stringify(
      appointmentBody(takeSlot(), { name: visitor.name, email: visitor.email, company: "Nair Labs" }),
    ),
  });
  expect(booked.status).toBe(201);
  await page.goto(url("/admin/appointments"));
  await page.getByRole("link", { name: "Cancel appointment" }).click();
  await page.getByLabel("Reason, sent to the visitor").fill("Our consultant is unwell; we will call you tomorrow.");
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await page.getByText("The appointment was cancelled.").waitFor();
  const told = await waitFor(
    async () =>
      (await readEmlFolder(path.join(site.server.dataDir, "mail"))).find(
        (m) => addressesOf(m.to).includes(visitor.email) && /^Cancelled:/.test(m.subject ?? ""),
      ),
    15_000,
    "the visitor's cancellation",
  );
  expect(told.text).toContain("The reason: Our consultant is unwell; we will call you tomorrow.");
  const invites = async (method: string) =>
    (await readEmlFolder(path.join(site.server.dataDir, "mail")))
      .filter((m) => addressesOf(m.to).includes(visitor.email))
      .flatMap((m) => m.attachments.map((a) => a.content.toString("utf8")))
      .filter((ics) => ics.includes(`METHOD:${method}`));
  const [cancellation] = await waitFor(
    async () => {
      const found = await invites("CANCEL");
      return found.length ? found : undefined;
    },
    15_000,
    "the cancellation email",
  );
  const [request] = await invites("REQUEST");
  expect(/UID:(\S+)/.exec(cancellation ?? "")?.[1]).toBe(/UID:(\S+)/.exec(request ?? "")?.[1]);

  // Export the list as CSV: the lead is in it, accents and all, behind a byte-order mark.
  await page.goto(url("/admin?kind=questions"));
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const csv = readFileSync((await download.path()) ?? "");
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString("utf8")).toContain(`"${visitor.name}","${visitor.email}","${visitor.question}","Contacted"`);

  // Erase everything held for the person.
  await page.goto(url("/admin/personal-data"));
  await page.getByLabel("Email address").fill(visitor.email);
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByText(`Held for ${visitor.email}`).waitFor();
  await page.getByLabel("Type the address again to confirm").fill(visitor.email);
  await page.getByRole("button", { name: "Erase everything" }).click();
  await page.getByText("Everything held for that address was erased.").waitFor();
  expect(mailbox().filter((m) => m.text.toLowerCase().includes(visitor.email))).toEqual([]);
  await page.goto(url("/admin?kind=questions"));
  expect(await page.getByText(visitor.name).count()).toBe(0);
  await page.goto(url("/admin/audit"));
  for (const action of [
    "personal-data.erased",
    "personal-data.found",
    "leads.exported",
    "appointment.cancelled",
    "email.retried",
  ])
    expect(await page.getByText(action, { exact: true }).count(), action).toBeGreaterThan(0);
  expect(await page.content()).not.toContain(visitor.email);

  // Sign out, from the account's menu: the session is over.
  await page.locator("summary", { hasText: site.staff.email }).filter({ visible: true }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByText("You are signed out.").waitFor();
  await page.goto(url("/admin"));
  expect(new URL(page.url()).pathname).toBe("/admin/login");
  expect(problems).toEqual([]);
}, 180_000);

test("admin:create refuses a database the running server has open", async () => {
  const busy = adminCreate(site.server.dataDir, "other@northwind.example", "Lantern-orchard-77-plum");
  expect(busy.status).toBe(1);
  expect(busy.output).toMatch(/open in another process/);
});
