import { defineLeadForm, LeadForm, NameEmailFields, SubmitButton } from "#app/components/form/lead-form";
import { replyNotice, useLeadForm } from "#app/components/form/use-lead-form";
import { gitexRegistrationSchema, registrationDomains } from "#app/schemas/gitex-registration";

const registrationForm = defineLeadForm({ schema: gitexRegistrationSchema, endpoint: "/api/gitex/submit" });
const { TextField, SelectField } = registrationForm.fields;

export const registrationMessages = {
  success: replyNotice("Registration successful!"),
  failure: { title: "Something went wrong", description: "There was an error submitting your form. Please try again." },
} as const;

/** The event registration: a failure keeps what the visitor typed so they can simply send again. */
export function RegistrationForm() {
  const form = useLeadForm(registrationForm, { notices: registrationMessages });
  return (
    <LeadForm form={form} aria-labelledby="register-heading" className="relative grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <NameEmailFields layout="stacked" placeholders={{ name: "Your full name", email: "you@company.com" }} />
        <TextField
          name="phone"
          label="Phone Number (Optional)"
          type="tel"
          autoComplete="tel"
          placeholder="+971 50 000 0000"
        />
        <TextField name="company" label="Company Name" autoComplete="organization" placeholder="Your company" />
      </div>
      <SelectField
        name="domain"
        label="Industry/Domain"
        options={registrationDomains}
        placeholder="Select your industry"
      />
      <SubmitButton sending="Submitting..." className="mt-1 w-full">
        Claim My 15 Free AI Interviews
      </SubmitButton>
    </LeadForm>
  );
}
