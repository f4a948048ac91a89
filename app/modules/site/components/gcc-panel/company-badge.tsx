import type { CompanyBadge } from "#app/content/panel-event";
import { CompanyLogo } from "#app/components/ui/company-logo";

/** A company's small drawn logo (its monogram in a brand-coloured shape) and its name. */
export function CompanyBadgeMark({ company }: { company: CompanyBadge }) {
  return (
    <span className="inline-flex items-center gap-2 text-sm font-semibold text-ink-800">
      <CompanyLogo monogram={company.monogram} colour={company.colour} className="size-6" />
      {company.name}
    </span>
  );
}
