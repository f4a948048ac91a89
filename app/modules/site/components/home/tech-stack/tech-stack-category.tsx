import {
  Blocks,
  Brain,
  ChartPie,
  Cloud,
  CodeXml,
  Container,
  Database,
  ShieldCheck,
  type LucideIcon,
} from "lucide-react";
import { useId } from "react";
import type { techCategories } from "#app/content/tech-categories";
import { cn } from "#app/lib/cn";
import { TechLevelMeter } from "./tech-stack-level-meter";

type ListedCategory = (typeof techCategories)[number];

const icons: Record<ListedCategory["id"], LucideIcon> = {
  "programming-languages": CodeXml,
  "ai-frameworks": Brain,
  "database-technologies": Database,
  "cloud-platforms": Cloud,
  "devops-tools": Container,
  "analytics-visualization": ChartPie,
  "low-code-no-code": Blocks,
  "quality-assurance": ShieldCheck,
};

// The chevron is the button's ::after and the icon carries its own tile, so a closed
// category is a handful of elements; only an open one renders its technologies.
export function TechStackCategory({
  category,
  open,
  onToggle,
}: {
  category: ListedCategory;
  open: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  const Icon = icons[category.id];
  return (
    <div
      data-category={category.id}
      className={cn(
        "rounded-2xl bg-white ring-1 transition-shadow",
        open ? "shadow-lg shadow-ink-900/5 ring-ink-200" : "shadow-sm ring-ink-200/70",
      )}
    >
      <h3>
        <button
          id={`${id}-button`}
          type="button"
          aria-expanded={open}
          aria-controls={open ? `${id}-panel` : undefined}
          onClick={onToggle}
          className={cn(
            "grid w-full cursor-pointer grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-4 rounded-2xl p-4 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:p-5",
            "after:col-start-3 after:row-span-2 after:row-start-1 after:mr-1.5 after:size-2.5 after:border-r-2 after:border-b-2 after:border-ink-400 after:transition-transform after:duration-300 after:content-[''] motion-reduce:after:transition-none",
            open ? "after:translate-y-0.5 after:rotate-225" : "after:-translate-y-0.5 after:rotate-45",
          )}
        >
          <Icon
            aria-hidden
            style={{ backgroundColor: category.colour }}
            className="row-span-2 size-11 rounded-xl p-3 text-white"
          />
          <span className="text-base font-semibold text-ink-900 sm:text-lg">{category.name}</span>
          <span className="col-start-2 text-sm text-ink-500">{category.techs.length} technologies</span>
        </button>
      </h3>
      {open ? (
        <div
          id={`${id}-panel`}
          role="region"
          aria-labelledby={`${id}-button`}
          className="px-4 pb-5 transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none sm:px-5"
        >
          <p className="border-t border-ink-100 pt-4 text-sm leading-6 text-ink-600">{category.description}</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {category.techs.map((tech) => (
              <li
                key={tech.name}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 rounded-xl bg-ink-50 p-3.5 ring-1 ring-ink-100"
              >
                <span className="font-semibold text-ink-900">{tech.name}</span>
                <TechLevelMeter level={tech.level} colour={category.colour} />
                <p className="col-span-2 mt-1.5 text-sm leading-5 text-ink-600">{tech.description}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
