import { adminPageFor } from "./admin-page.server";
import type { AppLoadContext } from "react-router";
import { linkPageMessages } from "#app/lib/link-page-form";

export type DeskPage = Awaited<ReturnType<typeof adminPageFor>>;

/** What a module's desk function answers: done with a sentence, or refused with a status and a sentence. */
export type DeskResult =
  | { ok: true; message: string; to?: string }
  | { ok: false; status: number; message: string; fieldErrors?: Record<string, string> };

/** A refused form, for its page to show again: the sentence, what to fix per field, and what was typed. */
export type FormState = {
  intent: string;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, unknown>;
};

/** What an intent does with the posted fields: a result, or (rarely) a whole answer of its own. */
export type IntentHandler = (page: DeskPage, fields: Record<string, unknown>) => Promise<DeskResult | Response>;

/** The typed value of a field of a refused form, for its input's defaultValue. */
export function typedValue(form: FormState | null, intent: string, field: string): string | undefined {
  if (!form || form.intent !== intent) return undefined;
  const value = form.values[field];
  return typeof value === "string" ? value : undefined;
}

/** The typed values of a list field (checkboxes) of a refused form, for their defaultChecked. */
export function typedList(form: FormState | null, intent: string, field: string): Array<string> | undefined {
  if (!form || form.intent !== intent) return undefined;
  const value = form.values[field];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : undefined;
}

/**
 * A desk page's action (docs/admin.md#what-a-form-answers): the submit button's `intent` chooses
 * the handler. Done: 303 back to the page (or where the handler says) with the sentence in a
 * signed one-time cookie. Refused: the page itself again, with the sentence, the field errors and
 * every typed value, under the refusal's status.
 */
export async function pageAction(
  args: { context: AppLoadContext; request: Request },
  intents: Record<string, IntentHandler>,
  showRefused: (page: DeskPage, form: FormState, status: number) => Promise<Response>,
): Promise<Response> {
  const page = await adminPageFor(args);
  const posted = await page.desk.readForm(args.request);
  if (!posted.ok)
    return showRefused(page, { intent: "", message: posted.message, fieldErrors: {}, values: {} }, posted.status);
  const { fields } = posted;
  const intent = typeof fields.intent === "string" ? fields.intent : "";
  const handler = Object.hasOwn(intents, intent) ? intents[intent] : undefined;
  if (!handler) {
    return showRefused(page, { intent, message: linkPageMessages.unknownIntent, fieldErrors: {}, values: {} }, 400);
  }
  const result = await handler(page, fields);
  if (result instanceof Response) return result;
  if (!result.ok)
    return showRefused(
      page,
      { intent, message: result.message, fieldErrors: result.fieldErrors ?? {}, values: fields },
      result.status,
    );
  const back = page.url.pathname + page.url.search;
  return new Response(null, {
    status: 303,
    headers: {
      Location: result.to ?? back,
      "Set-Cookie": page.desk.flash.cookie(result.message),
    },
  });
}
