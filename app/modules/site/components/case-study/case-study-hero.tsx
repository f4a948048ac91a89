import { ArrowLeft, Building, Calendar, MapPinned, UsersRound } from "lucide-react";
import { Link } from "react-router";
import { findCaseStudy } from "#app/content/case-studies";
import { caseStudyPages, type CaseStudyPageId } from "#app/content/case-study-pages";
import { JsonLd } from "#app/components/ui/json-ld";
import type { PublicPath } from "#app/content/routes-meta";
import { monthYear } from "#app/lib/month-names";
import { CaseStudyArt } from "./case-study-art";
import { caseStudyJsonLd } from "./case-study-json-ld";

/** The top of a case study: way back home, title, industry, hero art and the three stat cards. */
export function CaseStudyHero({ id, path }: { id: CaseStudyPageId; path: PublicPath }) {
  const study = findCaseStudy(id);
  const page = caseStudyPages[id];
  const facts = [
    { Icon: Calendar, text: `Published ${monthYear(study.publishedOn)}` },
    { Icon: Building, text: study.company },
    { Icon: UsersRound, text: study.companySize },
    { Icon: MapPinned, text: study.headquarters },
  ];
  return (
    <section
      data-hero-banner="light"
      data-always-render
      data-case-study={study.id}
      className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-28 pb-16 sm:pt-32 sm:pb-20"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 opacity-20"
        style={{ backgroundImage: `radial-gradient(40rem 26rem at 85% 60%, ${study.colour}, transparent)` }}
      />
      <JsonLd data={caseStudyJsonLd(id, path)} />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-ink-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to Home
        </Link>
        <div className="mt-8 grid items-center gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)]">
          <div>
            <p className="flex flex-wrap items-center gap-3 text-sm font-semibold">
              <span className="tracking-wider text-brand-700 uppercase">Case study</span>
              <span
                className="rounded-full px-3 py-1 text-white"
                style={{ backgroundColor: study.colour }}
                data-industry
              >
                {study.industry}
              </span>
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl lg:text-6xl">
              {page.title}
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-8 text-pretty text-ink-600">{page.summary}</p>
            <ul className="mt-7 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-600">
              {facts.map(({ Icon, text }) => (
                <li key={text} className="inline-flex items-center gap-1.5">
                  <Icon aria-hidden className="size-4 text-ink-400" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
          <CaseStudyArt study={study} className="w-full rounded-[28px] shadow-2xl shadow-ink-900/20" />
        </div>
        <ul aria-label="Results" className="mt-12 grid grid-cols-3 gap-2.5 sm:mt-16 sm:gap-4">
          {study.metrics.map((metric) => (
            <li
              key={metric.label}
              className="rounded-2xl bg-white p-3.5 shadow-lg ring-1 shadow-brand-900/5 ring-ink-200/80 sm:p-7"
              style={{ borderTop: `4px solid ${study.colour}` }}
            >
              <p className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">{metric.value}</p>
              <p className="mt-1 text-xs leading-5 font-medium text-ink-600 sm:mt-2 sm:text-sm">{metric.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
