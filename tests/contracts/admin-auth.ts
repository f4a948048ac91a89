import { expect, test } from "vitest";
import {
  signInLimitPerAccountAndIp,
  signInQueueMax,
  signInSlowdownAfter,
  signInSlowdownMs,
} from "#app/modules/staff/server";
import type { ApiHarness } from "#tests/support/api-app";
import {
  asStaff,
  createStaff,
  postSignIn,
  sessionCookieOf,
  signInAs,
  staffPassword,
  testClock,
} from "#tests/support/admin";

const minute = 60 * 1000;

/**
 * Sessions and sign-in, run against any harness (PGlite in process, PostgreSQL): the harness
 * must be built with `clock.now` as its clock.
 */
export function adminAuthContract(harnessOf: () => ApiHarness, clock: ReturnType<typeof testClock>): void {
  const me = (h: ApiHarness, cookie: string) => asStaff(h, cookie).get("/api/admin/me");

  test("signing in sets a __Host- session cookie: Secure, HttpOnly, SameSite=Lax, Path=/", async () => {
    const h = harnessOf();
    const email = await createStaff(h.database.db);
    const response = await postSignIn(h, email, staffPassword);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin");
    const header = response.headers.getSetCookie().find((c) => c.startsWith("__Host-admin-session="));
    expect(header).toBeDefined();
    expect(header).toMatch(/; Path=\//);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).not.toMatch(/Domain=/i);
    // 256 random bits, base64url.
    expect(sessionCookieOf(response)?.split("=")[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test("session fixation: the id changes at sign-in and the one the browser brought is dead", async () => {
    const h = harnessOf();
    const email = await createStaff(h.database.db);
    const planted = await signInAs(h, email);
    expect((await me(h, planted)).status).toBe(200);
    const response = await postSignIn(h, email, staffPassword, { cookie: planted });
    const fresh = sessionCookieOf(response);
    expect(fresh).not.toBeNull();
    expect(fresh).not.toBe(planted);
    expect((await me(h, planted)).status).toBe(401);
    expect((await me(h, fresh as string)).status).toBe(200);
    // A made-up id is never adopted either.
    const madeUp = `__Host-admin-session=${"A".repeat(43)}`;
    const again = sessionCookieOf(await postSignIn(h, email, staffPassword, { cookie: madeUp }));
    expect(again).not.toBe(madeUp);
  });

  test("sign-out ends the session on the server: the old cookie is refused", async () => {
    const h = harnessOf();
    const cookie = await signInAs(h, await createStaff(h.database.db));
    expect((await me(h, cookie)).status).toBe(200);
    const out = await asStaff(h, cookie).postForm("/admin/logout", {});
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/admin/login");
    // "You are signed out." waits in the signed one-time flash, not in the address.
    expect(out.headers.getSetCookie().join()).toMatch(/admin-flash=[^;]+\..+; Max-Age=60/);
    expect(out.headers.getSetCookie().join()).toMatch(/__Host-admin-session=;.*Max-Age=0/);
    expect((await me(h, cookie)).status).toBe(401);
    const page = await asStaff(h, cookie).get("/admin");
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe("/admin/login?next=%2Fadmin");
  });

  test("staff see their own sessions only, and end one or all of the others", async () => {
    const h = harnessOf();
    const email = await createStaff(h.database.db);
    const [laptop, phone, tablet] = [await signInAs(h, email), await signInAs(h, email), await signInAs(h, email)];
    const someoneElse = await signInAs(h, await createStaff(h.database.db));
    const idOf = async (cookie: string) => ((await (await me(h, cookie)).json()) as { sessionId: string }).sessionId;
    // Another person's session cannot be ended from here.
    expect((await asStaff(h, laptop).postJson(`/api/admin/sessions/${await idOf(someoneElse)}/end`, {})).status).toBe(
      404,
    );
    expect((await me(h, someoneElse)).status).toBe(200);
    const ended = await asStaff(h, laptop).postJson(`/api/admin/sessions/${await idOf(phone)}/end`, {});
    expect(await ended.json()).toEqual({ ok: true });
    expect((await me(h, phone)).status).toBe(401);
    const all = await asStaff(h, laptop).postJson("/api/admin/sessions/end-others", {});
    expect(await all.json()).toEqual({ ended: 1 });
    expect((await me(h, tablet)).status).toBe(401);
    expect((await me(h, laptop)).status).toBe(200);
    expect((await me(h, someoneElse)).status).toBe(200);
  });

  test("a session ends after 30 idle minutes; activity keeps it alive", async () => {
    const h = harnessOf();
    const cookie = await signInAs(h, await createStaff(h.database.db));
    clock.advance(29 * minute);
    expect((await me(h, cookie)).status).toBe(200);
    clock.advance(29 * minute);
    expect((await me(h, cookie)).status).toBe(200);
    clock.advance(30 * minute);
    expect((await me(h, cookie)).status).toBe(401);
    // Gone for good, even if the clock could go back.
    clock.advance(-10 * minute);
    expect((await me(h, cookie)).status).toBe(401);
  });

  test("a session ends 12 hours after sign-in however active it is", async () => {
    const h = harnessOf();
    const cookie = await signInAs(h, await createStaff(h.database.db));
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      clock.advance(20 * minute);
      expect((await me(h, cookie)).status).toBe(200);
    }
    clock.advance(19 * minute); // 11 h 59 min after sign-in
    expect((await me(h, cookie)).status).toBe(200);
    clock.advance(2 * minute);
    expect((await me(h, cookie)).status).toBe(401);
  });

  test("wrong passwords from one address: 401s, then 429 with Retry-After, even for the right password; later it works", async () => {
    const h = harnessOf();
    const email = await createStaff(h.database.db);
    const statuses: Array<number> = [];
    let last: Response | null = null;
    for (let i = 0; i < 8; i++) {
      last = await postSignIn(h, email, `wrong password ${i}`, { "x-forwarded-for": "192.0.2.50" });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([
      ...Array(signInLimitPerAccountAndIp).fill(401),
      ...Array(8 - signInLimitPerAccountAndIp).fill(429),
    ]);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await last?.json()).toEqual({
      message: "Too many sign-in attempts. Please wait a few minutes and try again.",
    });
    const right = await postSignIn(h, email, staffPassword, { "x-forwarded-for": "192.0.2.50" });
    expect(right.status).toBe(429);
    expect(sessionCookieOf(right)).toBeNull();
    clock.advance(Number(right.headers.get("retry-after")) * 1000);
    expect((await postSignIn(h, email, staffPassword, { "x-forwarded-for": "192.0.2.50" })).status).toBe(303);
  });

  test("a stranger's failed attempts do not lock the owner out from their own address", async () => {
    const h = harnessOf();
    const email = await createStaff(h.database.db);
    for (let i = 0; i < 20; i++) await postSignIn(h, email, `guess ${i}`, { "x-forwarded-for": "203.0.113.9" });
    expect((await postSignIn(h, email, "guess 21", { "x-forwarded-for": "203.0.113.9" })).status).toBe(429);
    const owner = await postSignIn(h, email, staffPassword, { "x-forwarded-for": "192.0.2.77" });
    expect(owner.status).toBe(303);
    expect(sessionCookieOf(owner)).not.toBeNull();
  });

  test("the limit slides: a burst across a former 15-minute boundary is still limited", async () => {
    const h = harnessOf();
    const email = await createStaff(h.database.db);
    // Just before a quarter hour, then just after it: a fixed window would have reset in between.
    const toBoundary = 15 * minute - (clock.now().getTime() % (15 * minute)) - 2_000;
    clock.advance(toBoundary);
    const statuses: Array<number> = [];
    for (let i = 0; i < 10; i++) {
      if (i === 5) clock.advance(4_000);
      statuses.push((await postSignIn(h, email, `wrong ${i}`, { "x-forwarded-for": "192.0.2.60" })).status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
  });

  test("successful sign-ins do not count: twelve in a row from one address all succeed", async () => {
    const h = harnessOf();
    const email = await createStaff(h.database.db);
    for (let i = 0; i < 12; i++) {
      expect(
        (await postSignIn(h, email, staffPassword, { "x-forwarded-for": "192.0.2.61" })).status,
        `sign-in ${i + 1}`,
      ).toBe(303);
    }
  });

  test(
    "once an account is slowed down, simultaneous guesses from many addresses take turns, one a second",
    { timeout: 120_000 },
    async () => {
      const h = harnessOf();
      const email = await createStaff(h.database.db);
      for (let i = 0; i < signInSlowdownAfter; i++) {
        const ip = `192.0.2.${70 + Math.floor(i / signInLimitPerAccountAndIp)}`;
        expect((await postSignIn(h, email, `guess ${i}`, { "x-forwarded-for": ip })).status).toBe(401);
      }
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: signInQueueMax + 2 }, async (_, i) => {
          const response = await postSignIn(h, email, `at once ${i}`, { "x-forwarded-for": `198.18.${i}.1` });
          return { status: response.status, afterMs: performance.now() - started };
        }),
      );
      const answered = answers.filter((a) => a.status === 401).map((a) => a.afterMs);
      const refused = answers.filter((a) => a.status === 429).map((a) => a.afterMs);
      // The queue holds signInQueueMax turns; the guesses beyond it are refused at once.
      expect(answered).toHaveLength(signInQueueMax);
      expect(refused).toHaveLength(2);
      expect(Math.max(...refused)).toBeLessThan(Math.min(...answered));
      expect(Math.max(...answered)).toBeGreaterThanOrEqual((signInQueueMax - 0.5) * signInSlowdownMs);
    },
  );

  // 32 sign-ins, each paying scrypt's price on purpose: longer than the default timeout on a busy machine.
  test("one address trying many accounts is limited too", { timeout: 120_000 }, async () => {
    const h = harnessOf();
    const statuses: Array<number> = [];
    for (let i = 0; i < 32; i++) {
      statuses.push((await postSignIn(h, `nobody${i}@example.com`, "x", { "x-forwarded-for": "192.0.2.200" })).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    clock.advance(16 * minute);
  });

  test("an unknown account and a wrong password get the same answer", async () => {
    const h = harnessOf();
    const email = await createStaff(h.database.db);
    const attempt = async (address: string, ip: string) => {
      const response = await postSignIn(h, address, "not the password", { "x-forwarded-for": ip });
      return { status: response.status, body: await response.text() };
    };
    for (let i = 0; i < 2; i++) {
      const wrong = await attempt(email, `192.0.2.${120 + i}`);
      const unknown = await attempt(`unknown-${i}@northwind.example`, `192.0.2.${130 + i}`);
      expect(wrong.status).toBe(401);
      expect(unknown).toEqual(wrong);
    }
  });
}
