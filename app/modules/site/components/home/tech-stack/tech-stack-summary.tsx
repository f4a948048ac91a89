import { CalendarCheck } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { techCategories, techLevelLabel } from "#app/content/tech-categories";
import { useAppointmentDialog } from "#app/modules/booking/ui";
import { levelBarsBefore, levelBarsStyle } from "./tech-stack-level-meter";

const techCount = techCategories.reduce((total, category) => total + category.techs.length, 0);

const levelMeanings = [
  { level: 5, meaning: "A deep, senior bench: shortlists within a day" },
  { level: 4, meaning: "A strong bench with production track records" },
  { level: 3, meaning: "Seasoned specialists from a smaller pool" },
  { level: 2, meaning: "Specialists sourced for your brief" },
] as const;

/** The figures and the key to the level meters, beside the accordion. */
export function TechStackSummary() {
  const { openAppointmentDialog } = useAppointmentDialog();
  return (
    <aside
      aria-label="About our technology bench"
      className="rounded-3xl bg-ink-950 p-6 text-white shadow-xl shadow-ink-900/10 sm:p-8"
    >
      <dl className="grid grid-cols-2 gap-4">
        <div className="flex flex-col rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
          <dt className="text-sm text-ink-300">Categories</dt>
          <dd className="order-first text-3xl font-extrabold tracking-tight">{techCategories.length}</dd>
        </div>
        <div className="flex flex-col rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
          <dt className="text-sm text-ink-300">Technologies</dt>
          <dd className="order-first text-3xl font-extrabold tracking-tight">{techCount}</dd>
        </div>
      </dl>
      <h3 className="mt-8 text-base font-semibold">How deep is our bench?</h3>
      <ul className="mt-4 grid gap-4">
        {levelMeanings.map(({ level, meaning }) => (
          <li
            key={level}
            style={levelBarsStyle(level, "var(--color-accent-400)", "rgb(255 255 255 / 0.2)")}
            className={`grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm leading-5 before:row-span-2 before:mt-1 ${levelBarsBefore}`}
          >
            <strong className="font-semibold text-white">{techLevelLabel(level)}</strong>
            <span className="text-ink-300">{meaning}</span>
          </li>
        ))}
      </ul>
      <p className="mt-8 border-t border-white/10 pt-6 text-sm leading-6 text-ink-300">
        Working with something we have not listed? Most requests are covered by our partner network.
      </p>
      <Button variant="light" onClick={openAppointmentDialog} className="mt-4 w-full">
        <CalendarCheck aria-hidden className="size-4" />
        Ask about your stack
      </Button>
    </aside>
  );
}
