import { Hono, type Context } from "hono";
import { bodySizeLimit } from "#server/http/body-size";
import { safeAdminPath } from "#app/lib/admin/safe-path";
import { recordAudit } from "#app/modules/staff/server/audit";
import { createSession, endSessionByToken } from "#app/modules/staff/server/sessions";
import { createFirstAccount, SetupLinkUnusable } from "#app/modules/staff/server/setup-link";
import { StaffAccountError } from "#app/modules/staff/server/staff-accounts";
import { decoyHash } from "#app/modules/staff/server/passwords";
import { signIn } from "#app/modules/staff/server/sign-in";
import { clientIp } from "#server/http/client-ip";
import { clientKeyHash } from "#server/http/request-limit";
import { renderHtmlPage } from "#server/http/pages";
import type { AppServices } from "#server/http/app-services";
import type { CarriedForm, Refusal } from "#server/http/page-request";
import { errorBody } from "#server/http/errors";
import { readAdminInput } from "#server/http/admin/form-input";
import { flashCookie } from "#server/http/admin/flash-cookie";
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from "./session-cookie";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** What the sign-in and setup forms answer, in the staff member's words. */
const authSentences = {
  invalid: "The email or password is not right.",
  limited: "Too many sign-in attempts. Please wait a few minutes and try again.",
  setupMismatch: "The two passwords differ. Type the same password twice.",
  setupAccount:
    "Use a valid email address and a password of at least 12 characters that is not easy to guess (not your email, not a common password).",
  signedOut: "You are signed out.",
} as const;

/** The prefix of the sign-in form's hidden fields that carry a desk form posted after its session ended. */
export const carriedPrefix = "carried:";

/** The carried form's fields, in the order posted (a list field's values each on their own). */
async function carriedFieldsOf(c: Context): Promise<Array<[string, string]>> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return [];
  const params = new URLSearchParams(await c.req.text());
  return [...params]
    .filter(([name]) => name.startsWith(carriedPrefix))
    .map(([name, value]) => [name.slice(carriedPrefix.length), value]);
}

/**
 * POST /admin/login and POST /admin/logout. A failed sign-in answers 401 (429 when limited) with
 * the sign-in page and its message, or JSON for JSON requests; both failures read the same for an
 * unknown account and a wrong password.
 */
export function adminAuthRoutes(services: AppServices): Hono {
  const routes = new Hono();
  const { clock } = services;
  // Made now, so the first unknown account does not take twice as long as a wrong password.
  void decoyHash();
  const limit = bodySizeLimit({
    maxSize: 8 * 1024,
    onError: (c) => c.json(errorBody("The request body is too large."), 413),
  });

  /** The page at `path` rendered again with why the form changed nothing and the address typed. */
  async function refusedPage(c: Context, path: string, refusal: Refusal, carriedForm: CarriedForm | null) {
    const render = services.renderPage;
    if (!render) throw new Error("a form post needs the pages");
    const page = new URL(path, new URL(c.req.url).origin);
    return renderHtmlPage(render, new Request(page, { headers: c.req.raw.headers }), {
      ipHash: services.logger.hash(clientIp(c, services.config.trustProxy)),
      staff: null,
      carriedForm,
      refusal,
    });
  }

  async function failure(
    c: Context,
    isForm: boolean,
    reason: "invalid" | "limited",
    email: string,
    next: string,
    retryAfterSeconds: number | null,
    carried: Array<[string, string]>,
  ) {
    const status = reason === "limited" ? 429 : 401;
    if (retryAfterSeconds !== null) c.header("Retry-After", String(retryAfterSeconds));
    const message = authSentences[reason];
    if (!isForm || !services.renderPage) return c.json(errorBody(message), status);
    const response = await refusedPage(
      c,
      `/admin/login?${new URLSearchParams({ next })}`,
      { message, email: email.slice(0, 254) },
      carried.length > 0 ? { page: next, fields: carried, signedIn: false } : null,
    );
    const headers = new Headers(response.headers);
    if (retryAfterSeconds !== null) headers.set("Retry-After", String(retryAfterSeconds));
    return new Response(response.body, { status, headers });
  }

  // A sign-in may carry a desk form posted after its session ended (up to the 32 KB a form may be).
  const signInLimit = bodySizeLimit({
    maxSize: 40 * 1024,
    onError: (c) => c.json(errorBody("The request body is too large."), 413),
  });

  routes.post("/admin/login", signInLimit, async (c) => {
    const carried = await carriedFieldsOf(c);
    const input = await readAdminInput(c);
    const email = text(input.fields.email).trim();
    const next = safeAdminPath(input.fields.next);
    const result = await signIn(services.db, {
      email,
      password: text(input.fields.password),
      ipHash: clientKeyHash(c, services),
      userAgent: c.req.header("user-agent") ?? "",
      now: clock(),
    });
    if (!result.ok) {
      services.logger.info("admin sign-in refused", { reason: result.reason, account: services.logger.hash(email) });
      const retryAfter = result.reason === "limited" ? result.retryAfterSeconds : null;
      return failure(c, input.isForm, result.reason, email, next, retryAfter, carried);
    }
    // Whatever session the browser brought is ended: a sign-in always gets a new id (no fixation).
    const previous = readSessionCookie(c);
    if (previous) await endSessionByToken(services.db, previous);
    writeSessionCookie(c, result.token);
    const staff = { userId: result.userId, email: result.email, sessionId: result.sessionId };
    await recordAudit(services.db, staff, clock(), "staff.signed-in");
    if (input.isForm && carried.length > 0 && services.renderPage) {
      // Not saved yet: the staff member sees what they wrote and saves it with one click.
      const page = new URL(`/admin/login?${new URLSearchParams({ next })}`, new URL(c.req.url).origin);
      const confirm = await renderHtmlPage(services.renderPage, new Request(page, { headers: c.req.raw.headers }), {
        ipHash: services.logger.hash(clientIp(c, services.config.trustProxy)),
        staff: null,
        carriedForm: { page: next, fields: carried, signedIn: true },
      });
      for (const cookie of c.res.headers.getSetCookie()) confirm.headers.append("Set-Cookie", cookie);
      return confirm;
    }
    return input.isForm ? c.redirect(next, 303) : c.json({ email: result.email }, 200);
  });

  // The first staff account, from the link a server with none logs at start (setup-link.ts).
  routes.post("/admin/setup", limit, async (c) => {
    const input = await readAdminInput(c);
    const token = text(input.fields.token);
    const email = text(input.fields.email).trim();
    const password = text(input.fields.password);
    // Refused: the setup page again (400) with the sentence and the address typed, as a desk page answers.
    const refused = async (message: string) => {
      if (!input.isForm || !services.renderPage) return c.json(errorBody(message), 400);
      const page = `/admin/setup?${new URLSearchParams({ token })}`;
      const response = await refusedPage(c, page, { message, email: email.slice(0, 254) }, null);
      return new Response(response.body, { status: 400, headers: response.headers });
    };
    if (password !== text(input.fields.passwordAgain)) return refused(authSentences.setupMismatch);
    let account: { id: string };
    try {
      account = await createFirstAccount(services.db, token, { email, password }, clock());
    } catch (error) {
      if (error instanceof StaffAccountError) return refused(authSentences.setupAccount);
      if (error instanceof SetupLinkUnusable) return c.redirect(`/admin/setup?token=${encodeURIComponent(token)}`, 303);
      throw error;
    }
    const ipHash = services.logger.hash(clientIp(c, services.config.trustProxy));
    const session = await createSession(services.db, account.id, clock(), {
      userAgent: c.req.header("user-agent") ?? "",
      ipHash,
    });
    writeSessionCookie(c, session.token);
    const staff = { userId: account.id, email, sessionId: session.sessionId };
    await recordAudit(services.db, staff, clock(), "staff.first-account-created");
    services.logger.info("first staff account created through the setup link", {
      account: services.logger.hash(email),
    });
    return c.redirect("/admin", 303);
  });

  routes.post("/admin/logout", limit, async (c) => {
    const input = await readAdminInput(c);
    const token = readSessionCookie(c);
    const staff = c.get("staff");
    if (token) await endSessionByToken(services.db, token);
    clearSessionCookie(c);
    await recordAudit(services.db, staff, clock(), "staff.signed-out");
    if (!input.isForm) return c.json({ ok: true }, 200);
    // The sign-in page says so once, from the signed one-time flash (nothing of it in the address).
    c.header("Set-Cookie", flashCookie(services.config.appSecret, authSentences.signedOut, clock()), { append: true });
    return c.redirect("/admin/login", 303);
  });
  return routes;
}
