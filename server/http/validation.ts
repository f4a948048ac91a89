import type { Context } from "hono";
import type { z } from "zod";
import { HttpError, type FieldErrors } from "./errors";

export const invalidFieldsMessage = "Some fields are missing or invalid. Please check them and try again.";

/** The body as JSON; anything else is a 400 with a sentence the caller can act on. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") throw new HttpError(400, "The request body is empty. Send the form fields as JSON.");
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
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
