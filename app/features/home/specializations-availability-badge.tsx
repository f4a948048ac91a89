import type { AvailabilityStatus, BadgeColour } from "#app/content/specializations";
import { cn } from "#app/lib/cn";

const badgeClasses: Record<BadgeColour, { badge: string; dot: string }> = {
  emerald: { badge: "bg-emerald-50 text-emerald-800 ring-emerald-600/20", dot: "bg-emerald-500" },
  amber: { badge: "bg-amber-50 text-amber-800 ring-amber-600/25", dot: "bg-amber-500" },
  rose: { badge: "bg-rose-50 text-rose-800 ring-rose-600/20", dot: "bg-rose-500" },
};

export function AvailabilityBadge({ status, colour }: { status: AvailabilityStatus; colour: BadgeColour }) {
  const classes = badgeClasses[colour];
  return (
    <span data-availability={status} className={cn("inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset", classes.badge)}>
      <span aria-hidden className={cn("size-1.5 rounded-full", classes.dot)} />
      {status} availability
    </span>
  );
}
