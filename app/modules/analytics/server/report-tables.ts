import type { AnalyticsRow, CampaignRow, FunnelRow } from "#app/modules/analytics/lib/analytics-views";
import { formLeadTypes, leadKindByType, leadKindList } from "#app/lib/leads/lead-kinds";
import { channelLabels, type Channel } from "./channel";
import type { Counts, RangeFigures } from "./range-figures";
import { countOf, qualifiedStages, type LeadGroup } from "./range-leads";

/** Every form a visitor can start: the lead forms of the registry, the booking's and the newsletter's. */
export const funnelTypes: Array<string> = [...formLeadTypes, "appointment", "newsletter"];

const sourceLabels: Record<string, string> = { "(direct)": "Direct (no referrer)", unknown: "Unknown" };

/** How staff read a value of a dimension. */
export function labelOf(dimension: string, value: string): string {
  if (dimension === "channel") return value === "unknown" ? "Unknown" : (channelLabels[value as Channel] ?? value);
  if (dimension === "source") return sourceLabels[value] ?? value;
  if (dimension === "device") return value.charAt(0).toUpperCase() + value.slice(1);
  return value;
}

const noCounts: Counts = { visitors: 0, pageviews: 0, visits: 0 };

/**
 * One dimension's rows, most visitors first. Channels and sources carry the leads they brought
 * (by first touch), and a value with leads but no visit in the range (an 'unknown' channel) is
 * listed too, so the table's leads add up to the total.
 */
export function dimensionRows(
  figures: RangeFigures,
  dimension: string,
  leads: Array<LeadGroup> | null,
  leadKey: (group: LeadGroup) => string | null = () => null,
): Array<AnalyticsRow> {
  const values = new Map(figures.dimensions.get(dimension) ?? []);
  if (leads)
    for (const group of leads) if (!values.has(leadKey(group) ?? "")) values.set(leadKey(group) ?? "", noCounts);
  values.delete("");
  const measure = dimension === "page" || dimension === "device" ? "pageviews" : "visits";
  const whole = [...values.values()].reduce((sum, counts) => sum + counts[measure], 0);
  return [...values]
    .map(([value, counts]) => ({
      value,
      label: labelOf(dimension, value),
      ...counts,
      share: whole ? counts[measure] / whole : 0,
      leads: leads ? countOf(leads, (group) => leadKey(group) === value) : null,
    }))
    .sort((a, b) => b.visitors - a.visitors || (b.leads ?? 0) - (a.leads ?? 0) || a.value.localeCompare(b.value));
}

/**
 * Per form: visitors who could start it (who saw a page it is on, each once a day, as the totals
 * count visitors) → starts → leads → qualified → won.
 */
export function funnelRows(figures: RangeFigures, leads: Array<LeadGroup>): Array<FunnelRow> {
  return funnelTypes.map((type) => {
    const ofType = leads.filter((group) => group.type === type);
    return {
      type,
      label: leadKindByType(type)?.plural ?? type,
      pageVisitors: figures.dimensions.get("form-reach")?.get(type)?.visitors ?? 0,
      starts: figures.dimensions.get("form-start")?.get(type)?.visitors ?? 0,
      leads: countOf(ofType),
      qualified: countOf(ofType, (group) => qualifiedStages.includes(group.status)),
      won: countOf(ofType, (group) => group.status === "won"),
    };
  });
}

/** The campaign a lead is counted under: its campaign, "(none)" without one, "unknown" with no visit matched. */
function campaignOf(group: LeadGroup): string {
  if (group.channel === "unknown") return "unknown";
  return group.campaign ?? "(none)";
}

/** Per campaign: its visitors, leads by kind, conversion, qualified and won; the two catch-alls last. */
export function campaignRows(figures: RangeFigures, leads: Array<LeadGroup>): Array<CampaignRow> {
  const visits = figures.dimensions.get("campaign") ?? new Map<string, Counts>();
  const names = new Set([...visits.keys(), ...leads.map(campaignOf)]);
  const rows = [...names].map((campaign): CampaignRow => {
    const own = leads.filter((group) => campaignOf(group) === campaign);
    const catchAll = campaign === "unknown" || campaign === "(none)";
    const visitors = catchAll ? null : (visits.get(campaign)?.visitors ?? 0);
    const count = countOf(own);
    return {
      campaign,
      label: campaign === "unknown" ? "Unknown (no visit matched)" : campaign === "(none)" ? "No campaign" : campaign,
      visitors,
      leads: count,
      byKind: Object.fromEntries(leadKindList.map((kind) => [kind.type, countOf(own, (g) => g.type === kind.type)])),
      conversion: visitors ? count / visitors : null,
      qualified: countOf(own, (group) => qualifiedStages.includes(group.status)),
      won: countOf(own, (group) => group.status === "won"),
    };
  });
  const rank = (row: CampaignRow) => (row.campaign === "unknown" ? 2 : row.campaign === "(none)" ? 1 : 0);
  return rows.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      b.leads - a.leads ||
      (b.visitors ?? 0) - (a.visitors ?? 0) ||
      a.campaign.localeCompare(b.campaign),
  );
}
