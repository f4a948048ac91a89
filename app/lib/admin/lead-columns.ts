import { leadKindByType, type LeadKind } from "#app/lib/leads/lead-kinds";
import { fieldText } from "./lead-fields";
import { notProvided } from "#app/modules/booking";
import { lostReasonLabel, stageName, type StageNames } from "./stages";

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
  /** The owner's name as colleagues read it, or "" when nobody owns the lead. */
  ownerName: string;
  /** A day (yyyy-MM-dd) in the business time zone, or null. */
  followUpOn: string | null;
  followUpTask: string;
  /** Where the visitor came from (docs/product.md#analytics); null for leads from before the tracker. */
  channel: string | null;
  source: string | null;
  campaign: string | null;
  /** The first and last touch as stored (`leads.attribution`); null before the tracker or once erased. */
  attribution: unknown;
  /** Why a Lost lead was lost (a reason's value) and the staff member's words; null and "" otherwise. */
  lostReason: string | null;
  lostNote: string;
  /** ISO 8601, UTC: the first stage change or note by staff; null until then. */
  firstContactedAt: string | null;
};

/**
 * A field's text in the export: the booking dialog sends "Not provided" for a company or phone left
 * empty (docs/product.md#booking-request); a spreadsheet reads that as an answer, so it is empty.
 */
function exportedText(text: string): string {
  return text === notProvided ? "" : text;
}

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
 * The columns of the inbox, in order. Every kind at once: the kind and the contact's company.
 * One kind: its `listFields`, or in the CSV export (`every: true`) every field it has, each with
 * its label and the form's words for options. Then the stage, owner and next step, and the lead's
 * source and campaign.
 */
export function leadColumns(
  kind: LeadKind | null,
  options: {
    timeZone: string;
    showSpam: boolean;
    every?: boolean;
    stageNames?: StageNames;
    /** The export's link to each lead's page (absolute: a spreadsheet has no site to be relative to). */
    leadUrl?: (row: LeadRow) => string;
  },
): Array<LeadColumn> {
  const keys = kind ? (options.every ? kind.fields.map((field) => field.key) : kind.listFields) : [];
  const fields = keys.map((key) => {
    const field = kind?.fields.find((f) => f.key === key);
    const text = (row: LeadRow) => fieldText(field, row.payload[key]);
    return {
      id: key,
      label: field?.label ?? key,
      text: options.every ? (row: LeadRow) => exportedText(text(row)) : text,
    };
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
    { id: "owner", label: "Owner", text: (row) => row.ownerName },
    ...(options.every ? [{ id: "ownerEmail", label: "Owner's email", text: (row: LeadRow) => row.ownerEmail }] : []),
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
    // The export only: the list has no room, the lead's page shows them in full.
    ...(options.every
      ? [
          {
            id: "firstContact",
            label: "First contact",
            text: (row: LeadRow) =>
              row.firstContactedAt ? formatInZone(new Date(row.firstContactedAt), options.timeZone) : "",
          },
          {
            id: "lostReason",
            label: "Lost reason",
            text: (row: LeadRow) => (row.lostReason ? lostReasonLabel(row.lostReason) : ""),
          },
          { id: "lostNote", label: "Lost note", text: (row: LeadRow) => row.lostNote },
          { id: "url", label: "Lead page", text: (row: LeadRow) => options.leadUrl?.(row) ?? "" },
        ]
      : []),
  ];
}
