import { sql } from "drizzle-orm";
import { leadKindByType } from "#app/lib/leads/lead-kinds";
import { notProvided } from "#app/modules/booking";
import type { Database } from "#server/db/client";
import { oneLine, renderEmail, queueEmails } from "#app/modules/mail/server";
import { adminLeadUrl, type StaffRef, type Team } from "./team";

/** A lead as an assignment names it. */
export type AssignedLead = { id: string; type: string; name: string; company: string };

/** The company a lead's form named, or "" (the booking dialog's "Not provided" too). */
export function companyOf(payload: Record<string, unknown>): string {
  const company = typeof payload.company === "string" ? payload.company.trim() : "";
  return company === notProvided ? "" : company;
}

/**
 * Why a member of staff was given leads: by a colleague's hand (`by`), in turn from the inbox, or,
 * for a new lead, as its person's owner, as the host who meets them, or in turn (the round-robin).
 */
export type AssignmentReason = "by hand" | "in turn" | "person's owner" | "host";

export type Assignment = {
  owner: StaffRef;
  leads: Array<AssignedLead>;
  reason: AssignmentReason;
  /** Who gave them (a colleague), or null when the desk did. */
  by: StaffRef | null;
};

export const leadAssignedEvent = "lead.assigned";

/** The most leads one email names; the rest are counted and the inbox lists them all. */
const namedInEmail = 20;

function leadTitle(lead: AssignedLead): string {
  const kind = leadKindByType(lead.type)?.label ?? lead.type;
  return oneLine(`${kind}: ${lead.name || "(no name)"}${lead.company ? `, ${lead.company}` : ""}`, 160);
}

/** Why the leads are the owner's, as the email's first sentence. */
function reasonSentence(assignment: Assignment): string {
  const them = assignment.leads.length === 1 ? "this lead" : `these ${assignment.leads.length} leads`;
  switch (assignment.reason) {
    case "by hand":
      return `${assignment.by?.name ?? "A colleague"} gave you ${them}.`;
    case "in turn":
      return assignment.by
        ? `${assignment.by.name} shared out leads in turn, and ${them} came to you.`
        : `A new lead came to you in turn (you take new leads in the desk settings).`;
    case "person's owner":
      return "A new lead came in from a person you own, so it is yours.";
    case "host":
      return "A new lead booked a consultation that you host, so it is yours.";
  }
}

/** The email that tells a member of staff leads are now theirs (docs/email.md). */
function assignmentEmail(assignment: Assignment, team: Team) {
  const { owner, leads } = assignment;
  const [first] = leads;
  const subject = leads.length === 1 && first ? `A lead for you: ${leadTitle(first)}` : `${leads.length} leads for you`;
  const named = leads.slice(0, namedInEmail);
  const more = leads.length - named.length;
  return {
    kind: "desk.assigned",
    recipient: owner.email,
    leadId: leads.length === 1 ? first?.id : undefined,
    subject: oneLine(subject),
    ...renderEmail({
      preheader: reasonSentence(assignment),
      heading: leads.length === 1 ? `A lead for you, ${owner.name}` : `Leads for you, ${owner.name}`,
      paragraphs: [
        reasonSentence(assignment),
        named.map((lead) => `${leadTitle(lead)}\n${adminLeadUrl(team, lead.type, lead.id)}`).join("\n\n"),
        ...(more > 0 ? [`And ${more} more: your inbox lists them all.`] : []),
      ],
      action:
        leads.length === 1 && first
          ? { label: "Open the lead", url: adminLeadUrl(team, first.type, first.id) }
          : { label: "Open your leads", url: `${team.publicUrl}/admin?owner=mine&status=open` },
    }),
  };
}

/**
 * The chat message's facts (docs/admin.md#webhooks), queued with the change: a lead's name and
 * company only when it is one lead, so erasing a person leaves none of them in a queued message.
 */
export function leadAssignedBody(assignment: Assignment, at: Date): string {
  const [first] = assignment.leads;
  return JSON.stringify({
    type: leadAssignedEvent,
    timestamp: at.toISOString(),
    data: {
      owner: { id: assignment.owner.id, name: assignment.owner.name },
      by: assignment.by ? assignment.by.name : null,
      reason: assignment.reason,
      count: assignment.leads.length,
      lead:
        assignment.leads.length === 1 && first
          ? { id: first.id, kind: first.type, name: first.name, company: first.company }
          : null,
    },
  });
}

/**
 * Tells a member of staff that leads are now theirs, in the caller's transaction: an email to
 * them, and, for leads given from the desk, a message to each chat alert (a Slack or Teams
 * endpoint, docs/product.md#the-sales-desk) that takes one of their kinds. Nobody is told of
 * leads they gave themselves. Answers how many emails were queued.
 */
export async function announceAssignment(
  tx: Database,
  assignment: Assignment,
  team: Team,
  now: Date,
  options: { chat: boolean } = { chat: true },
): Promise<number> {
  const [first] = assignment.leads;
  if (!first || assignment.by?.id === assignment.owner.id) return 0;
  if (options.chat) {
    const kinds = [...new Set(assignment.leads.map((lead) => lead.type))];
    await tx.execute(sql`
      insert into webhook_deliveries (id, endpoint_id, lead_id, event_type, body)
      select 'msg_' || replace(gen_random_uuid()::text, '-', ''), e.id, ${first.id}, ${leadAssignedEvent},
             ${leadAssignedBody(assignment, now)}
      from webhook_endpoints e
      where e.active and e.format in ('slack', 'teams')
        and e.kinds ?| array[${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )}]::text[]`);
  }
  return queueEmails(tx, [assignmentEmail(assignment, team)], now);
}
