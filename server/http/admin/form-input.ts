import type { Context, TypedResponse } from "hono";
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
 * or other unstorable characters, at most 32 KB. A form with a file (an import) is read as the
 * API reads one, each file as text under its field's name. A refusal is an HttpError with its sentence.
 */
export async function readPageForm(request: Request): Promise<Record<string, unknown>> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data")
    throw new HttpError(415, "Send the page's form (application/x-www-form-urlencoded).");
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > adminFormLimit) throw new HttpError(413, "The request body is too large. The limit is 32 KB.");
  if (type === "application/x-www-form-urlencoded") return formFieldsOf(decodeUtf8(bytes));
  let form: FormData;
  try {
    form = await new Response(bytes, {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    throw new HttpError(400, "The form could not be read. Send it again.");
  }
  return uploadFieldsOf(form);
}

/** A form with files: each file's content as UTF-8 text under its field's name, checked as any field. */
async function uploadFieldsOf(form: FormData | Record<string, string | File>): Promise<Record<string, unknown>> {
  const fields = new Map<string, unknown>();
  const entries = form instanceof FormData ? [...form.entries()] : Object.entries(form);
  for (const [key, value] of entries) {
    const text = typeof value === "string" ? value : await value.text();
    if (!isStorableText(key) || !isStorableText(text)) throw new HttpError(400, unsafeTextMessage);
    fields.set(key, text);
  }
  return Object.fromEntries(fields);
}

/** A form with a file (an import): each file's content is read as UTF-8 text under its field's name. */
async function readUploadForm(c: Context): Promise<AdminInput> {
  let body: Record<string, string | File>;
  try {
    body = (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    throw new HttpError(400, "The form could not be read. Send it again.");
  }
  return { fields: await uploadFieldsOf(body), isForm: true };
}

/**
 * A desk action's reply, typed as any JSON reply its route declares: the action's `data` is a plain
 * record, so the compiler cannot hold it to the route's schema; the API tests compare it with the document.
 */
export type DeskReply = Response & TypedResponse<never, never, "json">;

/** The JSON API's answer to a desk action: its data (or `{ ok: true }`), or `{ message }` with the refusal's status. */
export function jsonOf(c: Context, result: DeskResult): DeskReply {
  if (!result.ok) return c.json(errorBody(result.message), result.status) as DeskReply;
  return c.json(result.data ?? { ok: true }, 200) as DeskReply;
}
