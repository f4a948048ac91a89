import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "#app/schemas/zod";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { HoneypotField } from "#app/components/ui/honeypot-field";
import { Input } from "#app/components/ui/input";
import { postJson, replyMessage } from "#app/lib/api";
import { typedBeforeHydration } from "#app/features/leads/typed-before-hydration";
import { newsletterCheckInbox, newsletterConsentWording, newsletterSignupSchema } from "#app/schemas/newsletter";

// The visible fields of the shared schema; `page` is added on submit.
const newsletterFormSchema = newsletterSignupSchema.omit({ page: true });
type NewsletterInput = z.input<typeof newsletterFormSchema>;
type NewsletterOutput = z.output<typeof newsletterFormSchema>;

const emptySignup = { name: "", email: "", website: "" } satisfies NewsletterInput;
const controlIds = { name: "newsletter-name", email: "newsletter-email", website: "newsletter-website" };

export const newsletterFailure = "We could not sign you up just now. Please try again in a minute.";

/**
 * 'Stay Updated': Full Name, Email Address, Subscribe. Every accepted sign-up shows the same
 * 'check your inbox' panel (the server answers the same whatever the address's state).
 */
export function NewsletterForm() {
  const [initialValues] = useState(() => typedBeforeHydration(controlIds, emptySignup));
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput, unknown, NewsletterOutput>({
    resolver: zodResolver(newsletterFormSchema),
    defaultValues: initialValues,
  });

  async function submit(values: NewsletterOutput) {
    setFailure(null);
    try {
      await postJson("/api/newsletter", { ...values, page: window.location.pathname });
      reset(emptySignup);
      setDone(true);
    } catch (error) {
      setFailure(replyMessage(error) ?? newsletterFailure);
    }
  }

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
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-labelledby="stay-updated-heading"
      className="relative grid gap-4 rounded-2xl bg-white p-6 shadow-xl ring-1 ring-white/10 sm:p-8"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={controlIds.name} label="Full Name" error={errors.name?.message}>
          {(control) => <Input {...control} {...register("name")} autoComplete="name" placeholder="Your full name" />}
        </FormField>
        <FormField id={controlIds.email} label="Email Address" error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              {...register("email")}
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
            />
          )}
        </FormField>
      </div>
      <HoneypotField id={controlIds.website} {...register("website")} />
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
        {isSubmitting ? "Subscribing..." : "Subscribe"}
      </Button>
      <p className="text-xs leading-5 text-ink-500">
        {newsletterConsentWording} We will email you a link to confirm first. See our{" "}
        <a href="/privacy-policy" className="font-medium text-brand-700 underline underline-offset-2">
          Privacy Policy
        </a>
        .
      </p>
    </form>
  );
}
