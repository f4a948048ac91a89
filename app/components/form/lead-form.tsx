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
import type { LeadFormDefinition, LeadFormHandle } from "./use-lead-form";

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
 * form were ever submitted without its code. `data-lead-form` names the endpoint, so the analytics
 * tracker (app/modules/analytics/lib/tracker.ts) counts a form start with one listener for every form.
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
      <form
        {...props}
        method="post"
        noValidate
        data-lead-form={form.endpoint}
        onSubmit={(event) => void form.onSubmit(event)}
      >
        {children}
        <HoneypotField id={form.idFor(honeypotField)} {...handle.form.register(honeypotField)} />
      </form>
    </LeadFormContext.Provider>
  );
}

type FieldProps<Name extends string> = { name: Name; label: ReactNode; hint?: string; className?: string };

/** What a field of the kit hands its control: the label's wiring, the schema's message and the registration. */
function useField(name: string, label: ReactNode, hint: string | undefined, className: string | undefined) {
  const { form, idFor } = useLeadFormHandle();
  const message = form.formState.errors[name]?.message;
  const field = {
    id: idFor(name),
    label,
    hint,
    className,
    error: typeof message === "string" ? message : undefined,
  };
  return { field, registration: form.register(name) };
}

/** A field of the kit around one text control (input, textarea); every other prop goes to the control. */
function textFieldOf<Tag extends "input" | "textarea">(Control: (props: ComponentProps<Tag>) => ReactNode) {
  return function Field<Name extends string>({
    name,
    label,
    hint,
    className,
    ...control
  }: FieldProps<Name> & Omit<ComponentProps<Tag>, "name" | "id">) {
    const { field, registration } = useField(name, label, hint, className);
    const props = { ...control, ...registration } as ComponentProps<Tag>;
    return <FormField {...field}>{(wiring) => <Control {...wiring} {...props} />}</FormField>;
  };
}

const TextField = textFieldOf<"input">(Input);
const TextareaField = textFieldOf<"textarea">(Textarea);

function SelectField<Name extends string>({
  name,
  label,
  hint,
  className,
  options,
  placeholder,
}: FieldProps<Name> & { options: ReadonlyArray<SelectOption>; placeholder: string }) {
  const { field, registration } = useField(name, label, hint, className);
  return (
    <FormField {...field}>
      {(wiring) => <Select {...wiring} {...registration} options={options} placeholder={placeholder} />}
    </FormField>
  );
}

/**
 * The name and email every lead form asks for (the shared `name` and `email` fields): side by side
 * from the small breakpoint up, keeping the form's own spacing, or one under the other.
 */
export function NameEmailFields({
  layout = "side-by-side",
  nameLabel = "Full Name",
  emailLabel = "Email Address",
  placeholders,
  emailHint,
  required,
}: {
  layout?: "side-by-side" | "stacked";
  nameLabel?: string;
  emailLabel?: string;
  placeholders?: { name: string; email: string };
  emailHint?: string;
  required?: boolean;
}) {
  const fields = (
    <>
      <TextField
        name="name"
        label={nameLabel}
        autoComplete="name"
        placeholder={placeholders?.name}
        required={required}
      />
      <TextField
        name="email"
        label={emailLabel}
        hint={emailHint}
        type="email"
        autoComplete="email"
        placeholder={placeholders?.email}
        required={required}
      />
    </>
  );
  return layout === "stacked" ? fields : <div className="grid gap-[inherit] sm:grid-cols-2">{fields}</div>;
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

/** The kit's field components, typed for one form's values: a misspelt field name is a type error. */
function fieldsFor<Input extends FieldValues>() {
  type Name = Path<Input>;
  return {
    TextField: TextField<Name>,
    TextareaField: TextareaField<Name>,
    SelectField: SelectField<Name>,
  };
}

/**
 * One form, defined once at module level: what `useLeadForm` needs, and the field components typed
 * for its values (`const { TextField } = interviewForm.fields;`).
 */
export function defineLeadForm<Input extends FieldValues, Output>(definition: LeadFormDefinition<Input, Output>) {
  return { ...definition, fields: fieldsFor<Input>() };
}
