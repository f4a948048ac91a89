import type { LeadSourceView, TouchSummary } from "#app/modules/analytics/lib/analytics-views";
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

/** A touch as the admin API answers it: what the lead stored, nothing more. */
function touchJson(touch: TouchView | null | undefined) {
  if (!touch || typeof touch.at !== "string") return null;
  return {
    at: touch.at,
    channel: touch.channel,
    source: touch.source,
    medium: touch.medium ?? null,
    campaign: touch.campaign ?? null,
    term: touch.term ?? null,
    content: touch.content ?? null,
    referrerDomain: touch.referrerDomain ?? null,
    landingPage: touch.landingPage,
    clickIdType: touch.clickIdType ?? null,
  };
}

/**
 * Where a lead came from, as the admin API answers it (docs/product.md#analytics): the channel,
 * source and campaign it is credited to (its first touch; `unknown` when no visit matched, null
 * for a lead from before the tracker), and the first and last touch where it has them.
 */
export function leadAttributionJson(lead: {
  channel: string | null;
  source: string | null;
  campaign: string | null;
  attribution: unknown;
}) {
  const touches = (lead.attribution ?? {}) as { first?: TouchView | null; last?: TouchView | null };
  return {
    channel: lead.channel,
    source: lead.source,
    campaign: lead.campaign,
    firstTouch: touchJson(touches.first),
    lastTouch: touchJson(touches.last),
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
