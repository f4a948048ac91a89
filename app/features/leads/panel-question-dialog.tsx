import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog";
import { FormField } from "#app/components/ui/form-field";
import { HoneypotField } from "#app/components/ui/honeypot-field";
import { Input } from "#app/components/ui/input";
import { Textarea } from "#app/components/ui/textarea";
import { postJson } from "#app/lib/api";

/** How long 'Question Submitted!' stays before the dialog clears and closes (spec: 3000 ms). */
export const questionCloseDelayMs = 3000;
export const questionFailureMessage = "Failed to submit question. Please try again.";

type Status = "idle" | "submitting" | "submitted" | "failed";
type QuestionFields = { name: string; email: string; question: string };
const emptyQuestion: QuestionFields = { name: "", email: "", question: "" };

/**
 * The panel's question form. Validation is the browser's own (required fields, email type),
 * as the spec has no custom messages for it.
 */
export function PanelQuestionDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [fields, setFields] = useState<QuestionFields>(emptyQuestion);
  const [status, setStatus] = useState<Status>("idle");
  const honeypot = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  function clear() {
    clearTimeout(closeTimer.current);
    setFields(emptyQuestion);
    setStatus("idle");
  }

  function changeOpen(next: boolean) {
    if (!next) clear();
    onOpenChange(next);
  }

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus("submitting");
    try {
      await postJson("/api/qa/submit", { ...fields, website: honeypot.current?.value ?? "" });
      setStatus("submitted");
      closeTimer.current = setTimeout(() => changeOpen(false), questionCloseDelayMs);
    } catch {
      setStatus("failed");
    }
  }

  const update = (name: keyof QuestionFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const submitting = status === "submitting";

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
          <form onSubmit={submit} className="relative mt-6 grid gap-4">
            <FormField id="question-name" label="Name">
              {(control) => (
                <Input
                  {...control}
                  name="name"
                  required
                  autoComplete="name"
                  value={fields.name}
                  onChange={update("name")}
                />
              )}
            </FormField>
            <FormField id="question-email" label="Email">
              {(control) => (
                <Input
                  {...control}
                  name="email"
                  type="email"
                  required
                  autoComplete="email"
                  value={fields.email}
                  onChange={update("email")}
                />
              )}
            </FormField>
            <FormField id="question-text" label="Your Question">
              {(control) => (
                <Textarea
                  {...control}
                  name="question"
                  required
                  rows={4}
                  value={fields.question}
                  onChange={update("question")}
                />
              )}
            </FormField>
            <HoneypotField id="question-website" name="website" ref={honeypot} defaultValue="" />
            {status === "failed" ? (
              <p
                role="alert"
                className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm font-medium text-red-700"
              >
                <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                {questionFailureMessage}
              </p>
            ) : null}
            <Button type="submit" size="lg" disabled={submitting} className="mt-1 w-full">
              {submitting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
              {submitting ? "Submitting..." : "Submit Question"}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
