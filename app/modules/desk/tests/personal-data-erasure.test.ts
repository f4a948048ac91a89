import { eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { outboxPageLoader as outboxPage } from "#app/modules/mail/ui";
import { auditEvents, mailEvents, mailSuppressions, outboxEmails } from "#server/db/schema";
import type { MailTransport } from "#app/modules/mail/server";
import { createStaff, asStaff, signInAs, testClock } from "#tests/support/admin";
import { renderAdminPage } from "#tests/support/admin-pages";
import { useApiHarness } from "#tests/support/api-app";
import { deliverQueuedMail } from "#tests/support/outbox";
import { freshIp, panelQuestionBody } from "#tests/support/leads";
import { newsletterBody } from "#tests/support/newsletter";
import {
  columnsHolding,
  declaredPersonalColumns,
  fillEveryPersonalColumn,
  personToErase,
} from "#tests/support/personal-data-scan";

// "Erase everything" (docs/admin.md#personal-data) leaves nothing of the person anywhere in the
// database; a suppression outlives them as a salted hash and still keeps mail from the address.
const clock = testClock();
const h = useApiHarness({
  clock: clock.now,
  env: { RATE_LIMIT_PER_MINUTE: "100000", WEBHOOK_ALLOW_PRIVATE: "true", LOG_SALT: "erasure-salt" },
});

test("after erasure no column of any table holds the person's address, name or words, and every declared column held them before", async () => {
  const staffEmail = await createStaff(h.database.db);
  const person = personToErase();
  await fillEveryPersonalColumn(h, staffEmail, person);
  const before = await columnsHolding(h.database.db, person);
  expect(declaredPersonalColumns().filter((column) => !before.includes(column))).toEqual([]);

  const staff = asStaff(h, await signInAs(h, staffEmail));
  const erased = await staff.postJson("/api/admin/personal-data/erase", { email: person.email, confirm: person.email });
  expect(erased.status).toBe(200);
  expect(await columnsHolding(h.database.db, person)).toEqual([]);

  // The audit trail stays: who did what to the lead and when.
  const actions = await h.database.db.select({ action: auditEvents.action }).from(auditEvents);
  expect(actions.map((row) => row.action)).toEqual(
    expect.arrayContaining([
      "lead.status",
      "lead.follow-up",
      "appointment.cancelled",
      "mail.suppressed",
      "contact.merged",
    ]),
  );
});

test("an erased person's address stays suppressed, kept only as a salted hash, and gets no new email", async () => {
  const staffEmail = await createStaff(h.database.db);
  const staff = asStaff(h, await signInAs(h, staffEmail));
  const email = `suppressed.${freshIp().replace(/\./g, "-")}@example.com`;
  expect((await staff.postJson("/api/admin/suppressions", { email, note: "asked by phone" })).status).toBe(200);
  expect(
    (await h.postJson("/api/qa/submit", panelQuestionBody({ email }), { "x-forwarded-for": freshIp() })).status,
  ).toBe(201);
  expect((await staff.postJson("/api/admin/personal-data/erase", { email, confirm: email })).status).toBe(200);

  const [row] = await h.database.db
    .select()
    .from(mailSuppressions)
    .where(sql`${mailSuppressions.email} like 'erased:%' and ${mailSuppressions.source} = ${staffEmail}`);
  expect(row?.email).toMatch(/^erased:[0-9a-f]{16}$/);
  expect(row?.detail).toBe("");
  const suppressions = await renderAdminPage(h, staffEmail, outboxPage, "/admin/outbox?tab=suppressions", {
    clock: clock.now,
  });
  expect(suppressions.status).toBe(200);
  expect(suppressions.text.toLowerCase()).not.toContain(email);
  expect(suppressions.text).not.toContain("asked by phone");
  expect(suppressions.text).toContain("Erased person (kept as a hash, still not mailed)");

  // They sign up again: the lead is stored, but nothing is sent to the address.
  const again = await h.postJson("/api/newsletter", newsletterBody({ email }), { "x-forwarded-for": freshIp() });
  expect(again.status).toBe(201);
  const sent: Array<string> = [];
  const transport: MailTransport = {
    kind: "file",
    send: async (mail) => {
      sent.push(JSON.stringify(mail).toLowerCase());
    },
    close: () => undefined,
  };
  await deliverQueuedMail(h, transport);
  expect(sent.filter((mail) => mail.includes(`"to":"${email}"`))).toEqual([]);
  const toThem = await h.database.db.select().from(outboxEmails).where(eq(outboxEmails.recipient, email));
  expect(toThem.length).toBeGreaterThan(0);
  expect(toThem.every((mail) => mail.status === "suppressed")).toBe(true);
  // Staff who add the address again are told it already is suppressed.
  expect((await staff.postJson("/api/admin/suppressions", { email })).status).toBe(409);
  const events = await h.database.db.select().from(mailEvents).where(eq(mailEvents.email, email));
  expect(events).toEqual([]);
});
