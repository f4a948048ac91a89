/**
 * What became of a consultation, marked by staff once it has started
 * (docs/product.md#after-the-meeting). The keys are stored (`bookings.outcome`); the labels are what
 * staff read.
 */
export const meetingOutcomes = ["held", "no-show"] as const;
export type MeetingOutcome = (typeof meetingOutcomes)[number];

export const meetingOutcomeLabels: Record<MeetingOutcome, string> = {
  held: "Held",
  "no-show": "No-show",
};

export function isMeetingOutcome(value: unknown): value is MeetingOutcome {
  return typeof value === "string" && (meetingOutcomes as ReadonlyArray<string>).includes(value);
}
