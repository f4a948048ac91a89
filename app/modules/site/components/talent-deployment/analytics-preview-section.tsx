import { CheckCircle2 } from "lucide-react";
import { SectionHeading } from "#app/components/ui/section-heading";
import { analyticsPreview } from "#app/content/talent-deployment";

const points = [
  "Scores for every skill the role needs, with the answers behind them",
  "Your pipeline from sourced to deployed, updated as it moves",
  "Reports you can share with hiring managers in one click",
];

/** The overall match as a ring: a circle whose stroke covers `value` percent of it. */
function MatchRing({ value }: { value: number }) {
  const circumference = 2 * Math.PI * 42;
  return (
    <svg viewBox="0 0 100 100" aria-hidden className="size-24 -rotate-90">
      <circle cx="50" cy="50" r="42" fill="none" stroke="#e0e7ff" strokeWidth="10" />
      <circle
        cx="50"
        cy="50"
        r="42"
        fill="none"
        stroke="#4f46e5"
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray={`${(value / 100) * circumference} ${circumference}`}
      />
    </svg>
  );
}

/** Analytics dashboard preview: one candidate's sample scores and a week's sample pipeline. */
export function AnalyticsPreviewSection() {
  const { candidate, scores, pipeline } = analyticsPreview;
  const widest = Math.max(...pipeline.map((stage) => stage.value));
  return (
    <section aria-labelledby="analytics-preview" className="bg-white py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:px-8">
        <div>
          <SectionHeading
            id="analytics-preview"
            align="left"
            eyebrow="Analytics dashboard"
            title="See the evidence before you meet anyone"
          >
            Every shortlisted expert comes with a scored interview report, and every request with a live view of where
            it stands.
          </SectionHeading>
          <ul className="mt-8 grid gap-4">
            {points.map((point) => (
              <li key={point} className="flex gap-3 text-ink-700">
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
                {point}
              </li>
            ))}
          </ul>
        </div>

        <figure className="rounded-3xl bg-ink-950 p-3 shadow-2xl shadow-brand-950/25 sm:p-4">
          <div className="flex items-center gap-1.5 px-2 pb-3" aria-hidden>
            <span className="size-2.5 rounded-full bg-rose-400" />
            <span className="size-2.5 rounded-full bg-amber-400" />
            <span className="size-2.5 rounded-full bg-emerald-400" />
          </div>
          <div className="grid gap-3 rounded-2xl bg-ink-50 p-4 sm:grid-cols-2 sm:p-5">
            <div className="rounded-xl bg-white p-5 ring-1 ring-ink-200/80 sm:col-span-2">
              <div className="flex items-center gap-5">
                <div className="relative">
                  <MatchRing value={candidate.overall} />
                  <p className="absolute inset-0 flex flex-col items-center justify-center">
                    <span className="text-2xl font-extrabold text-ink-900">{candidate.overall}%</span>
                    <span className="text-[11px] font-medium text-ink-500">match</span>
                  </p>
                </div>
                <div>
                  <p className="font-semibold text-ink-900">{candidate.name}</p>
                  <p className="text-sm text-ink-600">{candidate.role}</p>
                  <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                    Recommended
                  </p>
                </div>
              </div>
            </div>
            <div className="rounded-xl bg-white p-5 ring-1 ring-ink-200/80">
              <p className="text-sm font-semibold text-ink-900">Interview scores</p>
              <ul className="mt-4 grid gap-3">
                {scores.map((score) => (
                  <li key={score.label} className="text-xs">
                    <p className="flex justify-between font-medium text-ink-700">
                      {score.label}
                      <span className="font-bold text-ink-900">{score.value}</span>
                    </p>
                    <span aria-hidden className="mt-1.5 block h-2 rounded-full bg-ink-100">
                      <span
                        className="block h-full rounded-full bg-gradient-to-r from-brand-500 to-accent-500"
                        style={{ width: `${score.value}%` }}
                      />
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-xl bg-white p-5 ring-1 ring-ink-200/80">
              <p className="text-sm font-semibold text-ink-900">This week&apos;s pipeline</p>
              <ul className="mt-4 grid gap-3">
                {pipeline.map((stage) => (
                  <li key={stage.label} className="grid grid-cols-[5rem_minmax(0,1fr)] items-center gap-3 text-xs">
                    <span className="font-medium text-ink-700">{stage.label}</span>
                    <span className="flex items-center gap-2">
                      <span
                        aria-hidden
                        className="h-5 rounded-md bg-brand-600/85"
                        style={{ width: `${Math.max(8, (stage.value / widest) * 100)}%` }}
                      />
                      <span className="font-bold text-ink-900">{stage.value}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <figcaption className="px-2 pt-3 text-center text-xs text-ink-400">
            Sample data: an illustration of the dashboard, not a real candidate.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
