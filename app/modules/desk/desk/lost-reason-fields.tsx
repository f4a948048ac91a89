import { controlClasses } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { lostReasons } from "#app/lib/admin/stages";
import { cn } from "#app/lib/cn";

/**
 * Why a lead was lost, beside a stage select: read only when the stage chosen is Lost (admin pages
 * have no script to show it then, so it is always there, saying so).
 */
export function LostReasonFields({
  idPrefix,
  reason,
  note,
  compact = false,
  problem,
}: {
  idPrefix: string;
  reason?: string | null;
  note?: string;
  compact?: boolean;
  /** Why a post was refused for want of the reason, shown under the reason's select. */
  problem?: string;
}) {
  const control = cn(controlClasses, compact ? "h-8 text-sm" : "h-10 text-sm");
  return (
    <fieldset className={cn("grid gap-2", compact ? "sm:grid-cols-2" : "")}>
      <legend className="mb-1 text-xs text-ink-500">When the stage is Lost: why</legend>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-lost-reason`} className="sr-only">
          Reason lost
        </Label>
        <select
          id={`${idPrefix}-lost-reason`}
          name="lostReason"
          defaultValue={reason ?? ""}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${idPrefix}-lost-reason-error` : undefined}
          className={cn(control, "pr-8")}
        >
          <option value="">Reason lost…</option>
          {lostReasons.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {problem ? (
          <p id={`${idPrefix}-lost-reason-error`} className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-lost-note`} className="sr-only">
          In your words
        </Label>
        <input
          id={`${idPrefix}-lost-note`}
          name="lostNote"
          maxLength={500}
          defaultValue={note}
          placeholder="In your words (optional)"
          className={cn(control, "px-3")}
        />
      </div>
    </fieldset>
  );
}
