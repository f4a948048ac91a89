import { site } from "#app/content/site";
import { experienceLevels, interviewRoles, type AiInterviewRequest } from "#app/schemas/ai-interview";
import { registrationDomains, type GitexRegistration } from "#app/schemas/gitex-registration";
import type { PanelQuestion } from "#app/schemas/panel-question";
import { headcountChoices, startChoices, talentCategoryChoices, type TalentRequest } from "#app/schemas/talent-request";
import { oneLine, renderEmail } from "#server/mail/layout";
import type { QueuedEmail } from "#server/mail/outbox";
import { adminLeadUrl, teamTime, type Team } from "./team";

export type LeadRef = { id: string; type: string; receivedAt: Date };

function labelOf(options: ReadonlyArray<{ value: string; label: string }>, value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

/** The longest name an email to an unverified address repeats. */
export const unverifiedNameLength = 80;

/**
 * A visitor's name as an email to their (unverified) address may show it: control and format
 * characters (line breaks, bidirectional overrides, zero-width joiners) made spaces, on one line, at
 * most 80 characters; the layout escapes it as plain text.
 */
export function nameForUnverified(name: string): string {
  return oneLine(name.replace(/[\p{Cc}\p{Cf}]/gu, " "), unverifiedNameLength);
}

/**
 * The team's notification of a lead: replying answers the visitor (Reply-To), the button opens the
 * lead in the admin, and the time is in the business zone, as the admin shows it.
 */
function salesEmail(
  kind: string,
  team: Team,
  lead: LeadRef,
  title: string,
  visitor: { name: string; email: string },
  details: Array<[string, string]>,
): QueuedEmail {
  return {
    kind,
    recipient: team.salesEmail,
    headers: { "Reply-To": visitor.email },
    leadId: lead.id,
    subject: oneLine(`${title}: ${visitor.name}`),
    ...renderEmail({
      preheader: `${title} from ${visitor.name}`,
      heading: title,
      paragraphs: ["A visitor sent this through the website. Reply to this email to answer them."],
      details: [...details, ["Received", teamTime(lead.receivedAt, team)], ["Lead id", lead.id]],
      action: { label: "Open the lead in the admin", url: adminLeadUrl(team, lead.type, lead.id) },
    }),
  };
}

export function aiInterviewEmails(data: AiInterviewRequest, lead: LeadRef, team: Team): Array<QueuedEmail> {
  const details: Array<[string, string]> = [
    ["Name", data.name],
    ["Email", data.email],
    ["Phone", data.phone],
    ["Role", labelOf(interviewRoles, data.role)],
    ["Experience", labelOf(experienceLevels, data.experience)],
  ];
  return [
    salesEmail("ai-interview.sales", team, lead, "New AI interview request", data, details),
    {
      kind: "ai-interview.confirmation",
      recipient: data.email,
      unverifiedRecipient: true,
      leadId: lead.id,
      subject: `We received your AI interview request | ${site.name}`,
      ...renderEmail({
        preheader: "Our team will contact you shortly with the details.",
        heading: `Thank you, ${nameForUnverified(data.name)}`,
        paragraphs: [
          "Your AI interview request has been received. Our team will be in contact shortly with more details about scheduling your interview.",
          "This is what you sent us:",
        ],
        details: [
          ["Name", nameForUnverified(data.name)],
          ["Phone", data.phone],
          ["Role", labelOf(interviewRoles, data.role)],
          ["Experience", labelOf(experienceLevels, data.experience)],
        ],
        closing: `The ${site.name} team`,
      }),
    },
  ];
}

export function gitexEmails(data: GitexRegistration, lead: LeadRef, team: Team): Array<QueuedEmail> {
  const details: Array<[string, string]> = [
    ["Name", data.name],
    ["Email", data.email],
    ["Phone", data.phone ?? ""],
    ["Company", data.company],
    ["Industry/Domain", labelOf(registrationDomains, data.domain)],
  ];
  return [
    salesEmail("gitex.sales", team, lead, "New GITEX registration (15 free AI interviews)", data, details),
    {
      kind: "gitex.confirmation",
      recipient: data.email,
      unverifiedRecipient: true,
      leadId: lead.id,
      subject: `Your 15 free AI interviews are reserved | ${site.name}`,
      ...renderEmail({
        preheader: "Thank you for your interest. We'll be in touch soon.",
        heading: `Thank you for registering, ${nameForUnverified(data.name)}`,
        paragraphs: [
          "Thank you for your interest. We have received your registration for 15 free AI interviews for your candidates, and we'll be in touch soon to activate them.",
          "This is what you sent us:",
        ],
        details: [
          ["Name", nameForUnverified(data.name)],
          ["Phone", data.phone ?? ""],
          ["Industry/Domain", labelOf(registrationDomains, data.domain)],
        ],
        closing: `The ${site.name} team`,
      }),
    },
  ];
}

/** Panel questions only notify the team: the page promises no reply to the visitor. */
export function panelQuestionEmails(data: PanelQuestion, lead: LeadRef, team: Team): Array<QueuedEmail> {
  return [
    salesEmail("panel-question.sales", team, lead, "New question for the panel", data, [
      ["Name", data.name],
      ["Email", data.email],
      ["Question", data.question],
    ]),
  ];
}

export function talentRequestEmails(data: TalentRequest, lead: LeadRef, team: Team): Array<QueuedEmail> {
  const details: Array<[string, string]> = [
    ["Name", data.name],
    ["Work email", data.email],
    ["Company", data.company],
    ["Talent category", labelOf(talentCategoryChoices, data.category)],
    ["Number of people", labelOf(headcountChoices, data.headcount)],
    ["Desired start", labelOf(startChoices, data.start)],
    ["Message", data.message ?? ""],
  ];
  return [
    salesEmail("talent-request.sales", team, lead, "New talent request", data, details),
    {
      kind: "talent-request.confirmation",
      recipient: data.email,
      unverifiedRecipient: true,
      leadId: lead.id,
      subject: `We received your talent request | ${site.name}`,
      ...renderEmail({
        preheader: "A talent specialist will contact you within 24 hours with matching profiles.",
        heading: `Thank you, ${nameForUnverified(data.name)}`,
        paragraphs: [
          "We have received your request for AI talent. A talent specialist will contact you within 24 hours with pre-screened profiles that match it, and can have the people you choose working with you the next day.",
          "This is what you sent us:",
        ],
        details: [
          ["Name", nameForUnverified(data.name)],
          ["Talent category", labelOf(talentCategoryChoices, data.category)],
          ["Number of people", labelOf(headcountChoices, data.headcount)],
          ["Desired start", labelOf(startChoices, data.start)],
        ],
        closing: `The ${site.name} team`,
      }),
    },
  ];
}
