import { ArrowLeft } from "lucide-react";
import { defineLeadForm, LeadForm, NameEmailFields, SubmitButton } from "#app/components/form/lead-form";
import type { LeadFormHandle } from "#app/components/form/use-lead-form";
import { Button } from "#app/components/ui/button";
import { appointmentSchema } from "#app/modules/booking/schemas/appointment";
import type { z } from "#app/schemas/zod";

/** Step 3's fields, with the shared schema's rules and messages; the dialog adds the date and time it sends. */
const contactSchema = appointmentSchema.pick({
  name: true,
  email: true,
  phone: true,
  company: true,
  message: true,
  website: true,
});
export const contactForm = defineLeadForm({ schema: contactSchema, endpoint: "/api/appointments/schedule" });
type ContactInput = z.input<typeof contactForm.schema>;
type ContactOutput = z.output<typeof contactForm.schema>;

const { TextField, TextareaField } = contactForm.fields;

export function ContactStep({
  form,
  onBack,
  timeNote,
}: {
  form: LeadFormHandle<ContactInput, ContactOutput>;
  onBack: () => void;
  /** A sentence about the chosen time, when it falls outside the visitor's usual day (app/modules/booking/lib/waking-hours.ts). */
  timeNote?: string | null;
}) {
  const sending = form.form.formState.isSubmitting;
  return (
    <LeadForm form={form} className="relative grid gap-4">
      {timeNote ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">{timeNote}</p>
      ) : null}
      <NameEmailFields layout="stacked" emailHint="We'll send appointment confirmation to this email" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
        <TextField name="company" label="Company Name" autoComplete="organization" />
      </div>
      <TextareaField
        name="message"
        label="Additional Information (optional)"
        rows={3}
        placeholder="Roles you are hiring for, team size, timelines..."
      />
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={onBack} disabled={sending}>
          <ArrowLeft aria-hidden className="size-4" />
          Back
        </Button>
        <SubmitButton sending="Processing..." size="md">
          Schedule Meeting
        </SubmitButton>
      </div>
    </LeadForm>
  );
}
