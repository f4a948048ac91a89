import { useState } from "react";
import { techCategories } from "#app/content/tech-categories";
import { TechStackCategory } from "./tech-stack-category";
import { TechStackSummary } from "./tech-stack-summary";

export function TechStackAccordion() {
  // Categories open and close independently; the first starts open.
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set([techCategories[0].id]));

  function toggle(id: string) {
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <div className="mt-14 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <div className="grid gap-3">
        {techCategories.map((category) => (
          <TechStackCategory
            key={category.id}
            category={category}
            open={openIds.has(category.id)}
            onToggle={() => toggle(category.id)}
          />
        ))}
      </div>
      <TechStackSummary />
    </div>
  );
}
