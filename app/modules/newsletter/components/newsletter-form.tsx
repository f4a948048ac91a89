import { MailCheck } from "lucide-react";
import { useState } from "react";
import { defineLeadForm, LeadForm, NameEmailFields, SubmitButton } from "#app/components/form/lead-form";
import { useLeadForm } from "#app/components/form/use-lead-form";
import { replyMessage } from "#app/lib/api";
import {
  newsletterCheckInbox,
  newsletterConsentWording,
  newsletterSignupSchema,
} from "#app/modules/newsletter/schemas/newsletter";

// The visible fields of the shared schema; `page` is added on submit.
const newsletterForm = defineLeadForm({
  schema: newsletterSignupSchema.omit({ page: true }),
  endpoint: "/api/newsletter",
});

export const newsletterFailure = "We could not sign you up just now. Please try again in a minute.";

/**
 * 'Stay Updated': Full Name, Email Address, Subscribe. Every accepted sign-up shows the same
 * 'check your inbox' panel (the server answers the same whatever the address's state).
 */
export function NewsletterForm() {
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useLeadForm(newsletterForm, {
    body: (values) => {
      setFailure(null);
      return { ...values, page: window.location.pathname };
    },
    onSent: () => setDone(true),
    onFailed: (error) => setFailure(replyMessage(error) ?? newsletterFailure),
  });

  if (done) {
    return (
      <div role="status" className="rounded-2xl bg-white p-6 text-ink-900 shadow-xl ring-1 ring-white/10 sm:p-8">
        <MailCheck aria-hidden className="size-8 text-emerald-600" />
        <p className="mt-3 text-xl font-bold">{newsletterCheckInbox.title}</p>
        <p className="mt-2 leading-7 text-ink-600">{newsletterCheckInbox.message}</p>
        <button
          type="button"
          onClick={() => setDone(false)}
          className="mt-4 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          Sign up another address
        </button>
      </div>
    );
  }

  return (
    <LeadForm
      form={form}
      aria-labelledby="stay-updated-heading"
      className="relative grid gap-4 rounded-2xl bg-white p-6 shadow-xl ring-1 ring-white/10 sm:p-8"
    >
      <NameEmailFields placeholders={{ name: "Your full name", email: "you@company.com" }} />
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}
      <SubmitButton sending="Subscribing..." className="w-full">
        Subscribe
      </SubmitButton>
      <p className="text-xs leading-5 text-ink-500">
        {newsletterConsentWording} We will email you a link to confirm first. See our{" "}
        <a href="/privacy-policy" className="font-medium text-brand-700 underline underline-offset-2">
          Privacy Policy
        </a>
        .
      </p>
    </LeadForm>
  );
}
