import type { CompanyBadge } from "#app/content/panel-event";
import { ClientStripMark } from "#app/features/home/client-strip-mark";

/** A company's small drawn logo (its monogram in a brand-coloured shape) and its name. */
export function CompanyBadgeMark({ company }: { company: CompanyBadge }) {
  return (
    <span className="inline-flex items-center gap-2 text-sm font-semibold text-ink-800">
      <ClientStripMark client={company} className="size-6 shrink-0" />
      {company.name}
    </span>
  );
}
