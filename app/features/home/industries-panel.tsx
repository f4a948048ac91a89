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
        "relative isolate col-start-1 row-start-1 overflow-hidden rounded-3xl p-6 text-white transition-[opacity,visibility] duration-300 motion-reduce:transition-none sm:p-10 lg:p-12",
        active ? "visible opacity-100" : "invisible opacity-0",
      )}
    >
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-br from-transparent via-black/10 to-black/45" />
      <IndustryIllustrationArt
        kind={industry.illustration}
        className="absolute -top-8 -right-12 -z-10 h-64 w-auto text-white/15 sm:h-80 lg:-top-10 lg:right-4 lg:h-[22rem]"
      />
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wider text-white uppercase">Industry focus</p>
        <h3 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{industry.name}</h3>
        <p className="mt-4 text-base leading-7 text-white sm:text-lg sm:leading-8">{industry.description}</p>
      </div>
      <dl className="mt-8 grid grid-cols-2 gap-6 sm:flex sm:gap-12">
        {industry.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col border-l-2 border-white/40 pl-4 sm:max-w-[15rem]">
            <dt className="text-sm leading-5 text-white">{stat.label}</dt>
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
                <li key={benefit} className="flex gap-2.5 text-sm leading-5 font-medium text-ink-800">
                  <Check aria-hidden style={{ color: industry.colour }} className="mt-0.5 size-4 shrink-0" />
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
