import type { z } from "#app/schemas/zod";
import type { Clock } from "#server/clock";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import type { Logger } from "#server/logger";

/** What a desk page's loader and action call the modules with. */
export type DeskServices = {
  db: Database;
  config: Config;
  clock: Clock;
  logger: Logger;
  /** Wakes the mail worker after something queued an email or a webhook delivery. */
  mailQueued?: () => void;
};

/**
 * What a desk action did: a sentence for the staff member and, when the page to show next is not
 * the form's own, its address; `data` is the JSON API's reply.
 */
export type DeskDone = { ok: true; message: string; to?: string; data?: Record<string, unknown> };

/** Why a desk action changed nothing: its status, a sentence, and what to fix per field. */
export type DeskRefusal = {
  ok: false;
  status: 400 | 403 | 404 | 409;
  message: string;
  fieldErrors?: Record<string, string>;
};

export type DeskResult = DeskDone | DeskRefusal;

export function deskDone(message: string, extra: { to?: string; data?: Record<string, unknown> } = {}): DeskDone {
  return { ok: true, message, ...extra };
}

export function deskRefusal(
  status: DeskRefusal["status"],
  message: string,
  fieldErrors?: Record<string, string>,
): DeskRefusal {
  return { ok: false, status, message, ...(fieldErrors ? { fieldErrors } : {}) };
}

/**
 * A form refused by its schema: the first problem as the sentence (or `message`), and each field's
 * first problem beside it (`fallbackField` for a problem with the whole form).
 */
export function formRefusal(error: z.ZodError, fallbackField: string, message?: string): DeskRefusal {
  return deskRefusal(
    400,
    message ?? error.issues[0]?.message ?? "Check the fields.",
    firstErrorPerField(error, fallbackField),
  );
}

/** A schema's first problem with each field, by the field's name (a form-wide one under `fallbackField`). */
export function firstErrorPerField(error: z.ZodError, fallbackField: string): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[String(issue.path[0] ?? fallbackField)] ??= issue.message;
  return fieldErrors;
}
