import { ArrowRight, Building2, CalendarDays, MapPin, Quote, Users } from "lucide-react";
import type { Ref } from "react";
import { Button, buttonClasses } from "#app/components/ui/button";
import type { CaseStudy } from "#app/content/case-studies";
import { useAppointmentDialog } from "#app/modules/booking/ui";
import { cn } from "#app/lib/cn";
import { monthYear } from "#app/lib/month-names";
import { initialsOf } from "./success-stories-carousel";

const storyParts = [
  { key: "challenge", label: "The challenge" },
  { key: "solution", label: "Our solution" },
  { key: "result", label: "The result" },
] as const;

/**
 * The success story on show, the only one in the page. `minHeight` (from the carousel) keeps it
 * as tall as the tallest story seen so far, so the arrows and dots below stay put. The coloured top edge is a background stripe, clipped by the rounded corners.
 */
export function SuccessStoryCard({
  story,
  animate,
  minHeight,
  ref,
}: {
  story: CaseStudy;
  animate: boolean;
  minHeight?: number;
  ref?: Ref<HTMLElement>;
}) {
  const { openAppointmentDialog } = useAppointmentDialog();
  return (
    <article
      ref={ref}
      data-story={story.id}
      aria-labelledby={`story-${story.id}-company`}
      className={cn(
        "flex flex-col rounded-3xl bg-white bg-[length:100%_6px] bg-no-repeat p-6 pt-[30px] shadow-xl ring-1 shadow-brand-900/5 ring-ink-200/80 sm:p-8 sm:pt-[38px]",
        animate && "animate-fade-in",
      )}
      style={{
        backgroundImage: `linear-gradient(${story.colour}, ${story.colour})`,
        minHeight,
      }}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-600">
        <h3 id={`story-${story.id}-company`} className="text-lg font-bold text-ink-900">
          {story.company}
        </h3>
        {[
          { Icon: Building2, text: story.industry },
          { Icon: Users, text: story.companySize },
          { Icon: MapPin, text: story.headquarters },
        ].map(({ Icon, text }) => (
          <span key={text} className="inline-flex items-center gap-1.5">
            <Icon aria-hidden className="size-4 text-ink-400" />
            {text}
          </span>
        ))}
      </div>
      <p className="mt-3 text-2xl font-bold tracking-tight text-balance text-ink-900 sm:text-[1.7rem]">
        {story.headline}
      </p>

      <dl className="mt-6 grid grid-cols-3 gap-2 sm:gap-3">
        {story.metrics.map((metric) => (
          <div
            key={metric.label}
            className="flex flex-col-reverse justify-end rounded-2xl bg-ink-50 p-3 ring-1 ring-ink-100 sm:p-4"
          >
            <dt className="mt-1 text-xs leading-5 text-ink-600 sm:text-sm">{metric.label}</dt>
            <dd className="text-xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">{metric.value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-6 grid gap-5 md:grid-cols-3">
        {storyParts.map((part) => (
          <div key={part.key} className="border-l-2 pl-4" style={{ borderColor: story.colour }}>
            <h4 className="text-sm font-semibold text-ink-900">{part.label}</h4>
            <p className="mt-1.5 text-sm leading-6 text-pretty text-ink-600">{story[part.key]}</p>
          </div>
        ))}
      </div>

      <figure className="mt-7 mb-7 rounded-2xl bg-brand-50/60 p-5 ring-1 ring-brand-100 sm:p-6">
        <Quote aria-hidden className="size-6 text-brand-300" />
        <blockquote className="mt-2 text-base leading-7 text-pretty text-ink-800">“{story.testimonial}”</blockquote>
        <figcaption className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 text-sm">
          <span
            aria-hidden
            className="row-span-2 flex size-11 items-center justify-center rounded-full font-bold text-white"
            style={{ backgroundColor: story.colour }}
          >
            {initialsOf(story.person)}
          </span>
          <span className="self-end font-semibold text-ink-900">{story.person}</span>
          <span className="self-start text-ink-600">
            {story.title}, {story.company}
          </span>
        </figcaption>
      </figure>

      <div className="mt-auto flex flex-col gap-4 border-t border-ink-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
        {story.href ? (
          <a href={story.href} className={cn(buttonClasses("primary", "lg"), "w-full sm:w-auto")}>
            Read Full Case Study
            <ArrowRight aria-hidden className="size-4" />
          </a>
        ) : (
          <Button size="lg" className="w-full sm:w-auto" onClick={openAppointmentDialog}>
            <CalendarDays aria-hidden className="size-4" />
            Talk to us about {story.industry.toLowerCase()}
          </Button>
        )}
        <p className="text-center text-sm text-ink-600 sm:text-right">
          {story.href ? `Case study · ${monthYear(story.publishedOn)}` : `Full case study coming soon`}
        </p>
      </div>
    </article>
  );
}
