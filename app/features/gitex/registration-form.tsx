import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "#app/schemas/zod";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { HoneypotField } from "#app/components/ui/honeypot-field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { toast } from "#app/components/ui/toast-store";
import { postJson } from "#app/lib/api";
import { typedBeforeHydration } from "#app/features/leads/typed-before-hydration";
import { gitexRegistrationSchema, registrationDomains } from "#app/schemas/gitex-registration";

type RegistrationInput = z.input<typeof gitexRegistrationSchema>;
type RegistrationOutput = z.output<typeof gitexRegistrationSchema>;

const emptyRegistration = {
  name: "",
  email: "",
  phone: "",
  company: "",
  domain: "",
  website: "",
} satisfies RegistrationInput;
const controlIds = {
  name: "gitex-name",
  email: "gitex-email",
  phone: "gitex-phone",
  company: "gitex-company",
  domain: "gitex-domain",
  website: "gitex-website",
};

export const registrationMessages = {
  success: { title: "Registration successful!", description: "Thank you for your interest. We'll be in touch soon." },
  failure: { title: "Something went wrong", description: "There was an error submitting your form. Please try again." },
} as const;

/** The event registration: a failure keeps what the visitor typed so they can simply send again. */
export function RegistrationForm() {
  const [initialValues] = useState(() => typedBeforeHydration(controlIds, emptyRegistration));
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationInput, unknown, RegistrationOutput>({
    resolver: zodResolver(gitexRegistrationSchema),
    defaultValues: initialValues,
  });

  async function submit(values: RegistrationOutput) {
    try {
      await postJson("/api/gitex/submit", values);
      toast(registrationMessages.success);
      reset(emptyRegistration);
    } catch {
      toast({ ...registrationMessages.failure, variant: "destructive" });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="register-heading" className="relative grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
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
        <FormField id={controlIds.phone} label="Phone Number (Optional)" error={errors.phone?.message}>
          {(control) => (
            <Input {...control} {...register("phone")} type="tel" autoComplete="tel" placeholder="+971 50 000 0000" />
          )}
        </FormField>
        <FormField id={controlIds.company} label="Company Name" error={errors.company?.message}>
          {(control) => (
            <Input {...control} {...register("company")} autoComplete="organization" placeholder="Your company" />
          )}
        </FormField>
      </div>
      <FormField id={controlIds.domain} label="Industry/Domain" error={errors.domain?.message}>
        {(control) => (
          <Select
            {...control}
            {...register("domain")}
            options={registrationDomains}
            placeholder="Select your industry"
          />
        )}
      </FormField>
      <HoneypotField id={controlIds.website} {...register("website")} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
        {isSubmitting ? "Submitting..." : "Claim My 15 Free AI Interviews"}
      </Button>
    </form>
  );
}
