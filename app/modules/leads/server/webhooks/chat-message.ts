import type { WebhookFormat } from "#app/lib/admin/webhook-formats";
import { leadKindByType } from "#app/lib/leads/lead-kinds";

type LeadCreated = {
  type: "lead.created";
  data: {
    id: string;
    kind: string;
    name: string;
    email: string;
    fields: Record<string, unknown>;
    owner?: { name: string } | null;
  };
};

type LeadAssigned = {
  type: "lead.assigned";
  data: {
    owner: { id: string; name: string };
    by: string | null;
    reason: string;
    count: number;
    lead: { id: string; kind: string; name: string; company: string } | null;
  };
};

/** What a chat message says: its line, the line under it (Teams), and the link it opens. */
type ChatText = { title: string; subtitle: string; link: string; linkLabel: string };

function leadLine(kindType: string, name: string, company: string): string {
  const kind = leadKindByType(kindType);
  return `${kind?.label ?? kindType}: ${name}${company ? `, ${company}` : ""}`;
}

function leadLink(publicUrl: string, kindType: string, id: string): string {
  return `${publicUrl}/admin/leads/${leadKindByType(kindType)?.slug ?? kindType}/${id}`;
}

function createdText({ data }: LeadCreated, publicUrl: string): ChatText {
  const kind = leadKindByType(data.kind);
  const company =
    typeof data.fields.company === "string" && data.fields.company.trim() ? data.fields.company.trim() : "";
  const owner = data.owner ? `, for ${data.owner.name}` : "";
  return {
    title: `New ${kind?.label.toLowerCase() ?? data.kind}: ${data.name}${company ? `, ${company}` : ""}${owner}`,
    subtitle: data.email,
    link: leadLink(publicUrl, data.kind, data.id),
    linkLabel: "Open the lead",
  };
}

function assignedText({ data }: LeadAssigned, publicUrl: string): ChatText {
  const how = data.by
    ? ` (${data.reason === "in turn" ? `shared out in turn by ${data.by}` : `given by ${data.by}`})`
    : "";
  if (data.lead)
    return {
      title: `${leadLine(data.lead.kind, data.lead.name, data.lead.company)} is now ${data.owner.name}'s${how}`,
      subtitle: "",
      link: leadLink(publicUrl, data.lead.kind, data.lead.id),
      linkLabel: "Open the lead",
    };
  return {
    title: `${data.count} leads are now ${data.owner.name}'s${how}`,
    subtitle: "",
    link: `${publicUrl}/admin?owner=${data.owner.id}&status=open`,
    linkLabel: "Open their leads",
  };
}

/**
 * A lead as a chat message: Slack's incoming-webhook `text` (its `<url|label>` link syntax), or a
 * Microsoft Teams workflow's Adaptive Card. A new lead: kind, name, company, its owner and a link;
 * leads given to someone: whose they are now, who gave them, and a link. The visitor's words stay
 * in the admin. Made when sent, from the queued JSON.
 */
export function chatMessage(
  format: Exclude<WebhookFormat, "standard">,
  standardBody: string,
  publicUrl: string,
): string {
  const body = JSON.parse(standardBody) as LeadCreated | LeadAssigned;
  const { title, subtitle, link, linkLabel } =
    body.type === "lead.assigned" ? assignedText(body, publicUrl) : createdText(body, publicUrl);
  if (format === "slack") {
    // Slack reads &, < and > as markup in text: escaped, a visitor's name cannot make a link.
    const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    return JSON.stringify({ text: `${escape(title)} <${link}|${linkLabel}>` });
  }
  return JSON.stringify({
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body: [
            { type: "TextBlock", text: title, weight: "Bolder", wrap: true },
            ...(subtitle ? [{ type: "TextBlock", text: subtitle, isSubtle: true, wrap: true }] : []),
          ],
          actions: [{ type: "Action.OpenUrl", title: linkLabel, url: link }],
        },
      },
    ],
  });
}
