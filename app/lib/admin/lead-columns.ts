import type { LeadKind } from "#app/lib/leads/lead-kinds";
import { fieldText } from "./lead-fields";
import { stageName } from "./stages";

/** A lead as lists, exports and webhooks see it. */
export type LeadRow = {
  id: string;
  type: string;
  status: string;
  name: string;
  email: string;
  spam: boolean;
  /** ISO 8601, UTC. */
  createdAt: string;
  payload: Record<string, unknown>;
};

export type LeadColumn = { id: string; label: string; text: (row: LeadRow) => string };

/** 'yyyy-MM-dd HH:mm' as read in `timeZone`: sortable, unambiguous, the same in the list and the CSV. */
export function formatInZone(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * The columns of a kind's list, in order: the list shows the kind's `listFields`, the CSV export
 * (`every: true`) every field the kind has, each with its label and the form's words for options.
 */
export function leadColumns(
  kind: LeadKind,
  options: { timeZone: string; showSpam: boolean; every?: boolean },
): Array<LeadColumn> {
  const keys = options.every ? kind.fields.map((field) => field.key) : kind.listFields;
  const fields = keys.map((key) => {
    const field = kind.fields.find((f) => f.key === key);
    return { id: key, label: field?.label ?? key, text: (row: LeadRow) => fieldText(field, row.payload[key]) };
  });
  return [
    { id: "received", label: "Received", text: (row) => formatInZone(new Date(row.createdAt), options.timeZone) },
    { id: "name", label: "Name", text: (row) => row.name },
    { id: "email", label: "Email", text: (row) => row.email },
    ...fields,
    { id: "status", label: "Stage", text: (row) => stageName(row.status) },
    ...(options.showSpam ? [{ id: "spam", label: "Spam", text: (row: LeadRow) => (row.spam ? "yes" : "no") }] : []),
  ];
}
