import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { addCalendarDays, slotStart, todayIn } from "#app/lib/booking-slots";
import { adminUsers, leads, outboxEmails } from "#server/db/schema";
import { systemClock } from "#server/clock";
import { startWebhookWorker, type WebhookWorker } from "#app/modules/leads/server";
import { createLogger } from "#server/logger";
import { queueDailyDigests } from "#app/modules/desk/server";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { storeLead } from "#tests/support/admin-leads";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";
import { freshIp, panelQuestionBody, talentRequestBody } from "#tests/support/leads";
import { waitFor } from "#tests/support/mail";
import { startWebhookReceiver } from "#tests/support/webhook-receiver";

let h: ApiHarness;
let worker: WebhookWorker;
const team = { salesEmail: "sales@northwind.example", publicUrl: "https://desk.example", timeZone: "Asia/Kolkata" };

beforeAll(async () => {
  h = await createApiHarness({ env: { WEBHOOK_ALLOW_PRIVATE: "true", RATE_LIMIT_PER_MINUTE: "1000" } });
  worker = startWebhookWorker({
    db: h.database.db,
    logger: createLogger("silent", "t"),
    pollMs: 50,
    maxAttempts: 3,
    retryBaseMs: 50,
    timeoutMs: 2000,
    allowPrivate: true,
    clock: systemClock,
    publicUrl: team.publicUrl,
  });
});
afterAll(async () => {
  await worker?.stop();
  await h?.close();
});

test("a new lead posts a Slack message and a Teams card: kind, name, company and a link, unsigned", async () => {
  const staff = asStaff(h, await signInAs(h, await createStaff(h.database.db)));
  const slack = await startWebhookReceiver(() => 200);
  const teams = await startWebhookReceiver(() => 200);
  try {
    for (const [url, format] of [
      [slack.url, "slack"],
      [teams.url, "teams"],
    ] as const) {
      const added = await staff.postJson("/api/admin/webhooks", { url, kinds: ["talent-request"], format });
      expect(added.status).toBe(200);
    }
    const reply = await h.postJson(
      "/api/talent-requests",
      talentRequestBody({ name: "Ola <Nordmann>", company: "Fjord & Co" }),
      { "x-forwarded-for": freshIp() },
    );
    const { id } = (await reply.json()) as { id: string };
    worker.wake();
    await waitFor(() => (slack.received.length && teams.received.length ? true : undefined), 10_000, "both chats");
    const link = `${team.publicUrl}/admin/leads/talent-requests/${id}`;
    expect(JSON.parse(slack.received[0]!.body)).toEqual({
      text: `New talent request: Ola &lt;Nordmann&gt;, Fjord &amp; Co <${link}|Open the lead>`,
    });
    expect(slack.received[0]!.headers["webhook-signature"]).toBeUndefined();
    const card = JSON.parse(teams.received[0]!.body) as {
      attachments: Array<{ content: { body: Array<{ text: string }>; actions: Array<{ url: string }> } }>;
    };
    expect(card.attachments[0]?.content.body[0]?.text).toBe("New talent request: Ola <Nordmann>, Fjord & Co");
    expect(card.attachments[0]?.content.actions[0]?.url).toBe(link);
  } finally {
    await slack.close();
    await teams.close();
  }
});

test("each owner's digest goes out once in the 09:00 hour, with new, due and overdue leads; none when there is nothing", async () => {
  const db = h.database.db;
  const busy = await createStaff(db, "busy.owner@digest.example");
  await createStaff(db, "idle.owner@digest.example");
  const [owner] = await db.select().from(adminUsers).where(eq(adminUsers.email, busy));
  const today = todayIn(team.timeZone);
  const nine = new Date(slotStart(today, 9, team.timeZone).getTime() + 15 * 60_000);
  const made = async (name: string, change: Partial<typeof leads.$inferInsert>) => {
    const id = await storeLead(db, { name, email: `${name.toLowerCase()}@digest-leads.example` });
    await db
      .update(leads)
      .set({ ownerId: owner!.id, ...change })
      .where(eq(leads.id, id));
  };
  await made("Fresh", {});
  await made("Due", { status: "contacted", followUpOn: today, followUpTask: "Send the proposal" });
  await made("Late", { status: "qualified", followUpOn: addCalendarDays(today, -2) });
  await made("Later", { status: "contacted", followUpOn: addCalendarDays(today, 3) });
  await made("Done", { status: "won", followUpOn: addCalendarDays(today, -2) });

  expect(await queueDailyDigests(db, team, new Date(nine.getTime() - 60 * 60_000))).toBe(0);
  expect(await queueDailyDigests(db, team, nine)).toBe(1);
  expect(await queueDailyDigests(db, team, new Date(nine.getTime() + 30 * 60_000))).toBe(0);
  const digests = await db.select().from(outboxEmails).where(eq(outboxEmails.kind, "desk.daily-digest"));
  expect(digests.map((email) => [email.recipient, email.subject])).toEqual([
    [busy, `Your leads for ${today}: 1 new, 1 due today, 1 overdue`],
  ]);
  const text = digests[0]!.text;
  expect(text.indexOf("Overdue")).toBeLessThan(text.indexOf("Due today"));
  expect(text).toContain("Send the proposal");
  expect(text).not.toContain("Later (");
  expect(text).not.toContain("Done (");
});

test("a lead given to someone posts a chat alert naming them and who gave it; a new lead's alert names its owner; signed JSON endpoints get new leads only", async () => {
  const db = h.database.db;
  const giverEmail = await createStaff(db, "gia.giver@alerts.example");
  await createStaff(db, "tom.taker@alerts.example");
  const giver = asStaff(h, await signInAs(h, giverEmail));
  const [taker] = await db.select().from(adminUsers).where(eq(adminUsers.email, "tom.taker@alerts.example"));
  const slack = await startWebhookReceiver(() => 200);
  const standard = await startWebhookReceiver(() => 200);
  try {
    for (const [url, format] of [
      [slack.url, "slack"],
      [standard.url, "standard"],
    ] as const)
      expect((await giver.postJson("/api/admin/webhooks", { url, kinds: ["panel-question"], format })).status).toBe(
        200,
      );
    await giver.postJson(`/api/admin/staff/${taker!.id}/takes-leads`, { takesLeads: "yes" });
    const reply = await h.postJson("/api/qa/submit", panelQuestionBody({ name: "Quinn Asker" }), {
      "x-forwarded-for": freshIp(),
    });
    const { id: asked } = (await reply.json()) as { id: string };
    await giver.postJson(`/api/admin/staff/${taker!.id}/takes-leads`, { takesLeads: "no" });
    worker.wake();
    await waitFor(() => (slack.received.length >= 1 ? true : undefined), 10_000, "the new lead's alert");
    expect(JSON.parse(slack.received[0]!.body)).toEqual({
      text: `New question: Quinn Asker, for Tom Taker <${team.publicUrl}/admin/leads/questions/${asked}|Open the lead>`,
    });

    const handed = await storeLead(db, { name: "Rhea Handed", email: "rhea@alerts-assign.example" });
    expect((await giver.postJson("/api/admin/leads/assign", { ids: [handed], owner: taker!.id })).status).toBe(200);
    worker.wake();
    // Rhea's own arrival (nobody's yet), and her lead given to Tom: sent side by side, in either order.
    await waitFor(() => (slack.received.length >= 3 ? true : undefined), 10_000, "the assignment's alert");
    expect(
      slack.received
        .slice(1)
        .map((request) => (JSON.parse(request.body) as { text: string }).text)
        .sort(),
    ).toEqual([
      `New question: Rhea Handed <${team.publicUrl}/admin/leads/questions/${handed}|Open the lead>`,
      `Question: Rhea Handed is now Tom Taker's (given by Gia Giver) <${team.publicUrl}/admin/leads/questions/${handed}|Open the lead>`,
    ]);

    await waitFor(() => (standard.received.length >= 2 ? true : undefined), 10_000, "the signed deliveries");
    const bodies = standard.received.map(
      (request) => JSON.parse(request.body) as { type: string; data: { id: string; owner: unknown } },
    );
    expect(bodies.map((body) => body.type)).toEqual(["lead.created", "lead.created"]);
    expect(bodies.find((body) => body.data.id === asked)?.data.owner).toEqual({
      name: "Tom Taker",
      email: "tom.taker@alerts.example",
    });
  } finally {
    await slack.close();
    await standard.close();
  }
});
