import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { adminErrors, safeAdminPath, type AdminErrorCode, type AdminNoticeCode } from "#app/lib/admin/notices";
import { errorBody, HttpError } from "#server/http/errors";
import type { DeskResult } from "#server/services/admin/desk-services";
import { decodeUtf8, isStorableText, parseJsonText, readUtf8Body, unsafeTextMessage } from "#server/http/validation";

/** Fields that a form sends once per checked box. */
const listFields = new Set(["ids", "kinds"]);

export type AdminInput = { fields: Record<string, unknown>; isForm: boolean };

/**
 * The body of an admin request: a form post (`application/x-www-form-urlencoded`, the pages work
 * without JavaScript) or JSON (scripts and tests). Anything else is a 415.
 */
export async function readAdminInput(c: Context): Promise<AdminInput> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type === "multipart/form-data") return readUploadForm(c);
  const text = await readUtf8Body(c);
  if (type === "application/x-www-form-urlencoded") return { fields: formFieldsOf(text), isForm: true };
  if (type === "application/json") {
    if (text.trim() === "") return { fields: {}, isForm: false };
    const parsed = parseJsonText(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return { fields: parsed as Record<string, unknown>, isForm: false };
    throw new HttpError(400, "The request body is not a JSON object.");
  }
  throw new HttpError(415, "Send a form (application/x-www-form-urlencoded) or JSON (application/json).");
}

/** The body of a call to the staff's JSON API: JSON only, as the routes declare (a form is a 415). */
export async function readAdminJson(c: Context): Promise<Record<string, unknown>> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") throw new HttpError(415, "Send the fields as JSON (application/json).");
  return (await readAdminInput(c)).fields;
}

/** A urlencoded form's fields, each name once (a list for the fields sent once per checked box). */
export function formFieldsOf(text: string): Record<string, unknown> {
  // Field names are the client's: a Map, so `__proto__` or `constructor` is a name like any other.
  const fields = new Map<string, unknown>();
  for (const key of listFields) fields.set(key, []);
  for (const [key, value] of new URLSearchParams(text)) {
    if (!isStorableText(key) || !isStorableText(value)) throw new HttpError(400, unsafeTextMessage);
    const list = listFields.has(key) ? fields.get(key) : undefined;
    if (Array.isArray(list)) list.push(value);
    else fields.set(key, value);
  }
  return Object.fromEntries(fields);
}

/** The largest form a desk page accepts, as the admin API. */
export const adminFormLimit = 32 * 1024;

/**
 * A form posted to a desk page, read as strictly as the admin API reads one: UTF-8 only, no NUL
 * or other unstorable characters, at most 32 KB. A refusal is an HttpError with its sentence.
 */
export async function readPageForm(request: Request): Promise<Record<string, unknown>> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded")
    throw new HttpError(415, "Send the page's form (application/x-www-form-urlencoded).");
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > adminFormLimit) throw new HttpError(413, "The request body is too large. The limit is 32 KB.");
  return formFieldsOf(decodeUtf8(bytes));
}

/** A form with a file (an import): each file's content is read as UTF-8 text under its field's name. */
async function readUploadForm(c: Context): Promise<AdminInput> {
  let body: Record<string, string | File>;
  try {
    body = (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    throw new HttpError(400, "The form could not be read. Send it again.");
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const text = typeof value === "string" ? value : await value.text();
    if (!isStorableText(key) || !isStorableText(text)) throw new HttpError(400, unsafeTextMessage);
    fields[key] = text;
  }
  return { fields, isForm: true };
}

function withParam(path: string, key: string, value: string): string {
  const url = new URL(path, "http://admin.invalid");
  url.searchParams.delete("notice");
  url.searchParams.delete("error");
  url.searchParams.set(key, value);
  return url.pathname + url.search + url.hash;
}

/**
 * The answer to an admin action: a form goes back to the page it came from (or `to`) with a
 * notice; JSON gets the result as JSON.
 */
export function done(
  c: Context,
  input: AdminInput,
  result: { notice: AdminNoticeCode; json?: Record<string, unknown>; to?: string },
): Response {
  if (input.isForm) {
    const back = result.to ?? safeAdminPath(input.fields.returnTo);
    return c.redirect(withParam(back, "notice", result.notice), 303);
  }
  return c.json(result.json ?? { ok: true }, 200);
}

/** A refused admin action: the form goes back with the error's sentence; JSON gets `{ message }` and the status. */
export function refused(
  c: Context,
  input: AdminInput,
  status: ContentfulStatusCode,
  error: AdminErrorCode,
  to?: string,
): Response {
  if (input.isForm) return c.redirect(withParam(to ?? safeAdminPath(input.fields.returnTo), "error", error), 303);
  return c.json(errorBody(adminErrors[error]), status);
}

/** The JSON API's answer to a desk action: its data (or `{ ok: true }`), or `{ message }` with the refusal's status. */
export function jsonOf(c: Context, result: DeskResult): Response {
  if (!result.ok) return c.json(errorBody(result.message), result.status);
  return c.json(result.data ?? { ok: true }, 200);
}
