import { eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { newsletterConsentWording } from "#app/modules/newsletter/schemas/newsletter";
import { action as confirmAction, loader as confirmLoader } from "#app/modules/newsletter/pages/newsletter-confirm";
import {
  action as unsubscribeAction,
  loader as unsubscribeLoader,
} from "#app/modules/newsletter/pages/newsletter-unsubscribe";
import { leads, newsletterSubscribers, outboxEmails } from "#server/db/schema";
import { createNewsletterPages } from "#app/modules/newsletter/server/manage";
import { pruneUnconfirmedSubscribers } from "#app/modules/newsletter/server/prune";
import { newsletterSettings } from "#app/modules/newsletter/server/settings";
import type { ApiHarness } from "#tests/support/api-app";
import { freshIp } from "#tests/support/leads";
import {
  freshAddress,
  linkToken,
  newsletterBody,
  newsletterPageArgs,
  newsletterMailTo,
  oneClickUrlOf,
  subscriberOf,
} from "#tests/support/newsletter";

const hours = (n: number) => n * 60 * 60 * 1000;

async function viewOf(result: unknown): Promise<{ state: string }> {
  return (result as { view: { state: string } }).view;
}

/**
 * Double opt-in, unsubscribe and pruning, through the pages' own loaders and actions (what a
 * browser's GET and POST reach) and the one-click API, on any harness.
 */
export function newsletterLifecycleContract(harnessOf: () => ApiHarness): void {
  let nowMs = Date.now();
  const pagesOf = () =>
    createNewsletterPages({
      db: harnessOf().database.db,
      settings: newsletterSettings(harnessOf().config),
      clock: () => new Date(nowMs),
    });
  /** A GET of a page's link, or with `intent` its form's same-site POST, as the route gets it. */
  const confirmPage = (token: string, intent?: string) =>
    newsletterPageArgs(pagesOf(), "confirm", token, intent) as never;
  const unsubscribePage = (token: string, intent?: string) =>
    newsletterPageArgs(pagesOf(), "unsubscribe", token, intent) as never;

  async function signUp(email: string, name = "Kavya Menon"): Promise<{ confirm: string; unsubscribe: string }> {
    const response = await harnessOf().postJson(
      "/api/newsletter",
      newsletterBody({ email, name, page: "/blog/hiring-funnel-metrics" }),
      {
        "x-forwarded-for": freshIp(),
      },
    );
    expect(response.status).toBe(201);
    const mails = await newsletterMailTo(harnessOf().database.db, email, "newsletter.confirmation");
    const mail = mails[mails.length - 1];
    return { confirm: linkToken(mail?.text ?? "", "confirm"), unsubscribe: linkToken(mail?.text ?? "", "unsubscribe") };
  }

  async function snapshot(email: string) {
    const db = harnessOf().database.db;
    return { subscriber: await subscriberOf(db, email), mails: (await newsletterMailTo(db, email)).length };
  }

  test("opening the confirmation link (GET) changes nothing, however often", async () => {
    nowMs = Date.now();
    const email = freshAddress("scanner");
    const { confirm } = await signUp(email);
    const before = await snapshot(email);
    for (let i = 0; i < 3; i++) {
      expect(await viewOf(await confirmLoader(confirmPage(confirm)))).toEqual({
        state: "ready",
        email: expect.stringMatching(/^s•••@example\.com$/),
      });
    }
    expect(await snapshot(email)).toEqual(before);
    expect(before.subscriber?.status).toBe("pending");
  });

  test("the confirm button (POST) confirms, records consent and sends a welcome that may use the name", async () => {
    nowMs = Date.now();
    const email = freshAddress("confirm");
    const { confirm } = await signUp(email, "Kavya Menon");
    const reply = await confirmAction(confirmPage(confirm, "confirm"));
    expect((reply as Response).status).toBe(302);
    const row = await subscriberOf(harnessOf().database.db, email);
    expect(row).toMatchObject({
      status: "confirmed",
      name: "Kavya Menon",
      consentPage: "/blog/hiring-funnel-metrics",
      consentWording: newsletterConsentWording,
      consentIpHash: "a1b2c3d4e5f60718",
    });
    expect(row?.consentedAt).toBeInstanceOf(Date);
    const [welcome] = await newsletterMailTo(harnessOf().database.db, email, "newsletter.welcome");
    expect(welcome?.html).toContain("Welcome, Kavya Menon");
    expect((welcome?.headers as Record<string, string>)["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // Pressing it again (a double click, a second tab) sends nothing more.
    await confirmAction(confirmPage(confirm, "confirm"));
    expect(await newsletterMailTo(harnessOf().database.db, email)).toHaveLength(2);
    expect(await viewOf(await confirmLoader(confirmPage(confirm)))).toMatchObject({
      state: "confirmed",
    });
  });

  test("an expired link is refused with a page offering a new one; asking sends a fresh link", async () => {
    nowMs = Date.now();
    const email = freshAddress("late");
    const { confirm } = await signUp(email);
    nowMs += hours(48) + 1000;
    expect(await viewOf(await confirmLoader(confirmPage(confirm)))).toEqual({
      state: "expired",
    });
    await confirmAction(confirmPage(confirm, "confirm"));
    expect(await subscriberOf(harnessOf().database.db, email)).toMatchObject({ status: "pending", consentedAt: null });
    const resent = await confirmAction(confirmPage(confirm, "resend"));
    expect((resent as Response).headers.get("location")).toMatch(/\?resent$/);
    const mails = await newsletterMailTo(harnessOf().database.db, email, "newsletter.confirmation");
    expect(mails).toHaveLength(2);
    const fresh = linkToken(mails[1]?.text ?? "", "confirm");
    expect(fresh).not.toBe(confirm);
    expect(await viewOf(await confirmLoader(confirmPage(fresh)))).toMatchObject({
      state: "ready",
    });
  });

  test("a tampered link is refused with a page offering to sign up again, and confirms nothing", async () => {
    nowMs = Date.now();
    const email = freshAddress("tamper");
    const { confirm, unsubscribe } = await signUp(email);
    const [payload = "", signature = ""] = confirm.split(".");
    const tampered = [
      `${payload}.${signature.slice(0, -3)}xyz`,
      `${payload.slice(0, -2)}AA.${signature}`,
      unsubscribe, // the unsubscribe token is not a confirmation token
      "garbage",
    ];
    for (const token of tampered) {
      expect(await viewOf(await confirmLoader(confirmPage(token))), token).toEqual({
        state: "invalid",
      });
      await confirmAction(confirmPage(token, "confirm"));
      await confirmAction(confirmPage(token, "resend"));
    }
    expect(await subscriberOf(harnessOf().database.db, email)).toMatchObject({ status: "pending" });
    expect(await newsletterMailTo(harnessOf().database.db, email)).toHaveLength(1);
  });

  test("a confirm POST from another site is refused", async () => {
    nowMs = Date.now();
    const email = freshAddress("csrf");
    const { confirm } = await signUp(email);
    const args = newsletterPageArgs(pagesOf(), "confirm", confirm, "confirm");
    args.request = new Request(args.request.url, {
      method: "POST",
      body: new URLSearchParams({ intent: "confirm" }),
      headers: { origin: "https://evil.example" },
    });
    await expect(confirmAction(args as never)).rejects.toMatchObject({ init: { status: 403 } });
    expect(await subscriberOf(harnessOf().database.db, email)).toMatchObject({ status: "pending" });
  });

  test("one-click unsubscribe by POST (RFC 8058) unsubscribes; the page lets the person subscribe again", async () => {
    nowMs = Date.now();
    const email = freshAddress("oneclick");
    const { confirm } = await signUp(email);
    await confirmAction(confirmPage(confirm, "confirm"));
    const [welcome] = await newsletterMailTo(harnessOf().database.db, email, "newsletter.welcome");
    const url = new URL(oneClickUrlOf((welcome?.headers as Record<string, string>)["List-Unsubscribe"] ?? ""));
    const oneClick = (search: string, init: { type: string; body: string }) =>
      harnessOf().request(`/api/newsletter/unsubscribe${search}`, {
        method: "POST",
        headers: { "content-type": init.type, origin: "https://mail-provider.example" },
        body: init.body,
      });
    // A GET of the header's address changes nothing: it goes to the page.
    const opened = await harnessOf().request(`/api/newsletter/unsubscribe${url.search}`, { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toMatch(/^\/newsletter\/unsubscribe\//);
    expect(await subscriberOf(harnessOf().database.db, email)).toMatchObject({ status: "confirmed" });
    // Not the RFC 8058 body, or not a valid token: 400, nothing changes.
    expect((await oneClick(url.search, { type: "application/json", body: "{}" })).status).toBe(400);
    expect(
      (
        await oneClick(`?token=${confirm}`, {
          type: "application/x-www-form-urlencoded",
          body: "List-Unsubscribe=One-Click",
        })
      ).status,
    ).toBe(400);
    expect(await subscriberOf(harnessOf().database.db, email)).toMatchObject({ status: "confirmed" });

    const response = await oneClick(url.search, {
      type: "application/x-www-form-urlencoded",
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: expect.stringMatching(/unsubscribed/) });
    expect(await subscriberOf(harnessOf().database.db, email)).toMatchObject({ status: "unsubscribed" });
    // Again: still fine.
    expect(
      (
        await oneClick(url.search, {
          type: "multipart/form-data; boundary=x",
          body: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
        })
      ).status,
    ).toBe(200);

    const token = url.searchParams.get("token") ?? "";
    expect(await viewOf(await unsubscribeLoader(unsubscribePage(token)))).toMatchObject({
      state: "unsubscribed",
    });
    await unsubscribeAction(unsubscribePage(token, "resubscribe"));
    expect(await subscriberOf(harnessOf().database.db, email)).toMatchObject({
      status: "confirmed",
      consentPage: "/newsletter/unsubscribe",
      consentWording: newsletterConsentWording,
    });
    // The old confirmation link cannot undo an unsubscription later.
    await unsubscribeAction(unsubscribePage(token, "unsubscribe"));
    expect(await viewOf(await confirmLoader(confirmPage(confirm)))).toEqual({
      state: "invalid",
    });
    await confirmAction(confirmPage(confirm, "confirm"));
    expect(await subscriberOf(harnessOf().database.db, email)).toMatchObject({ status: "unsubscribed" });
  });

  test("opening the unsubscribe page (GET) changes nothing; an unsubscribed address that signs up again is asked to confirm", async () => {
    nowMs = Date.now();
    const email = freshAddress("return");
    const { confirm, unsubscribe } = await signUp(email);
    await confirmAction(confirmPage(confirm, "confirm"));
    const before = await snapshot(email);
    expect(await viewOf(await unsubscribeLoader(unsubscribePage(unsubscribe)))).toMatchObject({ state: "confirmed" });
    expect(await snapshot(email)).toEqual(before);
    await unsubscribeAction(unsubscribePage(unsubscribe, "unsubscribe"));
    await harnessOf()
      .database.db.update(newsletterSubscribers)
      .set({ confirmationSentAt: new Date(Date.now() - hours(1)) })
      .where(eq(newsletterSubscribers.email, email));
    const again = await signUp(email);
    expect(await subscriberOf(harnessOf().database.db, email)).toMatchObject({ status: "pending" });
    expect(again.confirm).not.toBe(confirm);
    expect(await viewOf(await unsubscribeLoader(unsubscribePage("x.y")))).toEqual({
      state: "invalid",
    });
  });

  test("the maintenance job prunes sign-ups left unconfirmed for 30 days, with their leads and emails", async () => {
    nowMs = Date.now();
    const db = harnessOf().database.db;
    const stale = freshAddress("stale");
    const recent = freshAddress("recent");
    const confirmed = freshAddress("kept");
    await signUp(stale);
    await signUp(recent);
    const { confirm } = await signUp(confirmed);
    await confirmAction(confirmPage(confirm, "confirm"));
    const daysAgo = (n: number) => new Date(Date.now() - n * 24 * hours(1));
    await db
      .update(newsletterSubscribers)
      .set({ lastRequestedAt: daysAgo(31) })
      .where(eq(newsletterSubscribers.email, stale));
    await db
      .update(newsletterSubscribers)
      .set({ lastRequestedAt: daysAgo(29) })
      .where(eq(newsletterSubscribers.email, recent));
    await db
      .update(newsletterSubscribers)
      .set({ lastRequestedAt: daysAgo(90) })
      .where(eq(newsletterSubscribers.email, confirmed));

    expect(await pruneUnconfirmedSubscribers(db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await subscriberOf(db, stale)).toBeNull();
    expect(
      await db
        .select()
        .from(leads)
        .where(sql`lower(${leads.email}) = ${stale}`),
    ).toEqual([]);
    expect(await db.select().from(outboxEmails).where(eq(outboxEmails.recipient, stale))).toEqual([]);
    expect(await subscriberOf(db, recent)).toMatchObject({ status: "pending" });
    expect(await subscriberOf(db, confirmed)).toMatchObject({ status: "confirmed" });
  });
}
