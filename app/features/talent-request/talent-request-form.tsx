import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "#app/schemas/zod";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { HoneypotField } from "#app/components/ui/honeypot-field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";
import { Textarea } from "#app/components/ui/textarea";
import { toast } from "#app/components/ui/toast-store";
import { postJson } from "#app/lib/api";
import {
  headcountChoices,
  startChoices,
  talentCategoryChoices,
  talentRequestSchema,
  type TalentCategoryId,
} from "#app/schemas/talent-request";

// The selects start on their empty placeholder (unless a category was chosen by the button
// pressed), so the form accepts any string there and hands it to the shared enum and its message.
const talentRequestFormSchema = talentRequestSchema.extend({
  category: z.string().pipe(talentRequestSchema.shape.category),
  headcount: z.string().pipe(talentRequestSchema.shape.headcount),
  start: z.string().pipe(talentRequestSchema.shape.start),
});
type TalentRequestInput = z.input<typeof talentRequestFormSchema>;
type TalentRequestOutput = z.output<typeof talentRequestFormSchema>;

const controlIds = {
  name: "talent-request-name",
  email: "talent-request-email",
  company: "talent-request-company",
  category: "talent-request-category",
  headcount: "talent-request-headcount",
  start: "talent-request-start",
  message: "talent-request-message",
  website: "talent-request-website",
};

export const talentRequestNotices = {
  success: {
    title: "Request received!",
    description: "Thank you. A talent specialist will contact you within 24 hours with matching profiles.",
  },
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TalentRequestInput, unknown, TalentRequestOutput>({
    resolver: zodResolver(talentRequestFormSchema),
    defaultValues: {
      name: "",
      email: "",
      company: "",
      category: category ?? "",
      headcount: "",
      start: "",
      message: "",
      website: "",
    },
  });

  async function submit(values: TalentRequestOutput) {
    try {
      await postJson("/api/talent-requests", values);
      toast(talentRequestNotices.success);
      onSent();
    } catch {
      toast({ ...talentRequestNotices.failure, variant: "destructive" });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="relative mt-6 grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={controlIds.name} label="Full Name" error={errors.name?.message}>
          {(control) => <Input {...control} {...register("name")} autoComplete="name" placeholder="Priya Sharma" />}
        </FormField>
        <FormField id={controlIds.email} label="Work Email" error={errors.email?.message}>
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
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={controlIds.company} label="Company" error={errors.company?.message}>
          {(control) => (
            <Input {...control} {...register("company")} autoComplete="organization" placeholder="Company name" />
          )}
        </FormField>
        <FormField id={controlIds.category} label="Talent Category" error={errors.category?.message}>
          {(control) => (
            <Select
              {...control}
              {...register("category")}
              options={talentCategoryChoices}
              placeholder="Select a category"
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={controlIds.headcount} label="Number of People" error={errors.headcount?.message}>
          {(control) => (
            <Select {...control} {...register("headcount")} options={headcountChoices} placeholder="How many?" />
          )}
        </FormField>
        <FormField id={controlIds.start} label="Desired Start" error={errors.start?.message}>
          {(control) => (
            <Select {...control} {...register("start")} options={startChoices} placeholder="When should they start?" />
          )}
        </FormField>
      </div>
      <FormField id={controlIds.message} label="Message (optional)" error={errors.message?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...register("message")}
            rows={3}
            placeholder="The role, the project, the skills that matter most"
          />
        )}
      </FormField>
      <HoneypotField id={controlIds.website} {...register("website")} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? (
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
        ) : (
          <Send aria-hidden className="size-4" />
        )}
        {isSubmitting ? "Sending..." : "Send Request"}
      </Button>
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
    </form>
  );
}
