import { createHmac } from "node:crypto";
import { describe, expect, test } from "vitest";
import { mailEvents, mailgunTokens, mailSuppressions } from "#server/db/schema";
import { pruneMailgunTokens } from "#app/modules/mail/server/provider-events/mailgun";
import { useApiHarness } from "#tests/support/api-app";
import { createStaff } from "#tests/support/admin";

const secret = "provider-shared-secret-0123456789";
const team = { SALES_EMAIL: "sales@northwind-talent.example", REPLY_TO_EMAIL: "replies@northwind-talent.example" };
const harness = useApiHarness({ env: { MAIL_EVENTS_SECRET: secret, ...team } });
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

let tokens = 0;
/** A fresh 50-character token, as Mailgun makes one per request. */
const freshToken = () => `${process.pid}-${(tokens += 1)}-`.padEnd(50, "t");

function mailgunBody(
  eventData: Record<string, unknown>,
  key = secret,
  timestamp = Math.floor(Date.now() / 1000),
  token = freshToken(),
) {
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

describe("Mailgun requests are accepted once, freshly signed", () => {
  const bounce = { event: "failed", severity: "permanent", recipient: "victim@example.com" };
  const now = () => Math.floor(Date.now() / 1000);
  const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

  test("the same signed request sent again is 401 and changes nothing: the token is remembered in the database", async () => {
    const delivered = mailgunBody({ event: "delivered", recipient: "replayed@example.com" });
    expect((await send("/api/mail-events/mailgun", delivered)).status).toBe(200);
    const replay = await send("/api/mail-events/mailgun", delivered);
    expect(replay.status).toBe(401);
    expect(await messageOf(replay)).toBe(
      "This signature was already used. Mailgun signs each request afresh, so a repeated one is refused.",
    );
    // A signature seen once cannot carry other data either: the token is what is remembered.
    const token = (JSON.parse(delivered) as { signature: { token: string; timestamp: string } }).signature;
    const swapped = mailgunBody(bounce, secret, Number(token.timestamp), token.token);
    expect((await send("/api/mail-events/mailgun", swapped)).status).toBe(401);
    const { suppressions, events } = await changes();
    expect(suppressions.filter((s) => s.email === "victim@example.com")).toEqual([]);
    expect(events.filter((e) => e.email === "replayed@example.com")).toHaveLength(1);
    const stored = await harness.database.db.select().from(mailgunTokens);
    expect(stored.map((row) => row.token)).toContain(token.token);
  });

  test("an empty token, or a timestamp more than a minute ahead, is 401 and changes nothing", async () => {
    const empty = await send("/api/mail-events/mailgun", mailgunBody(bounce, secret, now(), ""));
    expect(empty.status).toBe(401);
    expect(await messageOf(empty)).toBe(
      "The signature has no token, or one too short to be Mailgun's: it needs at least 16 characters.",
    );
    const ahead = await send("/api/mail-events/mailgun", mailgunBody(bounce, secret, now() + 299));
    expect(ahead.status).toBe(401);
    expect(await messageOf(ahead)).toBe(
      "The signature's timestamp is not within the last 5 minutes (1 minute ahead at most), so the request may be a replay.",
    );
    expect((await send("/api/mail-events/mailgun", mailgunBody(bounce, secret, now() + 30))).status).toBe(200);
    expect((await changes()).suppressions.filter((s) => s.email === "victim@example.com")).toHaveLength(1);
  });

  test("the maintenance job forgets tokens after 10 minutes, once no timestamp that old is accepted", async () => {
    const db = harness.database.db;
    const at = new Date();
    await db.insert(mailgunTokens).values([
      { token: "old-token-0123456789-old", seenAt: new Date(at.getTime() - 11 * 60_000) },
      { token: "new-token-0123456789-new", seenAt: new Date(at.getTime() - 9 * 60_000) },
    ]);
    await pruneMailgunTokens(db, at);
    const left = (await db.select().from(mailgunTokens)).map((row) => row.token);
    expect(left).toContain("new-token-0123456789-new");
    expect(left).not.toContain("old-token-0123456789-old");
  });
});

describe("the team's own addresses are never suppressed", () => {
  test("a bounce or complaint for SALES_EMAIL, REPLY_TO_EMAIL or a staff address is counted but suppresses nothing, on every endpoint", async () => {
    const staff = await createStaff(harness.database.db, "Host.Person@northwind.example");
    const own = [team.SALES_EMAIL, team.REPLY_TO_EMAIL.toUpperCase(), staff.toLowerCase()];
    const generic = JSON.stringify({
      events: own.map((email) => ({ type: "bounce", email, detail: "550 unknown user" })),
    });
    expect(await (await send("/api/mail-events", generic, bearer)).json()).toEqual({ accepted: 3, ignored: 0 });
    for (const email of own) {
      const postmark = JSON.stringify({ RecordType: "SpamComplaint", Type: "SpamComplaint", Email: email });
      expect((await send("/api/mail-events/postmark", postmark, basic(secret))).status).toBe(200);
      const mailgun = mailgunBody({ event: "failed", severity: "permanent", recipient: email });
      expect((await send("/api/mail-events/mailgun", mailgun)).status).toBe(200);
    }
    const { suppressions, events } = await changes();
    const ownKeys = own.map((email) => email.toLowerCase());
    expect(suppressions.filter((s) => ownKeys.includes(s.email))).toEqual([]);
    // Still counted: the numbers show what the provider reported.
    expect(events.filter((e) => ownKeys.includes(e.email))).toHaveLength(9);
  });
});

describe("event times", () => {
  const impossible = [
    "0000-01-01T00:00:00Z",
    "-000001-01-01T00:00:00Z",
    "+275760-09-13T00:00:00Z",
    "1999-12-31T23:59:59Z",
  ];
  const message = (field: string) =>
    `The event time in ${field} is not a time between 2000-01-01 and a day from now. Send it as an ISO 8601 time, for example 2026-11-25T10:00:00Z.`;

  test("a time of year 0, before 1970, before 2000 or in year 275760 is 400 with a message naming the field, on each endpoint, and nothing is stored", async () => {
    for (const at of [...impossible, "not a time", "2999-01-01T00:00:00Z"]) {
      const generic = JSON.stringify({ events: [{ type: "bounce", email: "timed@example.com", at }] });
      const response = await send("/api/mail-events", generic, bearer);
      expect(response.status, at).toBe(400);
      expect(await response.json()).toEqual({ message: message("at") });
      const postmark = JSON.stringify({
        RecordType: "Bounce",
        Type: "HardBounce",
        Email: "timed@example.com",
        BouncedAt: at,
      });
      const fromPostmark = await send("/api/mail-events/postmark", postmark, basic(secret));
      expect(fromPostmark.status, at).toBe(400);
      expect(await fromPostmark.json()).toEqual({ message: message("BouncedAt") });
    }
    for (const timestamp of [-62_167_219_200, -1, 0, 8_640_000_000_000, 1e300]) {
      const mailgun = mailgunBody({
        event: "failed",
        severity: "permanent",
        recipient: "timed@example.com",
        timestamp,
      });
      const response = await send("/api/mail-events/mailgun", mailgun);
      expect(response.status, String(timestamp)).toBe(400);
      expect(await response.json()).toEqual({
        message:
          "The event time in event-data.timestamp is not a time between 2000-01-01 and a day from now. Send it as seconds since 1970, for example 1764064800.",
      });
    }
    const { suppressions, events } = await changes();
    expect(suppressions.filter((s) => s.email === "timed@example.com")).toEqual([]);
    expect(events.filter((e) => e.email === "timed@example.com")).toEqual([]);
  });

  test("an event without a time is dated when it arrived", async () => {
    const before = Date.now();
    const body = JSON.stringify({ events: [{ type: "delivered", email: "untimed@example.com", at: null }] });
    expect((await send("/api/mail-events", body, bearer)).status).toBe(200);
    const [event] = (await changes()).events.filter((e) => e.email === "untimed@example.com");
    expect(event?.occurredAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
