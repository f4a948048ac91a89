import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export type FieldErrors = Record<string, Array<string>>;
export type ErrorBody = { message: string; errors?: FieldErrors };

/** An error a handler throws on purpose: it becomes a JSON reply with this status and message. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export function errorBody(message: string, errors?: FieldErrors): ErrorBody {
  return errors ? { message, errors } : { message };
}

export function jsonError(c: Context, status: ContentfulStatusCode, message: string, errors?: FieldErrors): Response {
  return c.json(errorBody(message, errors), status);
}
