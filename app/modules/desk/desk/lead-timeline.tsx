import { lostReasonLabel, stageName, type StageNames } from "#app/lib/admin/stages";
import type { TimelineEntry } from "#app/lib/admin/views";
import { formatWhen } from "#app/features/admin/admin-ui";
import { useStageNames } from "#app/features/admin/stage-names";

function lostBecause(details: Record<string, unknown>): string {
  return typeof details.lostReason === "string" ? ` (${lostReasonLabel(details.lostReason)})` : "";
}

/** One thing staff did, as a sentence (lead and contact timelines). */
export function describeTimelineEntry(entry: TimelineEntry, names: StageNames): string {
  const who = entry.actorName || entry.actorEmail || "Someone";
  const { from, to, toName, inTurn } = entry.details;
  switch (entry.action) {
    case "lead.status":
      return `${who} moved it from ${stageName(String(from), names)} to ${stageName(String(to), names)}${lostBecause(entry.details)}`;
    case "lead.note":
      return `${who} added a note`;
    case "lead.owner":
      if (entry.details.reason === "host-changed")
        return `It went to ${String(toName || to)} with the meeting, its new host`;
      return to
        ? `${who} gave it to ${String(toName || to)}${inTurn ? " in turn" : ""}`
        : `${who} left it without an owner`;
    case "lead.follow-up": {
      const { on, task } = entry.details;
      return on
        ? `${who} set the next step for ${String(on)}${task ? `: ${String(task)}` : ""}`
        : `${who} cleared the next step`;
    }
    case "contact.merged":
      return `${who} merged ${String(entry.details.merged)} into ${String(entry.details.kept)}`;
    case "contact.unmerged":
      return `${who} undid the merge of ${String(entry.details.merged)} into ${String(entry.details.kept)}`;
    case "contact.owner":
      return `${who} changed the person's owner`;
    case "appointment.cancelled":
      return `${who} cancelled the appointment`;
    case "appointment.host-assigned":
      return `${who} gave the meeting to ${String(entry.details.hostName ?? "a host")}`;
    case "appointment.held":
      return `${who} marked the meeting as held`;
    case "appointment.no-show":
      return `${who} marked the meeting as a no-show`;
    default:
      return `${who}: ${entry.action}`;
  }
}

/** Who changed what and when, oldest first, starting with the lead's arrival. Notes are shown as text. */
export function LeadTimeline({
  receivedAt,
  entries,
  timeZone,
}: {
  receivedAt: string;
  entries: Array<TimelineEntry>;
  timeZone: string;
}) {
  const names = useStageNames();
  const items = [
    { id: "received", at: receivedAt, text: "Received through the website", note: null as string | null },
    ...entries.map((entry) => ({
      id: entry.id,
      at: entry.at,
      text: describeTimelineEntry(entry, names),
      note: typeof entry.details.note === "string" ? entry.details.note : null,
    })),
  ];
  return (
    <ol className="relative grid gap-5 border-l border-ink-200 pl-5">
      {items.map((item) => (
        <li key={item.id} className="relative">
          <span
            aria-hidden
            className="absolute top-1.5 -left-[25px] size-2.5 rounded-full bg-white ring-2 ring-brand-500"
          />
          <p className="text-sm text-ink-800">{item.text}</p>
          <p className="text-xs text-ink-500">
            <time dateTime={item.at}>{formatWhen(item.at, timeZone)}</time>
          </p>
          {item.note ? (
            <p className="mt-2 rounded-lg bg-ink-50 px-3 py-2 text-sm whitespace-pre-wrap text-ink-700 ring-1 ring-ink-100">
              {item.note}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
