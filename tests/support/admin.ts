import type { Database } from "#server/db/client";
import { createStaffAccount } from "#app/modules/staff/server";
import { testOrigin, type ApiHarness } from "./api-app";

export const staffPassword = "correct horse battery staple";

/** A clock the admin area reads; `advance()` moves it forward. */
export function testClock(start = new Date()): {
  now: () => Date;
  advance: (ms: number) => void;
  set: (d: Date) => void;
} {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (d) => {
      current = d.getTime();
    },
  };
}

let staffCounter = 0;
/** A staff account with a fresh address. */
export async function createStaff(db: Database, email?: string): Promise<string> {
  staffCounter += 1;
  const address = email ?? `staff${staffCounter}-${process.pid}@northwind.example`;
  await createStaffAccount(db, address, staffPassword);
  return address;
}

/** The `name=value` of the session cookie a response set, or null. */
export function sessionCookieOf(response: Response): string | null {
  const header = response.headers.getSetCookie().find((c) => c.startsWith("__Host-admin-session="));
  if (!header) return null;
  const pair = header.split(";")[0] ?? "";
  return pair.endsWith("=") ? null : pair;
}

/** Posts the sign-in form as a browser would. */
export function postSignIn(
  h: ApiHarness,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return h.request("/admin/login", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: testOrigin,
      "x-forwarded-for": "192.0.2.10",
      ...headers,
    },
    body: new URLSearchParams({ email, password, next: "/admin" }).toString(),
  });
}

/** Signs in and answers the cookie to send with later requests. */
export async function signInAs(h: ApiHarness, email: string, ip = "192.0.2.10"): Promise<string> {
  const response = await postSignIn(h, email, staffPassword, { "x-forwarded-for": ip });
  const cookie = sessionCookieOf(response);
  if (response.status !== 303 || !cookie) throw new Error(`sign-in failed with ${response.status}`);
  return cookie;
}

/** A request of a signed-in browser: the cookie, and this site's origin on state changes. */
export function asStaff(h: ApiHarness, cookie: string) {
  return {
    get: (path: string) => h.request(path, { headers: { cookie } }),
    postForm: (path: string, fields: Record<string, string | Array<string>>) => {
      const body = new URLSearchParams();
      for (const [key, value] of Object.entries(fields))
        for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
      return h.request(path, {
        method: "POST",
        headers: { cookie, origin: testOrigin, "content-type": "application/x-www-form-urlencoded" },
        body: body.toString(),
      });
    },
    postJson: (path: string, json: unknown) =>
      h.request(path, {
        method: "POST",
        headers: { cookie, origin: testOrigin, "content-type": "application/json" },
        body: JSON.stringify(json),
      }),
  };
}
