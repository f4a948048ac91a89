import type { WebhookFormat } from "#app/lib/admin/webhook-formats";
import { leadKindByType } from "#app/lib/leads/lead-kinds";

type LeadCreated = { data: { id: string; kind: string; name: string; email: string; fields: Record<string, unknown> } };

/**
 * A new lead as a chat message: Slack's incoming-webhook `text` (its `<url|label>` link syntax),
 * or a Microsoft Teams workflow's Adaptive Card. Kind, name, company and a link to the lead; the
 * visitor's words stay in the admin. Made when sent, from the queued lead's JSON.
 */
export function chatMessage(
  format: Exclude<WebhookFormat, "standard">,
  standardBody: string,
  publicUrl: string,
): string {
  const { data } = JSON.parse(standardBody) as LeadCreated;
  const kind = leadKindByType(data.kind);
  const company =
    typeof data.fields.company === "string" && data.fields.company.trim() ? data.fields.company.trim() : "";
  const link = `${publicUrl}/admin/leads/${kind?.slug ?? data.kind}/${data.id}`;
  const title = `New ${kind?.label.toLowerCase() ?? data.kind}: ${data.name}${company ? `, ${company}` : ""}`;
  if (format === "slack") {
    // Slack reads &, < and > as markup in text: escaped, a visitor's name cannot make a link.
    const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    return JSON.stringify({ text: `${escape(title)} <${link}|Open the lead>` });
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
            { type: "TextBlock", text: data.email, isSubtle: true, wrap: true },
          ],
          actions: [{ type: "Action.OpenUrl", title: "Open the lead", url: link }],
        },
      },
    ],
  });
}
