import type { Context } from "hono";
import type { z } from "zod";
import { HttpError, type FieldErrors } from "./errors";

export const invalidFieldsMessage = "Some fields are missing or invalid. Please check them and try again.";

export const badUtf8Message = "The request body is not valid UTF-8 text.";
export const unsafeTextMessage =
  "Text must not contain NUL characters or unpaired surrogates (broken Unicode). Remove them and try again.";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
// With the u flag a surrogate pair is one code point: only unpaired halves match.
const loneSurrogate = /[\uD800-\uDFFF]/u;

/** Text the database can store as it is: PostgreSQL refuses NUL, and unpaired surrogates in jsonb. */
export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !loneSurrogate.test(text);
}

class UnsafeText extends Error {}

/** JSON text to a value; NUL or broken Unicode in any key or string is a 400, not a database error later. */
export function parseJsonText(text: string): unknown {
  if (text.trim() === "") throw new HttpError(400, "The request body is empty. Send the form fields as JSON.");
  try {
    return JSON.parse(text, (key, value: unknown) => {
      if (!isStorableText(key) || (typeof value === "string" && !isStorableText(value))) throw new UnsafeText();
      return value;
    });
  } catch (error) {
    if (error instanceof UnsafeText) throw new HttpError(400, unsafeTextMessage);
    throw new HttpError(400, "The request body is not valid JSON.");
  }
}

/** The body as UTF-8 text; bytes that are not UTF-8 are a 400 rather than silently replaced. */
export async function readUtf8Body(c: Context): Promise<string> {
  return decodeUtf8(await c.req.arrayBuffer());
}

/** Bytes as strict UTF-8; anything else is a 400 with a sentence the caller can act on. */
export function decodeUtf8(bytes: ArrayBuffer): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new HttpError(400, badUtf8Message);
  }
}

/** The body as JSON; anything else is a 400 with a sentence the caller can act on. */
export async function readJsonBody(c: Context): Promise<unknown> {
  return parseJsonText(await readUtf8Body(c));
}

/**
 * Field messages keyed by field name; unknown fields are named too. The names are the client's
 * (`constructor`, `__proto__`, `toString` are as good as any), so they are gathered in a Map and
 * become own properties of the reply, never look-ups through Object.prototype.
 */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors = new Map<string, Array<string>>();
  const add = (field: string, message: string) => {
    const messages = errors.get(field);
    if (messages) messages.push(message);
    else errors.set(field, [message]);
  };
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) add(key, "This field is not accepted.");
      continue;
    }
    add(issue.path.length ? issue.path.map(String).join(".") : "body", issue.message);
  }
  return Object.fromEntries(errors);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, invalidFieldsMessage, fieldErrorsOf(result.error));
  return result.data;
}

export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJsonBody(c));
}
