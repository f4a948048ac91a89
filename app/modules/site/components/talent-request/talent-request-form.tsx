import { defineLeadForm, LeadForm, NameEmailFields, SubmitButton } from "#app/components/form/lead-form";
import { replyNotice, useLeadForm } from "#app/components/form/use-lead-form";
import {
  headcountChoices,
  startChoices,
  talentCategoryChoices,
  talentRequestSchema,
  type TalentCategoryId,
} from "#app/schemas/talent-request";
import { z } from "#app/schemas/zod";

// The selects start on their empty placeholder (unless a category was chosen by the button
// pressed), so the form accepts any string there and hands it to the shared enum and its message.
const talentRequestFormSchema = talentRequestSchema.extend({
  category: z.string().pipe(talentRequestSchema.shape.category),
  headcount: z.string().pipe(talentRequestSchema.shape.headcount),
  start: z.string().pipe(talentRequestSchema.shape.start),
});

const talentRequestForm = defineLeadForm({ schema: talentRequestFormSchema, endpoint: "/api/talent-requests" });
const { TextField, SelectField, TextareaField } = talentRequestForm.fields;

export const talentRequestNotices = {
  success: replyNotice("Request received!"),
  failure: {
    title: "Something went wrong",
    description: "There was an error sending your request. Please try again.",
  },
} as const;

/**
 * The talent request: who is asking, which talent, how many and from when. Validated in the
 * browser by the schema the server uses; sent to POST /api/talent-requests.
 */
export function TalentRequestForm({ category, onSent }: { category: TalentCategoryId | null; onSent: () => void }) {
  const form = useLeadForm(talentRequestForm, {
    initial: { category: category ?? "" },
    notices: talentRequestNotices,
    onSent,
  });
  return (
    <LeadForm form={form} className="relative mt-6 grid gap-4">
      <NameEmailFields emailLabel="Work Email" placeholders={{ name: "Priya Sharma", email: "priya@company.com" }} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="company" label="Company" autoComplete="organization" placeholder="Company name" />
        <SelectField
          name="category"
          label="Talent Category"
          options={talentCategoryChoices}
          placeholder="Select a category"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="headcount" label="Number of People" options={headcountChoices} placeholder="How many?" />
        <SelectField name="start" label="Desired Start" options={startChoices} placeholder="When should they start?" />
      </div>
      <TextareaField
        name="message"
        label="Message (optional)"
        rows={3}
        placeholder="The role, the project, the skills that matter most"
      />
      <SubmitButton sending="Sending..." className="mt-1 w-full">
        Send Request
      </SubmitButton>
      <p className="text-center text-xs leading-5 text-ink-500">
        We reply within 24 hours. By sending this request, you agree to our{" "}
        <a
          href="/privacy-policy"
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Privacy Policy
        </a>
        .
      </p>
    </LeadForm>
  );
}
