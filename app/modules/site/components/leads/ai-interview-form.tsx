import { Link } from "react-router";
import { defineLeadForm, LeadForm, NameEmailFields, SubmitButton } from "#app/components/form/lead-form";
import { replyNotice, useLeadForm } from "#app/components/form/use-lead-form";
import { aiInterviewSchema, experienceLevels, interviewRoles } from "#app/schemas/ai-interview";
import { z } from "#app/schemas/zod";

// The selects start on their empty placeholder, so the form accepts any string there
// and hands it to the shared enum, which answers with docs/product.md's message.
const interviewFormSchema = aiInterviewSchema.extend({
  role: z.string().pipe(aiInterviewSchema.shape.role),
  experience: z.string().pipe(aiInterviewSchema.shape.experience),
});

const interviewForm = defineLeadForm({ schema: interviewFormSchema, endpoint: "/api/ai-interview" });
const { TextField, SelectField } = interviewForm.fields;

export const interviewMessages = {
  success: replyNotice("Success!"),
  failure: {
    title: "Something went wrong",
    description: "There was an error scheduling your interview. Please try again.",
  },
} as const;

/** The home page's interview request (anchor ai-interview). */
export function AiInterviewForm() {
  const form = useLeadForm(interviewForm, { notices: interviewMessages });
  return (
    <LeadForm form={form} aria-labelledby="ai-interview-form-title" className="relative grid gap-5">
      <h3 id="ai-interview-form-title" className="text-lg font-semibold text-ink-900">
        Book your AI interview
      </h3>
      <NameEmailFields placeholders={{ name: "Priya Sharma", email: "priya@company.com" }} />
      <TextField name="phone" label="Phone Number" type="tel" autoComplete="tel" placeholder="+91 98765 43210" />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField name="role" label="Job Role" options={interviewRoles} placeholder="Select a role" />
        <SelectField
          name="experience"
          label="Experience"
          options={experienceLevels}
          placeholder="Years of experience"
        />
      </div>
      <SubmitButton sending="Scheduling..." className="mt-1 w-full">
        Schedule My AI Interview
      </SubmitButton>
      <p className="text-center text-xs leading-5 text-ink-500">
        By submitting this form, you agree to our{" "}
        <Link
          to="/privacy-policy"
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Privacy Policy
        </Link>
        .
      </p>
    </LeadForm>
  );
}
