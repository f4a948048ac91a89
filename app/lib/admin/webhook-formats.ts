/** How a receiver wants a new lead: the Standard Webhooks JSON (signed), or a chat message. */
export const webhookFormats = ["standard", "slack", "teams"] as const;
export type WebhookFormat = (typeof webhookFormats)[number];

export const webhookFormatLabels: Record<WebhookFormat, string> = {
  standard: "JSON (Standard Webhooks, signed)",
  slack: "Slack message (incoming webhook)",
  teams: "Microsoft Teams message (workflow webhook)",
};
