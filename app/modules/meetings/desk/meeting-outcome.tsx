import { Check, UserX } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";
import { meetingOutcomeLabels, meetingOutcomes, type MeetingOutcome } from "#app/modules/meetings/lib/meeting-outcomes";
import type { BookingView } from "#app/lib/admin/views";
import { Badge, formatWhen, type Tone } from "#app/features/admin/admin-ui";
import { useStageName } from "#app/features/admin/stage-names";

const outcomeTones: Record<MeetingOutcome, Tone> = { held: "green", "no-show": "amber" };

const outcomeIcons: Record<MeetingOutcome, ReactNode> = {
  held: <Check aria-hidden className="size-4" />,
  "no-show": <UserX aria-hidden className="size-4" />,
};

/**
 * The outcome buttons: the recorded one reads as chosen (its colour, not faded like a disabled
 * button); the other as a plain secondary button. `cn` does not merge utilities, so each state
 * carries its whole look.
 */
const outcomeButton = "inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-semibold ring-1 ring-inset";
const chosenClasses: Record<MeetingOutcome, string> = {
  held: "bg-emerald-50 text-emerald-800 ring-emerald-300",
  "no-show": "bg-amber-50 text-amber-900 ring-amber-300",
};
const choosableClasses =
  "cursor-pointer bg-white text-ink-900 ring-ink-200 transition-colors hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** A started meeting's outcome as a badge; "Not marked" while staff have not said (appointment calendar). */
export function OutcomeBadge({ booking }: { booking: BookingView }) {
  if (booking.outcome)
    return <Badge tone={outcomeTones[booking.outcome]}>{meetingOutcomeLabels[booking.outcome]}</Badge>;
  if (booking.outcomeMarkable) return <Badge tone="neutral">Not marked</Badge>;
  return null;
}

/**
 * After the meeting (docs/product.md#after-the-meeting): a form per outcome, each a plain POST to
 * the page that works without script, and who marked the one recorded and when. The recorded one's button is
 * shown chosen; the other changes it.
 */
export function MeetingOutcomeForms({ booking, timeZone }: { booking: BookingView; timeZone: string }) {
  const stageName = useStageName();
  if (!booking.outcomeMarkable) return null;
  const { outcome } = booking;
  return (
    <div className="grid gap-3">
      <div>
        <h3 className="text-sm font-semibold text-ink-900">After the meeting</h3>
        <p className="mt-0.5 text-sm text-ink-500">
          {outcome
            ? "Marked by mistake? Choose the other outcome."
            : `Did it take place? Held moves a lead still at ${stageName("new")} to ${stageName("contacted")}.`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {meetingOutcomes.map((value) => (
          <form key={value} method="post">
            <input type="hidden" name="booking" value={booking.id} />
            <input type="hidden" name="outcome" value={value} />
            <button
              type="submit"
              name="intent"
              value="outcome"
              disabled={outcome === value}
              className={cn(outcomeButton, outcome === value ? chosenClasses[value] : choosableClasses)}
            >
              {outcomeIcons[value]}
              {meetingOutcomeLabels[value]}
            </button>
          </form>
        ))}
      </div>
      {outcome ? (
        <p className="text-sm text-ink-700">
          <span className="font-medium text-ink-900">{meetingOutcomeLabels[outcome]}</span> · marked by{" "}
          <span className="wrap-anywhere">{booking.outcomeBy}</span> on{" "}
          <time dateTime={booking.outcomeAt ?? undefined}>{formatWhen(booking.outcomeAt, timeZone)}</time>
        </p>
      ) : null}
    </div>
  );
}
