import { createHmac } from "node:crypto";
import { describe, expect, test } from "vitest";
import { mailEvents, mailSuppressions } from "#server/db/schema";
import { useApiHarness } from "#tests/support/api-app";

const secret = "provider-shared-secret-0123456789";
const harness = useApiHarness({ env: { MAIL_EVENTS_SECRET: secret } });
const unconfigured = useApiHarness();

const send = (path: string, body: string, headers: Record<string, string> = {}) =>
  harness.request(path, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });
const bearer = { authorization: `Bearer ${secret}` };
const basic = (password: string) => ({
  authorization: `Basic ${Buffer.from(`postmark:${password}`).toString("base64")}`,
});

async function changes() {
  const db = harness.database.db;
  return { suppressions: await db.select().from(mailSuppressions), events: await db.select().from(mailEvents) };
}

function mailgunBody(eventData: Record<string, unknown>, key = secret, timestamp = Math.floor(Date.now() / 1000)) {
  const token = "a".repeat(50);
  const signature = createHmac("sha256", key).update(`${timestamp}${token}`).digest("hex");
  return JSON.stringify({ signature: { timestamp: String(timestamp), token, signature }, "event-data": eventData });
}

describe("hostile or unauthenticated requests change nothing", () => {
  test("without MAIL_EVENTS_SECRET there is no endpoint", async () => {
    const response = await unconfigured.request("/api/mail-events", {
      method: "POST",
      body: JSON.stringify({ events: [] }),
      headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
    });
    expect(response.status).toBe(404);
  });

  test("wrong or missing secrets are 401, bad JSON 400, an oversized body 413", async () => {
    const bounce = JSON.stringify({ events: [{ type: "bounce", email: "victim@example.com" }] });
    expect((await send("/api/mail-events", bounce)).status).toBe(401);
    expect((await send("/api/mail-events", bounce, { authorization: "Bearer wrong-secret-wrong-secret" })).status).toBe(
      401,
    );
    expect((await send("/api/mail-events", bounce, { authorization: secret })).status).toBe(401);
    expect((await send("/api/mail-events", "{not json", bearer)).status).toBe(400);
    expect(
      (await send("/api/mail-events", JSON.stringify({ events: [{ type: "bounce", email: "x" }] }), bearer)).status,
    ).toBe(400);
    expect((await send("/api/mail-events", JSON.stringify({ events: "all" }), bearer)).status).toBe(400);
    // Authentic but hostile text: a NUL byte (PostgreSQL text cannot hold it) and bytes that are not UTF-8.
    const nul = JSON.stringify({ events: [{ type: "bounce", email: "victim@example.com", detail: "550\u0000" }] });
    const refused = await send("/api/mail-events", nul, bearer);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/\S/);
    const notUtf8 = await harness.request("/api/mail-events", {
      method: "POST",
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      headers: { "content-type": "application/json", ...bearer },
    });
    expect(notUtf8.status).toBe(400);
    const huge = JSON.stringify({
      events: [{ type: "delivered", email: "a@example.com", detail: "x".repeat(300_000) }],
    });
    expect((await send("/api/mail-events", huge, bearer)).status).toBe(413);

    const postmark = JSON.stringify({ RecordType: "Bounce", Type: "HardBounce", Email: "victim@example.com" });
    expect((await send("/api/mail-events/postmark", postmark)).status).toBe(401);
    expect((await send("/api/mail-events/postmark", postmark, basic("not-the-secret"))).status).toBe(401);
    expect((await send("/api/mail-events/postmark", postmark, bearer)).status).toBe(401);

    const failed = { event: "failed", severity: "permanent", recipient: "victim@example.com" };
    expect((await send("/api/mail-events/mailgun", mailgunBody(failed, "some-other-signing-key"))).status).toBe(401);
    const unsigned = JSON.stringify({ "event-data": failed });
    expect((await send("/api/mail-events/mailgun", unsigned)).status).toBe(401);
    const stale = mailgunBody(failed, secret, Math.floor(Date.now() / 1000) - 3600);
    expect((await send("/api/mail-events/mailgun", stale)).status).toBe(401);
    expect((await send("/api/mail-events/mailgun", "<xml/>")).status).toBe(400);

    expect(await changes()).toEqual({ suppressions: [], events: [] });
  });
});

describe("authentic events", () => {
  test("the generic shape: a bounce and a complaint suppress, a deferral and a delivery are only counted, unknown types are ignored", async () => {
    const body = JSON.stringify({
      events: [
        {
          type: "bounce",
          email: "Bounced@Example.com",
          messageId: "<m1@example.com>",
          detail: "550 5.1.1 unknown user",
        },
        { type: "complaint", email: "angry@example.com", at: "2026-11-20T10:00:00Z" },
        { type: "deferred", email: "slow@example.com", detail: "421 try later" },
        { type: "delivered", email: "fine@example.com" },
        { type: "opened", email: "fine@example.com" },
      ],
    });
    const response = await send("/api/mail-events", body, bearer);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ accepted: 4, ignored: 1 });
    const { suppressions, events } = await changes();
    expect(suppressions.map((s) => [s.email, s.reason, s.source]).sort()).toEqual([
      ["angry@example.com", "complaint", "provider"],
      ["bounced@example.com", "provider-bounce", "provider"],
    ]);
    expect(suppressions.find((s) => s.email === "bounced@example.com")?.detail).toBe("550 5.1.1 unknown user");
    expect(events.map((e) => e.type).sort()).toEqual(["bounced", "complained", "deferred", "delivered"]);
    expect(events.find((e) => e.type === "complained")?.occurredAt.toISOString()).toBe("2026-11-20T10:00:00.000Z");
  });

  test("Postmark: a hard bounce and a spam complaint suppress; a soft bounce and a delivery do not; an open is ignored", async () => {
    const post = (event: Record<string, unknown>) =>
      send("/api/mail-events/postmark", JSON.stringify(event), basic(secret));
    const bounce = await post({
      RecordType: "Bounce",
      Type: "HardBounce",
      TypeCode: 1,
      MessageID: "883953f4-6105-42a2-a16a-77a8eac79483",
      Email: "pm-hard@example.com",
      BouncedAt: "2026-11-24T13:28:10Z",
      Details: "smtp;550 5.1.1 The email account that you tried to reach does not exist",
      Metadata: { "message-id": "<pm-hard-1@www.northwind-talent.example>" },
    });
    expect(bounce.status).toBe(200);
    expect(
      (await post({ RecordType: "SpamComplaint", Type: "SpamComplaint", Email: "pm-spam@example.com" })).status,
    ).toBe(200);
    expect((await post({ RecordType: "Bounce", Type: "SoftBounce", Email: "pm-soft@example.com" })).status).toBe(200);
    expect(
      (await post({ RecordType: "Delivery", Recipient: "pm-ok@example.com", DeliveredAt: "2026-11-24T13:30:00Z" }))
        .status,
    ).toBe(200);
    const open = await post({ RecordType: "Open", Recipient: "pm-ok@example.com" });
    expect(await open.json()).toEqual({ accepted: 0, ignored: 1 });
    const { suppressions, events } = await changes();
    const postmark = suppressions.filter((s) => s.source === "postmark");
    expect(postmark.map((s) => [s.email, s.reason]).sort()).toEqual([
      ["pm-hard@example.com", "provider-bounce"],
      ["pm-spam@example.com", "complaint"],
    ]);
    expect(postmark.find((s) => s.reason === "provider-bounce")?.detail).toMatch(/^HardBounce: smtp;550/);
    expect(
      events
        .filter((e) => e.source === "postmark")
        .map((e) => e.type)
        .sort(),
    ).toEqual(["bounced", "complained", "deferred", "delivered"]);
    // Our Message-ID, carried in the metadata every message has, matches the bounce to its email.
    expect(events.find((e) => e.source === "postmark" && e.type === "bounced")?.messageId).toBe(
      "<pm-hard-1@www.northwind-talent.example>",
    );
  });

  test("Mailgun: a permanent failure and a complaint suppress; a temporary failure does not", async () => {
    const post = (event: Record<string, unknown>) => send("/api/mail-events/mailgun", mailgunBody(event));
    const failed = await post({
      event: "failed",
      severity: "permanent",
      recipient: "mg-hard@example.com",
      timestamp: 1764000000.5,
      message: { headers: { "message-id": "abc@northwind-talent.example" } },
      "delivery-status": { code: 550, description: "No such user" },
    });
    expect(failed.status).toBe(200);
    expect((await post({ event: "complained", recipient: "mg-spam@example.com" })).status).toBe(200);
    expect((await post({ event: "failed", severity: "temporary", recipient: "mg-soft@example.com" })).status).toBe(200);
    expect(await (await post({ event: "clicked", recipient: "mg-soft@example.com" })).json()).toEqual({
      accepted: 0,
      ignored: 1,
    });
    const { suppressions, events } = await changes();
    const mailgun = suppressions.filter((s) => s.source === "mailgun");
    expect(mailgun.map((s) => [s.email, s.reason, s.detail]).sort()).toEqual([
      ["mg-hard@example.com", "provider-bounce", "550 No such user"],
      ["mg-spam@example.com", "complaint", ""],
    ]);
    const bounced = events.find((e) => e.source === "mailgun" && e.type === "bounced");
    expect(bounced?.messageId).toBe("<abc@northwind-talent.example>");
    expect(events.some((e) => e.email === "mg-soft@example.com" && e.type === "deferred")).toBe(true);
  });
});
