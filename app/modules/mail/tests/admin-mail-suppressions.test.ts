import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { addCalendarDays, todayIn } from "#app/lib/booking-slots";
import * as outboxRoute from "#app/modules/mail/desk/outbox";
import { auditEvents, mailEvents, mailSuppressions, outboxEmails } from "#server/db/schema";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { renderAdminPage } from "#tests/support/admin-pages";
import { testOrigin, useApiHarness } from "#tests/support/api-app";
import { deskPages } from "#tests/support/desk-pages";

const secret = "provider-shared-secret-0123456789";
const h = useApiHarness({
  env: { MAIL_EVENTS_SECRET: secret },
  pages: deskPages({ "/admin/outbox": outboxRoute }),
});
const outboxPage = outboxRoute.loader;
let cookie: string;
let staffEmail: string;

beforeAll(async () => {
  staffEmail = await createStaff(h.database.db);
  cookie = await signInAs(h, staffEmail);
});

/** The outbox page as staff see it, at the moment `clock` gives (the real time unless a test pins it). */
async function outboxText(search = "", clock?: () => Date): Promise<{ html: string; text: string }> {
  const page = await renderAdminPage(h, staffEmail, outboxPage, `/admin/outbox${search}`, { clock });
  expect(page.status).toBe(200);
  return page;
}

describe("staff suppress and lift addresses", () => {
  test("without a session both are refused with 401, and nothing changes", async () => {
    for (const path of ["/api/admin/suppressions", "/api/admin/suppressions/lift"]) {
      const response = await h.request(path, {
        method: "POST",
        headers: { "content-type": "application/json", origin: testOrigin },
        body: JSON.stringify({ email: "someone@example.com" }),
      });
      expect(response.status, path).toBe(401);
    }
    expect(await h.database.db.select().from(mailSuppressions)).toEqual([]);
  });

  test("a form posted to either is refused with 415 and a sentence asking for JSON, and nothing is stored", async () => {
    const staff = asStaff(h, cookie);
    for (const path of ["/api/admin/suppressions", "/api/admin/suppressions/lift"]) {
      const response = await staff.postForm(path, { email: "form.poster@example.com" });
      expect(response.status, path).toBe(415);
      expect(await response.json(), path).toEqual({ message: "Send the fields as JSON (application/json)." });
    }
    expect(await h.database.db.select().from(mailSuppressions)).toEqual([]);
  });

  test("bad input is 400; an address is added once (409 the second time), listed with its reason, lifted once (404 after)", async () => {
    const staff = asStaff(h, cookie);
    expect((await staff.postJson("/api/admin/suppressions", { email: "not an address" })).status).toBe(400);
    expect((await staff.postJson("/api/admin/suppressions", {})).status).toBe(400);
    expect((await staff.postJson("/api/admin/suppressions/lift", {})).status).toBe(400);

    const added = await staff.postJson("/api/admin/suppressions", {
      email: "Asked.Us@Example.com",
      note: "asked by phone",
    });
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ email: "asked.us@example.com" });
    expect((await staff.postJson("/api/admin/suppressions", { email: "asked.us@example.com" })).status).toBe(409);

    const listed = await outboxText("?tab=suppressions");
    expect(listed.text).toMatch(/asked\.us@example\.com Staff asked by phone/);
    expect(listed.text).toContain("Suppressed addresses (1)");

    const lifted = await staff.postForm("/admin/outbox?tab=suppressions", {
      intent: "lift",
      email: "asked.us@example.com",
    });
    expect(lifted.status).toBe(303);
    expect(lifted.headers.get("location")).toBe("/admin/outbox?tab=suppressions");
    expect((await staff.postJson("/api/admin/suppressions/lift", { email: "asked.us@example.com" })).status).toBe(404);
    expect(await h.database.db.select().from(mailSuppressions)).toEqual([]);

    const audit = await h.database.db
      .select()
      .from(auditEvents)
      .where(like(auditEvents.action, "mail.%"))
      .orderBy(auditEvents.at);
    expect(audit.map((a) => [a.action, a.subject, a.actorEmail])).toEqual([
      ["mail.suppressed", "email:asked.us@example.com", staffEmail],
      ["mail.suppression-lifted", "email:asked.us@example.com", staffEmail],
    ]);
  });
});

describe("the outbox page's numbers", () => {
  const timeZone = () => h.config.bookingTimeZone;

  async function sentEmails(kind: string, sentAt: Date, n: number) {
    await h.database.db.insert(outboxEmails).values(
      Array.from({ length: n }, () => {
        const id = randomUUID();
        return {
          id,
          kind,
          recipient: `${id}@example.com`,
          subject: "s",
          html: "h",
          text: "t",
          messageId: `<${id}@test>`,
          status: "sent",
          sentAt,
        };
      }),
    );
  }

  async function report(events: Array<Record<string, unknown>>) {
    const response = await h.postJson("/api/mail-events", { events }, { authorization: `Bearer ${secret}` });
    expect(response.status).toBe(200);
  }

  test("sent, delivered, deferred, bounced and complained per day and per kind, and the complaint rate flagged over 0.3%", async () => {
    const now = new Date();
    const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000);
    await h.database.db.delete(outboxEmails);
    await h.database.db.delete(mailEvents);
    // Nothing sent: one line says so, instead of fourteen days of zeros.
    const empty = await outboxText();
    expect(empty.text).toContain("No email sent in this period.");
    expect(empty.text).toContain("Complaint rate – (line 0.30%)");
    expect(empty.html).not.toContain("Per day");

    await sentEmails("newsletter", now, 3);
    await sentEmails("confirmation", yesterday, 2);
    const [newsletter] = await h.database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "newsletter"));
    await report([
      { type: "delivered", email: "a@example.com", messageId: newsletter?.messageId, at: now.toISOString() },
      { type: "deferred", email: "b@example.com", messageId: newsletter?.messageId, at: now.toISOString() },
      { type: "complaint", email: "c@example.com", messageId: newsletter?.messageId, at: now.toISOString() },
      { type: "bounce", email: "d@example.com", at: yesterday.toISOString() },
    ]);

    // Read at the moment the mail was sent: a day boundary in between would move the rows.
    const { html, text } = await outboxText("", () => now);
    const today = todayIn(timeZone(), now);
    const dayBefore = todayIn(timeZone(), yesterday);
    expect(text).toContain("Mail over the last 14 days");
    expect(text).toContain(`${today} 3 1 1 0 1`);
    expect(text).toContain(`${dayBefore} 2 0 0 1 0`);
    expect(text).toContain(`${addCalendarDays(today, -13)} 0 0 0 0 0`);
    expect(text).not.toContain(`${addCalendarDays(today, -14)} `);
    expect(text).toContain("newsletter 3 1 1 0 1");
    expect(text).toContain("confirmation 2 0 0 0 0");
    expect(text).toContain("(unknown) 0 0 0 1 0");
    expect(text).toContain("Complaint rate 20.0% (line 0.30%)");
    expect(html).toContain('data-complaint-rate="over"');
    expect(text).toContain("Over the 0.3% line");

    // One complaint in more than 333 emails sent is under the line.
    await sentEmails("digest", now, 400);
    const under = await outboxText();
    expect(under.text).toContain("Complaint rate 0.25% (line 0.30%)");
    expect(under.html).toContain('data-complaint-rate="under"');
    expect(under.text).not.toContain("Over the 0.3% line");
  });
});
