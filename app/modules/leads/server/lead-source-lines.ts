import { unknownSourceText } from "#app/modules/analytics";
import { channelLabels } from "#app/modules/analytics/server";
import type { LeadAttribution, TouchView, Channel } from "#app/modules/analytics/server";
import { teamTime, type Team } from "./team";

function channelLabel(channel: string): string {
  return channelLabels[channel as Channel] ?? channel;
}

/** One touch on a line: when, how it came (channel, source, medium, campaign) and where it landed. */
function touchLine(touch: TouchView, team: Team): string {
  const via = [
    channelLabel(touch.channel),
    touch.source,
    touch.medium ? `medium ${touch.medium}` : "",
    touch.campaign ? `campaign ${touch.campaign}` : "",
  ].filter(Boolean);
  return `${teamTime(new Date(touch.at), team)}: ${via.join(", ")}; landed on ${touch.landingPage}${
    touch.referrerDomain ? ` from ${touch.referrerDomain}` : ""
  }`;
}

/**
 * Where a lead came from, as the lines of an email to the team (docs/product.md#analytics): the
 * channel, source and campaign it is credited to (its first touch), then its first and last touch
 * where it has them; a lead no visit matched (or none was looked for) says so.
 */
export function leadSourceLines(attribution: LeadAttribution | undefined, team: Team): Array<[string, string]> {
  if (!attribution || attribution.channel === "unknown") return [["Source", unknownSourceText]];
  return [
    ["Channel", channelLabel(attribution.channel)],
    ["Source", attribution.source],
    ["Campaign", attribution.campaign ?? "none"],
    ...(attribution.first ? [["First touch", touchLine(attribution.first, team)] as [string, string]] : []),
    ...(attribution.last ? [["Last touch", touchLine(attribution.last, team)] as [string, string]] : []),
  ];
}
