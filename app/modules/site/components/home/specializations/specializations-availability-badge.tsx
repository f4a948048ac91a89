import type { AvailabilityStatus, BadgeColour } from "#app/content/specializations";
import { cn } from "#app/lib/cn";

// The dot is the badge's ::before: one element per badge.
const badgeClasses: Record<BadgeColour, string> = {
  emerald: "bg-emerald-50 text-emerald-800 ring-emerald-600/20 before:bg-emerald-500",
  amber: "bg-amber-50 text-amber-800 ring-amber-600/25 before:bg-amber-500",
  rose: "bg-rose-50 text-rose-800 ring-rose-600/20 before:bg-rose-500",
};

export function AvailabilityBadge({ status, colour }: { status: AvailabilityStatus; colour: BadgeColour }) {
  return (
    <span
      data-availability={status}
      className={cn(
        "inline-flex items-center gap-1.5 self-start rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset before:size-1.5 before:rounded-full before:content-['']",
        badgeClasses[colour],
      )}
    >
      {status} availability
    </span>
  );
}
