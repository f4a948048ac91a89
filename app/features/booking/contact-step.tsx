import { ArrowLeft, LoaderCircle } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import type { z } from "#app/schemas/zod";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { HoneypotField } from "#app/components/ui/honeypot-field";
import { Input } from "#app/components/ui/input";
import { Textarea } from "#app/components/ui/textarea";
import { appointmentSchema } from "#app/schemas/appointment";

/** Step 3's fields, with the shared schema's rules and messages. */
export const contactSchema = appointmentSchema.pick({
  name: true,
  email: true,
  phone: true,
  company: true,
  message: true,
  website: true,
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactOutput = z.output<typeof contactSchema>;
export const emptyContact: ContactInput = { name: "", email: "", phone: "", company: "", message: "", website: "" };

export function ContactStep({
  form,
  onSubmit,
  onBack,
}: {
  form: UseFormReturn<ContactInput, unknown, ContactOutput>;
  onSubmit: (values: ContactOutput) => Promise<void>;
  onBack: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="relative grid gap-4">
      <FormField id="appointment-name" label="Full Name" error={errors.name?.message}>
        {(control) => <Input {...control} {...register("name")} autoComplete="name" />}
      </FormField>
      <FormField
        id="appointment-email"
        label="Email Address"
        hint="We'll send appointment confirmation to this email"
        error={errors.email?.message}
      >
        {(control) => <Input {...control} {...register("email")} type="email" autoComplete="email" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="appointment-phone" label="Phone (optional)" error={errors.phone?.message}>
          {(control) => <Input {...control} {...register("phone")} type="tel" autoComplete="tel" />}
        </FormField>
        <FormField id="appointment-company" label="Company Name" error={errors.company?.message}>
          {(control) => <Input {...control} {...register("company")} autoComplete="organization" />}
        </FormField>
      </div>
      <FormField id="appointment-message" label="Additional Information (optional)" error={errors.message?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...register("message")}
            rows={3}
            placeholder="Roles you are hiring for, team size, timelines..."
          />
        )}
      </FormField>
      <HoneypotField id="appointment-website" {...register("website")} />
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={onBack} disabled={isSubmitting}>
          <ArrowLeft aria-hidden className="size-4" />
          Back
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
          {isSubmitting ? "Processing..." : "Schedule Meeting"}
        </Button>
      </div>
    </form>
  );
}
