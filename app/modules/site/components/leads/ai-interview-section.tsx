import { BrainCircuit, FileText, ShieldCheck } from "lucide-react";
import { FormSkeleton } from "#app/components/ui/form-skeleton";
import { lazyIsland } from "#app/lib/island";

// The form's code (react-hook-form, zod) stays out of the page's start-up: fetched as the visitor
// nears the section, while the prerendered form stands in.
const AiInterviewForm = lazyIsland("ai-interview", () => import("./ai-interview-form").then((m) => m.AiInterviewForm));

const highlights = [
  {
    icon: BrainCircuit,
    title: "A structured technical interview",
    text: "Role-specific questions that adapt to each answer, the way a senior engineer would probe.",
  },
  {
    icon: ShieldCheck,
    title: "Behavioural insights and proctoring",
    text: "Communication, reasoning and integrity signals captured alongside the technical score.",
  },
  {
    icon: FileText,
    title: "A clear report your team can act on",
    text: "Strengths, gaps and a hiring recommendation, ready to share with your hiring managers.",
  },
] as const;

/** Home-page section (anchor `ai-interview`): why an AI interview, and the form to book one. */
export function AiInterviewSection() {
  return (
    <section
      id="ai-interview"
      aria-labelledby="ai-interview-heading"
      className="relative isolate overflow-hidden bg-gradient-to-b from-white via-brand-50/60 to-white py-20 sm:py-28"
    >
      <div
        aria-hidden
        className="absolute top-24 -right-40 -z-10 size-[32rem] bg-[radial-gradient(closest-side,rgb(34_211_238/0.15)_40%,transparent)]"
      />
      <div
        aria-hidden
        className="absolute bottom-0 -left-40 -z-10 size-[28rem] bg-[radial-gradient(closest-side,rgb(165_180_252/0.25)_40%,transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_minmax(0,34rem)] lg:gap-16 lg:px-8">
        <div className="lg:pt-6">
          <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">Try AI Interview</p>
          <h2
            id="ai-interview-heading"
            className="mt-3 text-3xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-4xl"
          >
            Let our AI interviewer meet your next hire
          </h2>
          <p className="mt-5 max-w-xl text-lg leading-8 text-pretty text-ink-600">
            Tell us about the role and we will set up an AI-led interview for it. See how it screens real skills, spots
            risk early and saves your engineers hours of first-round calls.
          </p>
          <ul className="mt-10 grid gap-6">
            {highlights.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-600 shadow-sm ring-1 ring-brand-100">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-ink-900">{title}</span>
                  <span className="mt-1 block text-sm leading-6 text-ink-600">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-xl ring-1 shadow-brand-900/5 ring-ink-100 sm:p-8">
          <AiInterviewForm fallback={<FormSkeleton fields={5} />} />
        </div>
      </div>
    </section>
  );
}
