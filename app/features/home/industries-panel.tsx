import { Check } from "lucide-react";
import type { Industry } from "#app/content/industries";
import { cn } from "#app/lib/cn";
import { IndustryIllustrationArt } from "./industries-illustration";

export function IndustryPanel({ industry, id, labelledBy, active }: { industry: Industry; id: string; labelledBy: string; active: boolean }) {
  return (
    <div
      id={id}
      role="tabpanel"
      aria-labelledby={labelledBy}
      data-industry={industry.id}
      style={{ backgroundColor: industry.colour }}
      className={cn(
        "relative isolate col-start-1 row-start-1 overflow-hidden rounded-3xl p-6 text-white transition-[opacity,visibility] duration-300 motion-reduce:transition-none sm:p-10",
        active ? "visible opacity-100" : "invisible opacity-0",
      )}
    >
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-br from-transparent via-black/10 to-black/45" />
      <IndustryIllustrationArt kind={industry.illustration} className="absolute -top-6 -right-10 -z-10 h-72 w-auto text-white/15 sm:h-96 lg:top-auto lg:right-auto lg:-bottom-16 lg:-left-12 lg:h-72 lg:text-white/15" />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
        <div className="flex flex-col">
          <p className="text-sm font-semibold tracking-wider text-white uppercase">Industry focus</p>
          <h3 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{industry.name}</h3>
          <p className="mt-4 text-base leading-7 text-white sm:text-lg sm:leading-8">{industry.description}</p>
          <dl className="mt-8 grid grid-cols-2 gap-4 lg:mt-auto lg:pt-8">
            {industry.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col rounded-2xl bg-black/20 p-4 ring-1 ring-white/15 backdrop-blur-sm">
                <dt className="text-sm leading-5 text-white">{stat.label}</dt>
                <dd className="order-first text-3xl font-extrabold tracking-tight">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <ul className="grid content-start gap-4">
          {industry.useCases.map((useCase) => (
            <li key={useCase.title} className="rounded-2xl bg-white p-5 text-ink-900 shadow-xl shadow-black/10 sm:p-6">
              <h4 className="text-lg font-semibold tracking-tight">{useCase.title}</h4>
              <p className="mt-2 text-sm leading-6 text-ink-600">{useCase.description}</p>
              <ul className="mt-4 grid gap-2 sm:flex sm:flex-wrap sm:gap-x-6">
                {useCase.benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-2 text-sm leading-5 font-medium text-ink-800">
                    <Check aria-hidden style={{ color: industry.colour }} className="mt-0.5 size-4 shrink-0" />
                    {benefit}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
