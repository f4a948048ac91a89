import type { CSSProperties } from "react";
import type { Industry } from "#app/content/industries";
import { IndustryIllustrationArt } from "./industries-illustration";
import { tickBullet } from "#app/components/ui/tick-bullet";

// Only the selected industry's panel is in the page. Its shade is a background image over
// the industry colour and each benefit's tick a ::before, so the panel stays lean.
export function IndustryPanel({ industry, id, labelledBy }: { industry: Industry; id: string; labelledBy: string }) {
  return (
    <div
      id={id}
      role="tabpanel"
      aria-labelledby={labelledBy}
      data-industry={industry.id}
      style={{ backgroundColor: industry.colour, "--industry": industry.colour } as CSSProperties}
      className="relative isolate mt-8 overflow-hidden rounded-3xl bg-gradient-to-br from-transparent via-black/10 to-black/45 p-6 text-white transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none sm:p-10 max-sm:min-h-[59rem] md:min-h-[42.5rem] lg:min-h-[40rem] lg:p-12"
    >
      <IndustryIllustrationArt
        kind={industry.illustration}
        className="absolute -top-8 -right-12 -z-10 h-64 w-auto text-white/15 sm:h-80 lg:-top-10 lg:right-4 lg:h-[22rem]"
      />
      <p className="text-sm font-semibold tracking-wider uppercase">Industry focus</p>
      <h3 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{industry.name}</h3>
      <p className="mt-4 max-w-2xl text-base leading-7 sm:text-lg sm:leading-8">{industry.description}</p>
      <dl className="mt-8 grid grid-cols-2 gap-6 sm:flex sm:gap-12">
        {industry.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col border-l-2 border-white/40 pl-4 sm:max-w-[15rem]">
            <dt className="text-sm leading-5">{stat.label}</dt>
            <dd className="order-first text-3xl font-extrabold tracking-tight sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-10 grid gap-4 md:grid-cols-2">
        {industry.useCases.map((useCase) => (
          <li key={useCase.title} className="rounded-2xl bg-white p-5 text-ink-900 shadow-xl shadow-black/10 sm:p-6">
            <h4 className="text-lg font-semibold tracking-tight">{useCase.title}</h4>
            <p className="mt-2 text-sm leading-6 text-ink-600">{useCase.description}</p>
            <ul className="mt-4 grid gap-2 border-t border-ink-100 pt-4">
              {useCase.benefits.map((benefit) => (
                <li
                  key={benefit}
                  className={`${tickBullet} text-sm leading-5 font-medium text-ink-800 before:border-(--industry)`}
                >
                  {benefit}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
