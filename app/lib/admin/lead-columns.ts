import { leadKindByType, type LeadKind } from "#app/lib/leads/lead-kinds";
import { fieldText } from "./lead-fields";
import { stageName, type StageNames } from "./stages";

/** A lead as the inbox and its export see it. */
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
  contactId: string | null;
  /** The contact's company's name, or "". */
  company: string;
  ownerId: string | null;
  /** The owner's address, or "" when nobody owns the lead. */
  ownerEmail: string;
  /** A day (yyyy-MM-dd) in the business time zone, or null. */
  followUpOn: string | null;
  followUpTask: string;
  /** Where the visitor came from (docs/product.md#analytics); null for leads from before the tracker. */
  channel: string | null;
  source: string | null;
  campaign: string | null;
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

/** "Ana Ruiz" of "ana.ruiz@company.example": how a member of staff is named in a narrow column. */
export function staffName(email: string): string {
  return email.split("@")[0] ?? email;
}

/**
 * The columns of the inbox, in order. Every kind at once: the kind and the contact's company.
 * One kind: its `listFields`, or in the CSV export (`every: true`) every field it has, each with
 * its label and the form's words for options. Then the stage, owner and next step, and the lead's
 * source and campaign.
 */
export function leadColumns(
  kind: LeadKind | null,
  options: { timeZone: string; showSpam: boolean; every?: boolean; stageNames?: StageNames },
): Array<LeadColumn> {
  const keys = kind ? (options.every ? kind.fields.map((field) => field.key) : kind.listFields) : [];
  const fields = keys.map((key) => {
    const field = kind?.fields.find((f) => f.key === key);
    return { id: key, label: field?.label ?? key, text: (row: LeadRow) => fieldText(field, row.payload[key]) };
  });
  const everyKind: Array<LeadColumn> = kind
    ? []
    : [
        { id: "kind", label: "Kind", text: (row) => leadKindByType(row.type)?.label ?? row.type },
        { id: "company", label: "Company", text: (row) => row.company },
      ];
  return [
    { id: "received", label: "Received", text: (row) => formatInZone(new Date(row.createdAt), options.timeZone) },
    ...everyKind,
    { id: "name", label: "Name", text: (row) => row.name },
    { id: "email", label: "Email", text: (row) => row.email },
    ...fields,
    { id: "status", label: "Stage", text: (row) => stageName(row.status, options.stageNames) },
    {
      id: "owner",
      label: "Owner",
      text: (row) => (row.ownerEmail ? (options.every ? row.ownerEmail : staffName(row.ownerEmail)) : ""),
    },
    {
      id: "followUp",
      label: "Follow-up",
      text: (row) => (row.followUpOn ? [row.followUpOn, row.followUpTask].filter(Boolean).join(" ") : ""),
    },
    ...(options.showSpam ? [{ id: "spam", label: "Spam", text: (row: LeadRow) => (row.spam ? "yes" : "no") }] : []),
    // Where the lead came from (its first touch): the export adds the channel; the lead's page has it all.
    ...(options.every ? [{ id: "channel", label: "Channel", text: (row: LeadRow) => row.channel ?? "unknown" }] : []),
    { id: "source", label: "Source", text: (row: LeadRow) => row.source ?? "unknown" },
    { id: "campaign", label: "Campaign", text: (row: LeadRow) => row.campaign ?? "" },
  ];
}
