import { CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { defineLeadForm, LeadForm, NameEmailFields, SubmitButton } from "#app/components/form/lead-form";
import { useLeadForm } from "#app/components/form/use-lead-form";
import { AlertMessage } from "#app/components/ui/alert-message";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog";
import { panelQuestionSchema } from "#app/schemas/panel-question";

/** How long 'Question Submitted!' stays before the dialog clears and closes (spec: 3000 ms). */
export const questionCloseDelayMs = 3000;
export const questionFailureMessage = "Failed to submit question. Please try again.";

const questionForm = defineLeadForm({ schema: panelQuestionSchema, endpoint: "/api/qa/submit" });
const { TextareaField } = questionForm.fields;

/** The panel's question form: the outcome shows in the dialog itself, as docs/product.md has it. */
export function PanelQuestionDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [status, setStatus] = useState<"editing" | "submitted" | "failed">("editing");
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const form = useLeadForm(questionForm, {
    body: (values) => {
      setStatus("editing");
      return values;
    },
    onSent: () => {
      setStatus("submitted");
      closeTimer.current = setTimeout(() => changeOpen(false), questionCloseDelayMs);
    },
    onFailed: () => setStatus("failed"),
  });

  function changeOpen(next: boolean) {
    if (!next) {
      clearTimeout(closeTimer.current);
      form.reset();
      setStatus("editing");
    }
    onOpenChange(next);
  }

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogTitle className="pr-8 text-xl font-bold text-ink-900">Submit Your Questions</DialogTitle>
        <DialogDescription className="mt-1.5 text-sm text-ink-600">
          Ask our panel anything about talent, culture and leadership. We will pick up as many questions as we can
          during the live Q&amp;A.
        </DialogDescription>
        {status === "submitted" ? (
          <div
            role="status"
            className="mt-8 flex flex-col items-center rounded-2xl bg-emerald-50 px-6 py-10 text-center"
          >
            <CircleCheck aria-hidden className="size-12 text-emerald-600" />
            <p className="mt-4 text-lg font-semibold text-ink-900">Question Submitted!</p>
            <p className="mt-1 text-sm text-ink-600">Thank you. Our moderators will bring it to the panel.</p>
          </div>
        ) : (
          <LeadForm form={form} className="relative mt-6 grid gap-4">
            <NameEmailFields layout="stacked" nameLabel="Name" emailLabel="Email" required />
            <TextareaField name="question" label="Your Question" rows={4} required />
            {status === "failed" ? <AlertMessage>{questionFailureMessage}</AlertMessage> : null}
            <SubmitButton sending="Submitting..." className="mt-1 w-full">
              Submit Question
            </SubmitButton>
          </LeadForm>
        )}
      </DialogContent>
    </Dialog>
  );
}
