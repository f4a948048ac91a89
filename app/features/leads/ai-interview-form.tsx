import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "#app/schemas/zod";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { HoneypotField } from "#app/components/ui/honeypot-field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { toast } from "#app/components/ui/toast-store";
import { postJson } from "#app/lib/api";
import { aiInterviewSchema, experienceLevels, interviewRoles } from "#app/schemas/ai-interview";
import { typedBeforeHydration } from "./typed-before-hydration";

// The selects start on their empty placeholder, so the form accepts any string there
// and hands it to the shared enum, which answers with the spec's message.
const interviewFormSchema = aiInterviewSchema.extend({
  role: z.string().pipe(aiInterviewSchema.shape.role),
  experience: z.string().pipe(aiInterviewSchema.shape.experience),
});
type InterviewFormInput = z.input<typeof interviewFormSchema>;
type InterviewFormOutput = z.output<typeof interviewFormSchema>;

const emptyInterview = {
  name: "",
  email: "",
  phone: "",
  role: "",
  experience: "",
  website: "",
} satisfies InterviewFormInput;
const controlIds = {
  name: "interview-name",
  email: "interview-email",
  phone: "interview-phone",
  role: "interview-role",
  experience: "interview-experience",
  website: "interview-website",
};

export const interviewMessages = {
  success: {
    title: "Success!",
    description: "Your AI interview has been scheduled. Our team will be in contact shortly with more details.",
  },
  failure: {
    title: "Something went wrong",
    description: "There was an error scheduling your interview. Please try again.",
  },
} as const;

export function AiInterviewForm() {
  const [initialValues] = useState(() => typedBeforeHydration(controlIds, emptyInterview));
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InterviewFormInput, unknown, InterviewFormOutput>({
    resolver: zodResolver(interviewFormSchema),
    defaultValues: initialValues,
  });

  async function submit(values: InterviewFormOutput) {
    try {
      await postJson("/api/ai-interview", values);
      toast(interviewMessages.success);
      reset(emptyInterview);
    } catch {
      toast({ ...interviewMessages.failure, variant: "destructive" });
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-labelledby="ai-interview-form-title"
      className="relative grid gap-5"
    >
      <h3 id="ai-interview-form-title" className="text-lg font-semibold text-ink-900">
        Book your AI interview
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={controlIds.name} label="Full Name" error={errors.name?.message}>
          {(control) => <Input {...control} {...register("name")} autoComplete="name" placeholder="Priya Sharma" />}
        </FormField>
        <FormField id={controlIds.email} label="Email Address" error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              {...register("email")}
              type="email"
              autoComplete="email"
              placeholder="priya@company.com"
            />
          )}
        </FormField>
      </div>
      <FormField id={controlIds.phone} label="Phone Number" error={errors.phone?.message}>
        {(control) => (
          <Input {...control} {...register("phone")} type="tel" autoComplete="tel" placeholder="+91 98765 43210" />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={controlIds.role} label="Job Role" error={errors.role?.message}>
          {(control) => (
            <Select {...control} {...register("role")} options={interviewRoles} placeholder="Select a role" />
          )}
        </FormField>
        <FormField id={controlIds.experience} label="Experience" error={errors.experience?.message}>
          {(control) => (
            <Select
              {...control}
              {...register("experience")}
              options={experienceLevels}
              placeholder="Years of experience"
            />
          )}
        </FormField>
      </div>
      <HoneypotField id={controlIds.website} {...register("website")} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
        {isSubmitting ? "Scheduling..." : "Schedule My AI Interview"}
      </Button>
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
    </form>
  );
}
