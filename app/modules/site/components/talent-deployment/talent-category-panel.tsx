import { MoveRight, Briefcase, CheckCircle2, Clock, Sparkles } from "lucide-react";
import { InitialsAvatar } from "#app/components/ui/initials-avatar";
import { TabPanel } from "#app/components/ui/tab-panel";
import { sampleTalents, talentCategoryPromises, type TalentCategory } from "#app/content/talent-categories";
import { TalentRequestButton } from "#app/modules/site/components/talent-request/talent-request-button";
import { cn } from "#app/lib/cn";

export function categoryTabId(id: string): string {
  return `talent-category-tab-${id}`;
}

export function categoryPanelId(id: string): string {
  return `talent-category-panel-${id}`;
}

/**
 * One category's own figures: what its experts do, their record and their tools. What every hire
 * includes is the same for all four and is drawn once beside the chosen panel
 * (`TalentCategoryPromises`), so the three hidden panels in the page's HTML stay small. A `hidden`
 * panel stays in the page; when it is shown its fade-in runs afresh.
 */
export function TalentCategoryPanel({
  category,
  hidden,
  animate,
}: {
  category: TalentCategory;
  hidden: boolean;
  animate: boolean;
}) {
  const stats = [
    { value: category.stats.deployed, label: "Experts deployed" },
    { value: category.stats.avgTime, label: "Average time to deploy" },
    { value: category.stats.successRate, label: "Success rate" },
  ];
  const facts = [
    { Icon: Briefcase, label: "Experience", value: category.experience },
    { Icon: Clock, label: "Availability", value: category.availability },
    { Icon: Sparkles, label: "Typical projects", value: category.projects },
  ];
  return (
    <TabPanel
      id={categoryPanelId(category.id)}
      aria-labelledby={categoryTabId(category.id)}
      data-category={category.id}
      hidden={hidden}
      className={cn("p-6 sm:p-10", animate && "animate-fade-in")}
    >
      <h3 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{category.title}</h3>
      <p className="mt-3 text-base leading-7 text-pretty text-ink-600">{category.description}</p>
      <ul className="mt-6 grid grid-cols-3 gap-2 sm:gap-3">
        {stats.map((stat) => (
          <li key={stat.label} className="rounded-xl bg-brand-50/70 px-3 py-3 ring-1 ring-brand-100 sm:px-4">
            <p className="text-xl font-bold tracking-tight text-brand-700 sm:text-2xl">{stat.value}</p>
            <p className="mt-0.5 text-[11px] leading-4 font-medium text-ink-600 sm:text-xs">{stat.label}</p>
          </li>
        ))}
      </ul>
      <ul className="mt-7 grid gap-4">
        {facts.map(({ Icon, label, value }) => (
          <li key={label} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm">
            <Icon aria-hidden className="row-span-2 mt-0.5 size-5 text-brand-600" />
            <span className="font-semibold text-ink-900">{label}</span>
            <span className="text-ink-600">{value}</span>
          </li>
        ))}
      </ul>
      <h4 className="mt-7 text-sm font-semibold text-ink-900">Core technologies</h4>
      <ul className="mt-3 flex flex-wrap gap-2">
        {category.skills.map((skill) => (
          <li
            key={skill}
            className="rounded-lg bg-ink-50 px-3 py-1.5 text-sm font-medium text-ink-700 ring-1 ring-ink-200"
          >
            {skill}
          </li>
        ))}
      </ul>
    </TabPanel>
  );
}

/** What every hire includes and the chosen category's 'Hire {category}' button, beside its panel. */
export function TalentCategoryPromises({ category }: { category: TalentCategory }) {
  return (
    <div className="flex flex-col bg-ink-950 bg-[radial-gradient(26rem_18rem_at_100%_0%,rgba(99,102,241,0.45),transparent)] p-6 text-white sm:p-10">
      <h4 className="text-lg font-bold">What You Get</h4>
      <ul className="mt-5 grid gap-5">
        {talentCategoryPromises.map((promise) => (
          <li key={promise.title} className="flex gap-3">
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-400" />
            <span>
              <span className="block font-semibold">{promise.title}</span>
              <span className="mt-0.5 block text-sm leading-6 text-ink-300">{promise.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex items-center gap-3 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10 lg:mt-auto">
        <span className="flex -space-x-2">
          {sampleTalents.map((talent) => (
            <InitialsAvatar
              key={talent.name}
              name={talent.name}
              colour={talent.colour}
              className="size-9 text-xs ring-2 ring-ink-950"
            />
          ))}
        </span>
        <span className="text-sm leading-5 text-ink-300">
          <span className="font-semibold text-white">{category.stats.deployed} experts</span> placed, with a shortlist
          in hours
        </span>
      </div>
      <TalentRequestButton category={category.id} variant="light" size="md" className="mt-4 w-full">
        Hire {category.title}
        <MoveRight aria-hidden className="size-4" />
      </TalentRequestButton>
    </div>
  );
}
