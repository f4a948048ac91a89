import { LoaderCircle } from "lucide-react";
import { createContext, useContext, type ComponentProps, type ReactNode } from "react";
import type { FieldValues, Path } from "react-hook-form";
import { Button, type ButtonProps } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { HoneypotField } from "#app/components/ui/honeypot-field";
import { Input } from "#app/components/ui/input";
import { Select, type SelectOption } from "#app/components/ui/select";
import { Textarea } from "#app/components/ui/textarea";
import { honeypotField } from "#app/schemas/honeypot";
import type { LeadFormHandle } from "./use-lead-form";

type AnyHandle = LeadFormHandle<FieldValues, unknown>;
const LeadFormContext = createContext<AnyHandle | null>(null);

function useLeadFormHandle(): AnyHandle {
  const handle = useContext(LeadFormContext);
  if (!handle) throw new Error("A form field must be inside <LeadForm>.");
  return handle;
}

/**
 * The <form> of a lead form: its fields (any markup around them), the honeypot, and submission
 * through `useLeadForm`. `method="post"` keeps typed details out of the address bar even if the
 * form were ever submitted without its code.
 */
export function LeadForm<Input extends FieldValues, Output>({
  form,
  children,
  ...props
}: { form: LeadFormHandle<Input, Output>; children: ReactNode } & Omit<
  ComponentProps<"form">,
  "onSubmit" | "noValidate" | "method"
>) {
  const handle = form as unknown as AnyHandle;
  return (
    <LeadFormContext.Provider value={handle}>
      <form {...props} method="post" noValidate onSubmit={(event) => void form.onSubmit(event)}>
        {children}
        <HoneypotField id={form.idFor(honeypotField)} {...handle.form.register(honeypotField)} />
      </form>
    </LeadFormContext.Provider>
  );
}

type FieldProps<Name extends string> = { name: Name; label: ReactNode; hint?: string; className?: string };

function useField(name: string) {
  const { form, idFor } = useLeadFormHandle();
  const message = form.formState.errors[name]?.message;
  return {
    id: idFor(name),
    error: typeof message === "string" ? message : undefined,
    registration: form.register(name),
  };
}

function TextField<Name extends string>({
  name,
  label,
  hint,
  className,
  ...input
}: FieldProps<Name> & Omit<ComponentProps<"input">, "name" | "id">) {
  const { id, error, registration } = useField(name);
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => <Input {...control} {...input} {...registration} />}
    </FormField>
  );
}

function TextareaField<Name extends string>({
  name,
  label,
  hint,
  className,
  ...textarea
}: FieldProps<Name> & Omit<ComponentProps<"textarea">, "name" | "id">) {
  const { id, error, registration } = useField(name);
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => <Textarea {...control} {...textarea} {...registration} />}
    </FormField>
  );
}

function SelectField<Name extends string>({
  name,
  label,
  hint,
  className,
  options,
  placeholder,
}: FieldProps<Name> & { options: ReadonlyArray<SelectOption>; placeholder: string }) {
  const { id, error, registration } = useField(name);
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => <Select {...control} {...registration} options={options} placeholder={placeholder} />}
    </FormField>
  );
}

/** The submit button: disabled with a spinner and the form's own word ('Scheduling...') while sending. */
export function SubmitButton({
  sending,
  children,
  size = "lg",
  ...props
}: { sending: string; children: ReactNode } & Omit<ButtonProps, "type">) {
  const { form } = useLeadFormHandle();
  const busy = form.formState.isSubmitting;
  return (
    <Button {...props} type="submit" size={size} disabled={busy || props.disabled}>
      {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
      {busy ? sending : children}
    </Button>
  );
}

/**
 * The field components, typed for one form's values: a misspelt field name is a type error.
 * `const { TextField, SelectField } = fieldsFor<InterviewInput>();` at module level.
 */
export function fieldsFor<Input extends FieldValues>() {
  type Name = Path<Input>;
  return {
    TextField: TextField<Name>,
    TextareaField: TextareaField<Name>,
    SelectField: SelectField<Name>,
  };
}
