import { Blocks, BrainCircuit, ChartPie, ChevronDown, Cloud, CodeXml, Container, Database, ShieldCheck, type LucideIcon } from "lucide-react";
import { useId } from "react";
import type { techCategories } from "#app/content/tech-categories";
import { cn } from "#app/lib/cn";
import { TechLevelMeter } from "./tech-stack-level-meter";

type ListedCategory = (typeof techCategories)[number];

const icons: Record<ListedCategory["id"], LucideIcon> = {
  "programming-languages": CodeXml,
  "ai-frameworks": BrainCircuit,
  "database-technologies": Database,
  "cloud-platforms": Cloud,
  "devops-tools": Container,
  "analytics-visualization": ChartPie,
  "low-code-no-code": Blocks,
  "quality-assurance": ShieldCheck,
};

export function TechStackCategory({ category, open, onToggle }: { category: ListedCategory; open: boolean; onToggle: () => void }) {
  const id = useId();
  const Icon = icons[category.id];
  return (
    <div
      data-category={category.id}
      className={cn("rounded-2xl bg-white ring-1 transition-shadow", open ? "shadow-lg shadow-ink-900/5 ring-ink-200" : "shadow-sm ring-ink-200/70")}
    >
      <h3>
        <button
          id={`${id}-button`}
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
          className="flex w-full cursor-pointer items-center gap-4 rounded-2xl p-4 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:p-5"
        >
          <span style={{ backgroundColor: category.colour }} className="flex size-11 shrink-0 items-center justify-center rounded-xl text-white">
            <Icon aria-hidden className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-base font-semibold text-ink-900 sm:text-lg">{category.name}</span>
            <span className="block text-sm text-ink-500">{category.techs.length} technologies</span>
          </span>
          <ChevronDown
            aria-hidden
            className={cn("size-5 shrink-0 text-ink-400 transition-transform duration-300 motion-reduce:transition-none", open && "rotate-180")}
          />
        </button>
      </h3>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        className={cn(
          "grid transition-[grid-template-rows,visibility] duration-300 ease-out motion-reduce:transition-none",
          open ? "visible grid-rows-[1fr]" : "invisible grid-rows-[0fr]",
        )}
      >
        <div className="overflow-hidden">
          <div className="px-4 pb-5 sm:px-5">
            <p className="border-t border-ink-100 pt-4 text-sm leading-6 text-ink-600">{category.description}</p>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {category.techs.map((tech) => (
                <li key={tech.name} className="rounded-xl bg-ink-50 p-3.5 ring-1 ring-ink-100">
                  <div className="flex items-center justify-between gap-3">
                    <span className="font-semibold text-ink-900">{tech.name}</span>
                    <TechLevelMeter level={tech.level} colour={category.colour} />
                  </div>
                  <p className="mt-1.5 text-sm leading-5 text-ink-600">{tech.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </div>
  );
}
