import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState, type BaseSyntheticEvent } from "react";
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from "react-hook-form";
import { toast } from "#app/components/ui/toast-store";
import { postJson } from "#app/lib/api";
import type { LeadEndpoint } from "#app/lib/leads/lead-kinds";
import { honeypotField } from "#app/schemas/honeypot";
import type { z } from "#app/schemas/zod";

/** A toast as docs/product.md words it for one form. */
export type Notice = { title: string; description?: string; variant?: "default" | "destructive" };

/** Where a public form posts: a lead form's endpoint (app/lib/leads/lead-kinds.ts), the booking or the newsletter. */
export type FormEndpoint = LeadEndpoint | "/api/appointments/schedule" | "/api/newsletter";

/**
 * A success toast with the sentence the server's reply carries (its `message`): a lead form's
 * success sentence is written once, in its kind.
 */
export function replyNotice(title: string): (values: unknown, reply: unknown) => Notice {
  return (_values, reply) => ({ title, description: (reply as { message?: string } | null)?.message });
}

/** What a form is: its schema and where it sends. Made with `defineLeadForm`. */
export type LeadFormDefinition<Input extends FieldValues, Output> = {
  /**
   * The shared object schema (or the form's view of it): the same rules and messages as the
   * server's. Its fields are the form's controls, and every one starts empty ("").
   */
  schema: z.ZodType<Output, Input> & { shape: Record<string, unknown> };
  /** '/api/gitex/submit': also names the form's controls (`gitex-submit-email`, see `controlIdFor`). */
  endpoint: FormEndpoint;
};

/**
 * A control's id: the endpoint's path after /api/ and the field ('/api/ai-interview', 'email' →
 * 'ai-interview-email'). Unique per form, and stable, so text typed before hydration is found again.
 */
export function controlIdFor(endpoint: string, field: string): string {
  return `${endpoint.replace(/^\/api\//, "").replaceAll("/", "-")}-${field}`;
}

/** How one use of a form behaves: what it says, what it sends, what follows. */
export type LeadFormBehaviour<Input extends FieldValues, Output> = {
  /** Fields that start filled in (a choice made by the button that opened the form). */
  initial?: Partial<Record<keyof Input & string, string>>;
  /** What is sent; the validated values by default. Return null to send nothing (having said why). */
  body?: (values: Output) => unknown;
  /** Toasts for success and failure. Leave out to show the outcome in the form itself (onSent/onFailed). */
  notices?: {
    /** A function is given the values sent and the server's reply (its JSON body). */
    success: Notice | ((values: Output, reply: unknown) => Notice);
    failure: Notice | ((error: unknown) => Notice);
  };
  onSent?: (values: Output, reply: unknown) => void;
  onFailed?: (error: unknown) => void;
};

export type LeadFormHandle<Input extends FieldValues, Output> = {
  form: UseFormReturn<Input, unknown, Output>;
  /** Where the form sends; `<LeadForm>` names it on the <form> for the analytics' form starts. */
  endpoint: FormEndpoint;
  idFor: (field: string) => string;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Back to the empty form (a dialog that closes, for example). */
  reset: () => void;
};

/**
 * The starting values: what the visitor already typed into the prerendered inputs before the form's
 * code arrived (the form would otherwise overwrite them with the empty values), or the empty values.
 */
function typedBeforeHydration<T extends Record<string, unknown>>(empty: T, idFor: (field: string) => string): T {
  if (typeof document === "undefined") return empty;
  const values: Record<string, unknown> = { ...empty };
  for (const field of Object.keys(empty)) {
    const control = document.getElementById(idFor(field));
    if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    ) {
      values[field] = control.value;
    }
  }
  return values as T;
}

const resolve = <T, A extends Array<unknown>>(notice: T | ((...args: A) => T), ...args: A): T =>
  typeof notice === "function" ? (notice as (...args: A) => T)(...args) : notice;

/**
 * One public form: validation by the shared schema (focus moves to the first invalid field), the
 * honeypot, the request with an idempotency key (a retry of the same answers cannot store the lead
 * twice), the sending state, docs/product.md's notices, and a cleared form after success.
 */
export function useLeadForm<Input extends FieldValues, Output>(
  { schema, endpoint }: LeadFormDefinition<Input, Output>,
  { initial, body, notices, onSent, onFailed }: LeadFormBehaviour<Input, Output> = {},
): LeadFormHandle<Input, Output> {
  const idFor = (field: string) => controlIdFor(endpoint, field);
  // Every control of the kit holds text: each field of the schema (the honeypot too) starts as "",
  // or as its `initial` value.
  const emptyValues = Object.fromEntries(
    [...Object.keys(schema.shape), honeypotField].map((field) => [
      field,
      initial?.[field as keyof Input & string] ?? "",
    ]),
  ) as unknown as Input;
  const [initialValues] = useState(() => typedBeforeHydration(emptyValues, idFor));
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: initialValues as DefaultValues<Input>,
    shouldFocusError: true,
  });
  const attempt = useRef<{ payload: string; key: string } | null>(null);

  async function send(values: Output) {
    const payload = body ? body(values) : values;
    if (payload === null) return;
    const serialized = JSON.stringify(payload);
    // The same answers sent again (after a failure the visitor could not see through) reuse the key.
    if (attempt.current?.payload !== serialized) attempt.current = { payload: serialized, key: crypto.randomUUID() };
    try {
      const reply = await postJson(endpoint, payload, { headers: { "Idempotency-Key": attempt.current.key } });
      attempt.current = null;
      if (notices) toast(resolve(notices.success, values, reply));
      form.reset(emptyValues);
      onSent?.(values, reply);
    } catch (error) {
      if (notices) toast({ variant: "destructive", ...resolve(notices.failure, error) });
      onFailed?.(error);
    }
  }

  return { form, endpoint, idFor, onSubmit: form.handleSubmit(send), reset: () => form.reset(emptyValues) };
}
