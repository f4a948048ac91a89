import { Factory, GraduationCap, HeartPulse, Landmark, Server, ShoppingBag, type LucideIcon } from "lucide-react";
import { useId, useState, type CSSProperties } from "react";
import { industries } from "#app/content/industries";
import { cn } from "#app/lib/cn";
import { useRovingTabs } from "#app/lib/use-roving-tabs";
import { IndustryPanel } from "./industries-panel";

const icons: Record<(typeof industries)[number]["id"], LucideIcon> = {
  it: Server,
  healthcare: HeartPulse,
  finance: Landmark,
  retail: ShoppingBag,
  manufacturing: Factory,
  education: GraduationCap,
};

export function IndustriesExplorer() {
  const [selectedIndex, setSelectedIndex] = useState(0);
  const baseId = useId();
  const selected = industries[selectedIndex];
  const tabProps = useRovingTabs({ count: industries.length, selected: selectedIndex, onSelect: setSelectedIndex });

  return (
    <div className="mt-14">
      <div role="tablist" aria-label="Industries" className="grid grid-cols-3 gap-3 sm:grid-cols-6">
        {industries.map((industry, index) => {
          const isSelected = index === selectedIndex;
          const Icon = icons[industry.id];
          return (
            <button
              key={industry.id}
              {...tabProps(index)}
              id={`${baseId}-tab-${industry.id}`}
              aria-controls={isSelected ? `${baseId}-panel-${industry.id}` : undefined}
              style={{ "--industry": industry.colour } as CSSProperties}
              className={cn(
                "flex cursor-pointer flex-col items-center gap-2 rounded-2xl px-2 py-4 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(color:--industry) sm:py-5",
                isSelected
                  ? "bg-(color:--industry) text-white shadow-lg shadow-(color:--industry)/30"
                  : "bg-white text-ink-700 ring-1 ring-ink-200 hover:-translate-y-0.5 hover:ring-(color:--industry)/40 hover:shadow-md",
              )}
            >
              <Icon aria-hidden className={cn("size-6", isSelected ? "text-white" : "text-(color:--industry)")} />
              {industry.name}
            </button>
          );
        })}
      </div>
      {/* Only the selected industry's panel is rendered; its minimum height keeps the section steady. */}
      <IndustryPanel
        key={selected.id}
        industry={selected}
        id={`${baseId}-panel-${selected.id}`}
        labelledBy={`${baseId}-tab-${selected.id}`}
      />
    </div>
  );
}
