import type { LeadSourceView, TouchSummary } from "#app/lib/admin/analytics-views";
import type { TouchView } from "./attribution";
import { channelLabels, type Channel } from "./channel";

function channelLabel(channel: string | null): string {
  return channelLabels[channel as Channel] ?? "Unknown";
}

function summary(touch: TouchView | null | undefined): TouchSummary | null {
  if (!touch || typeof touch.at !== "string") return null;
  return {
    at: touch.at,
    channelLabel: channelLabel(touch.channel),
    source: touch.source,
    medium: touch.medium ?? null,
    campaign: touch.campaign ?? null,
    referrerDomain: touch.referrerDomain ?? null,
    landingPage: touch.landingPage,
    clickIdType: touch.clickIdType ?? null,
  };
}

/**
 * Where a lead came from, as its page shows it (docs/product.md#analytics). A lead stored before
 * the tracker ran, or erased, carries no channel: it reads as unknown too.
 */
export function leadSourceOf(lead: {
  channel: string | null;
  source: string | null;
  campaign: string | null;
  attribution: unknown;
}): LeadSourceView {
  const touches = (lead.attribution ?? {}) as { first?: TouchView | null; last?: TouchView | null };
  const known = lead.channel !== null && lead.channel !== "unknown";
  return {
    known,
    channelLabel: known ? channelLabel(lead.channel) : "Unknown",
    source: known ? (lead.source ?? "") : "unknown",
    campaign: known ? lead.campaign : null,
    first: known ? summary(touches.first) : null,
    last: known ? summary(touches.last) : null,
  };
}
