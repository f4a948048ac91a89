import { BadgeCheck, CalendarCheck, Clock, Trophy, type LucideIcon } from "lucide-react";
import { SectionHeading } from "#app/components/ui/section-heading";
import { whyChooseUs } from "#app/content/talent-deployment";

const icons: Array<LucideIcon> = [Clock, Trophy, CalendarCheck, BadgeCheck];

/** Why Choose Us: the four metrics (24hrs, 98%, 0 days, 100%). */
export function WhyChooseUsSection() {
  return (
    <section aria-labelledby="why-choose-us" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="why-choose-us" eyebrow="Why Choose Us" title="Hiring at the speed of your roadmap">
          Every expert is screened, interviewed and free to start before you see their profile, so the only wait left is
          your decision.
        </SectionHeading>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {whyChooseUs.map((metric, index) => {
            const Icon = icons[index] ?? Clock;
            return (
              <li
                key={metric.label}
                className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200/80 transition-shadow hover:shadow-xl hover:shadow-brand-900/5 sm:p-7"
              >
                <Icon
                  aria-hidden
                  className="size-11 rounded-xl bg-brand-50 p-2.5 text-brand-600 ring-1 ring-brand-100"
                />
                <p className="mt-5 text-4xl font-extrabold tracking-tight text-ink-900">{metric.value}</p>
                <h3 className="mt-1 font-semibold text-ink-900">{metric.label}</h3>
                <p className="mt-2 text-sm leading-6 text-ink-600">{metric.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
