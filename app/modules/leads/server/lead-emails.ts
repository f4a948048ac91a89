import { site } from "#app/content/site";
import { fieldText } from "#app/lib/admin/lead-fields";
import type { LeadKind, LeadForm } from "#app/lib/leads/lead-kinds";
import { oneLine, renderEmail } from "#app/modules/mail/server";
import type { QueuedEmail } from "#app/modules/mail/server";
import type { LeadAttribution } from "#app/modules/analytics/server";
import { leadSourceLines } from "./lead-source-lines";
import { adminLeadUrl, staffLine, teamTime, type StaffRef, type Team } from "./team";

export type LeadRef = { id: string; type: string; receivedAt: Date };

/** What the team's notification says besides the form: who owns the lead and where it came from. */
export type LeadFacts = { owner: StaffRef | null; attribution: LeadAttribution | undefined };

/** The owner's line and the source's lines of a team notification (docs/email.md). */
export function leadFactLines(facts: LeadFacts, team: Team): Array<[string, string]> {
  return [
    ["Owner", facts.owner ? staffLine(facts.owner) : "Nobody yet: give it an owner in the inbox"],
    ...leadSourceLines(facts.attribution, team),
  ];
}

/** What every lead form sends besides its own fields. */
export type Visitor = { name: string; email: string };

/** A field of the kind as a line of an email: its label and the words the form showed. */
function detailOf(kind: LeadKind, data: Record<string, unknown>, key: string): [string, string] {
  const field = kind.fields.find((f) => f.key === key);
  return [field?.label ?? key, fieldText(field, data[key])];
}

/**
 * The team's notification of a lead: every field of the kind, its owner and where it came from,
 * replying answers the visitor (Reply-To), the button opens the lead in the admin, and the time is
 * in the business zone, as the admin shows it.
 */
function salesEmail(
  kind: LeadKind,
  form: LeadForm,
  data: Visitor & Record<string, unknown>,
  lead: LeadRef,
  team: Team,
  facts: LeadFacts,
) {
  const title = form.salesTitle;
  return {
    kind: `${kind.type}.sales`,
    recipient: team.salesEmail,
    headers: { "Reply-To": data.email },
    leadId: lead.id,
    subject: oneLine(`${title}: ${data.name}`),
    ...renderEmail({
      preheader: `${title} from ${data.name}`,
      heading: title,
      paragraphs: ["A visitor sent this through the website. Reply to this email to answer them."],
      details: [
        ["Name", data.name],
        ["Email", data.email],
        ...kind.fields.map((field) => detailOf(kind, data, field.key)),
        ["Received", teamTime(lead.receivedAt, team)],
        ...leadFactLines(facts, team),
        ["Lead id", lead.id],
      ],
      action: { label: "Open the lead in the admin", url: adminLeadUrl(team, lead.type, lead.id) },
    }),
  } satisfies QueuedEmail;
}

/**
 * The visitor's confirmation, to the address they typed, which nobody verified: it carries no text
 * the visitor chose (not even their name), only the choices they made from the form's lists, and
 * counts toward the address's daily caps (docs/email.md#addresses-nobody-verified).
 */
function confirmationEmail(
  kind: LeadKind,
  confirmation: NonNullable<LeadForm["confirmation"]>,
  data: Visitor & Record<string, unknown>,
  lead: LeadRef,
) {
  const choices = confirmation.repeats.map((key) => detailOf(kind, data, key));
  return {
    kind: `${kind.type}.confirmation`,
    recipient: data.email,
    unverifiedRecipient: true,
    leadId: lead.id,
    subject: `${confirmation.subject} | ${site.name}`,
    ...renderEmail({
      preheader: confirmation.preheader,
      heading: confirmation.heading,
      paragraphs: ["Hello,", ...confirmation.paragraphs, ...(choices.length > 0 ? ["You chose:"] : [])],
      details: choices,
      closing: `The ${site.name} team`,
    }),
  } satisfies QueuedEmail;
}

/** The emails a lead of a form's kind queues: the team's notification, and the visitor's confirmation where promised. */
export function leadEmails(
  kind: LeadKind,
  form: LeadForm,
  data: Visitor & Record<string, unknown>,
  lead: LeadRef,
  team: Team,
  facts: LeadFacts,
): Array<QueuedEmail> {
  const sales = salesEmail(kind, form, data, lead, team, facts);
  return form.confirmation ? [sales, confirmationEmail(kind, form.confirmation, data, lead)] : [sales];
}
