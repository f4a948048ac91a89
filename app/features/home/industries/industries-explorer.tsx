import { Factory, GraduationCap, HeartPulse, Landmark, Server, ShoppingBag, type LucideIcon } from "lucide-react";
import { useId, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { industries } from "#app/content/industries";
import { cn } from "#app/lib/cn";
import { IndustryPanel } from "./industries-panel";

const icons: Record<(typeof industries)[number]["id"], LucideIcon> = {
  it: Server,
  healthcare: HeartPulse,
  finance: Landmark,
  retail: ShoppingBag,
  manufacturing: Factory,
  education: GraduationCap,
};

const arrowSteps: Partial<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function IndustriesExplorer() {
  const [selectedIndex, setSelectedIndex] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();
  const selected = industries[selectedIndex];

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const count = industries.length;
    const step = arrowSteps[event.key];
    let next: number | null = null;
    if (step !== undefined) next = (selectedIndex + step + count) % count;
    if (event.key === "Home") next = 0;
    if (event.key === "End") next = count - 1;
    if (next === null) return;
    event.preventDefault();
    setSelectedIndex(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="mt-14">
      <div role="tablist" aria-label="Industries" className="grid grid-cols-3 gap-3 sm:grid-cols-6">
        {industries.map((industry, index) => {
          const isSelected = index === selectedIndex;
          const Icon = icons[industry.id];
          return (
            <button
              key={industry.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              id={`${baseId}-tab-${industry.id}`}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? `${baseId}-panel-${industry.id}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelectedIndex(index)}
              onKeyDown={onKeyDown}
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
