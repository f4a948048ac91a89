import { CheckCircle2 } from "lucide-react";
import { InitialsAvatar } from "#app/components/ui/initials-avatar";
import { findCaseStudy } from "#app/content/case-studies";
import { caseStudyPages, type CaseStudyPageId } from "#app/content/case-study-pages";

/** About, The Challenge, The Solution, Result and What They Say: the story in the catalogue's words. */
export function CaseStudyStory({ id }: { id: CaseStudyPageId }) {
  const study = findCaseStudy(id);
  const page = caseStudyPages[id];
  const parts = [
    { id: "challenge", title: "The Challenge", text: study.challenge, points: page.challengePoints },
    { id: "solution", title: "The Solution", text: study.solution, points: page.solutionPoints },
    { id: "result", title: "Result", text: study.result, points: page.resultPoints },
  ];
  const profile = [
    { label: "Company", value: study.company },
    { label: "Industry", value: study.industry },
    { label: "Company size", value: study.companySize },
    { label: "Headquarters", value: study.headquarters },
  ];
  return (
    <section aria-label="The story" className="bg-white pb-20 sm:pb-28">
      <div className="mx-auto grid max-w-7xl gap-14 px-4 sm:px-6 lg:px-8">
        <div id="about" className="grid gap-8 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-12">
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-ink-900">About</h2>
            <p className="mt-4 text-lg leading-8 text-pretty text-ink-700">{study.about}</p>
          </div>
          <dl className="grid content-start gap-4 rounded-2xl bg-ink-50 p-6 ring-1 ring-ink-200/70">
            {profile.map((row) => (
              <div key={row.label} className="grid grid-cols-[8rem_minmax(0,1fr)] gap-3 text-sm">
                <dt className="text-ink-500">{row.label}</dt>
                <dd className="font-semibold text-ink-900">{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        {parts.map((part, index) => (
          <div
            key={part.id}
            id={part.id}
            className="grid gap-6 border-t border-ink-100 pt-12 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-12"
          >
            <div>
              <p className="text-sm font-semibold tracking-wider uppercase" style={{ color: study.colour }}>
                {String(index + 1).padStart(2, "0")}
              </p>
              <h2 className="mt-2 text-3xl font-bold tracking-tight text-ink-900">{part.title}</h2>
              <p className="mt-4 text-lg leading-8 text-pretty text-ink-700">{part.text}</p>
            </div>
            <ul className="grid content-start gap-3">
              {part.points.map((point) => (
                <li
                  key={point}
                  className="flex gap-3 rounded-xl bg-white p-4 text-sm leading-6 font-medium text-ink-800 shadow-sm ring-1 ring-ink-200/80"
                >
                  <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" style={{ color: study.colour }} />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        ))}

        <figure className="relative isolate overflow-hidden rounded-3xl bg-ink-950 px-6 py-12 text-white sm:px-14 sm:py-16">
          <div
            aria-hidden
            className="absolute inset-0 -z-10 opacity-60"
            style={{ backgroundImage: `radial-gradient(40rem 24rem at 100% 0%, ${study.colour}, transparent)` }}
          />
          <h2 className="text-sm font-semibold tracking-wider text-accent-400 uppercase">What They Say</h2>
          <svg aria-hidden viewBox="0 0 32 24" className="mt-6 h-8 w-11 fill-white/30">
            <path d="M0 24V14C0 6.5 4 1.7 11.5 0l1.5 3.5C8.6 5 6.6 7.8 6.5 11H13v13Zm19 0V14c0-7.5 4-12.3 11.5-14L32 3.5C27.6 5 25.6 7.8 25.5 11H32v13Z" />
          </svg>
          <blockquote className="mt-4 text-2xl leading-10 font-medium text-balance sm:text-3xl sm:leading-[3rem]">
            “{study.testimonial}”
          </blockquote>
          <figcaption className="mt-8 flex items-center gap-4">
            <InitialsAvatar
              name={study.person}
              colour={study.colour}
              className="size-14 text-lg ring-2 ring-white/30"
            />
            <span>
              <span className="block font-semibold">{study.person}</span>
              <span className="block text-sm text-ink-300">
                {study.title}, {study.company}
              </span>
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
