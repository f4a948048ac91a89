import { Bot, ScanSearch, Zap, type LucideIcon } from "lucide-react";
import { offerings, type OfferingId } from "#app/content/offerings";
import { cn } from "#app/lib/cn";
import { useTabs } from "#app/lib/use-roving-tabs";
import { OfferingPanel, offeringPanelId, offeringTabId } from "./offerings-panel";
import { SectionHeading } from "#app/components/ui/section-heading";

const tabIcons: Record<OfferingId, LucideIcon> = {
  "talent-deployment": Zap,
  "ai-screening": ScanSearch,
  "ai-agents": Bot,
};

/** Home-page section (anchor `offerings`): the three Core Offerings as tabs. Only the selected
 * tab's panel is rendered (a smaller page to parse and lay out); the others mount on selection. */
export function CoreOfferingsSection() {
  const { selected, switched, tabProps } = useTabs(offerings.length);
  const current = offerings[selected] ?? offerings[0];

  return (
    <section
      id="offerings"
      className="bg-white bg-gradient-to-b from-brand-50/70 to-transparent bg-[length:100%_24rem] bg-no-repeat pt-20 pb-6 sm:pt-28 sm:pb-10"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="Core Offerings" title="Talent, interviews and agents, powered by AI">
          Three ways to hire faster: engineers deployed in a day, interviews that run themselves, and agents that handle
          the busywork.
        </SectionHeading>

        <div role="tablist" aria-label="Core Offerings" className="mt-12 grid gap-3 sm:mt-14 md:grid-cols-3 md:gap-4">
          {offerings.map((offering, index) => {
            const Icon = tabIcons[offering.id];
            const isSelected = index === selected;
            return (
              <button
                key={offering.id}
                {...tabProps(index)}
                id={offeringTabId(offering.id)}
                aria-controls={isSelected ? offeringPanelId(offering.id) : undefined}
                className={cn(
                  "group grid cursor-pointer grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 rounded-2xl p-4 text-left transition sm:p-5",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  isSelected
                    ? "bg-white shadow-lg ring-2 shadow-brand-900/10 ring-brand-600"
                    : "bg-ink-50 ring-1 ring-ink-200 hover:bg-white hover:shadow-md hover:ring-brand-200",
                )}
              >
                <Icon
                  aria-hidden
                  className={cn(
                    "row-span-2 size-11 rounded-xl p-3 transition-colors",
                    isSelected
                      ? "bg-brand-600 text-white"
                      : "bg-white text-brand-600 ring-1 ring-ink-200 group-hover:ring-brand-200",
                  )}
                />
                <span className="self-end font-semibold text-ink-900">{offering.tab}</span>
                <span className="mt-0.5 self-start text-sm text-ink-600">{offering.tabHint}</span>
              </button>
            );
          })}
        </div>

        <OfferingPanel key={current.id} offering={current} animate={switched} />
      </div>
    </section>
  );
}
