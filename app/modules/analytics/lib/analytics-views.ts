import type { ReportRange } from "./analytics-range";

/**
 * The shapes the analytics reports read (docs/product.md#analytics): built by the server's report
 * service, shown by the admin pages, the CSV downloads and the weekly email. Plain data.
 */

export type AnalyticsTotals = {
  /** The sum of each day's distinct visitors (a visitor back on another day counts again). */
  visitors: number;
  pageviews: number;
  /** Visit starts: page views not reached from one of the site's own pages. */
  visits: number;
  /** Leads received, spam left out. */
  leads: number;
  /** Leads per visitor; null with no visitors. */
  conversion: number | null;
};

/** One value of one dimension over the range (a page, a channel, a device...). */
export type AnalyticsRow = {
  value: string;
  /** What staff read: a channel's name, "(direct)" spelt out; else the value itself. */
  label: string;
  visitors: number;
  pageviews: number;
  visits: number;
  /** Of the dimension's whole (page views for pages and devices, visits for the rest), 0 to 1. */
  share: number;
  /** Leads credited to this value (channels and sources, by the lead's first touch); else null. */
  leads: number | null;
};

/** A form's way from the pages it is on to won business. */
export type FunnelRow = {
  type: string;
  label: string;
  /** Visitors who saw any page this form is on, each once a day (as the totals count visitors). */
  pageVisitors: number;
  /** Visitors who started filling it in. */
  starts: number;
  leads: number;
  /** Leads now Qualified, Proposal or Won. */
  qualified: number;
  won: number;
};

/** A campaign's visitors and what its leads became. */
export type CampaignRow = {
  /** The `utm_campaign`, or "(none)" (leads from a channel without one), or "unknown" (no visit matched). */
  campaign: string;
  label: string;
  /** Visitors who arrived through it; null where no visit stands behind the row. */
  visitors: number | null;
  leads: number;
  byKind: Record<string, number>;
  conversion: number | null;
  qualified: number;
  won: number;
};

export type AnalyticsDay = { date: string; visitors: number; pageviews: number; leads: number };

export type AnalyticsReportView = {
  timeZone: string;
  today: string;
  range: ReportRange;
  previous: { from: string; to: string };
  totals: AnalyticsTotals;
  previousTotals: AnalyticsTotals;
  days: Array<AnalyticsDay>;
  pages: Array<AnalyticsRow>;
  entryPages: Array<AnalyticsRow>;
  channels: Array<AnalyticsRow>;
  sources: Array<AnalyticsRow>;
  campaigns: Array<AnalyticsRow>;
  devices: Array<AnalyticsRow>;
  funnels: Array<FunnelRow>;
  campaignTable: Array<CampaignRow>;
  /** The lead kinds, in the registry's order: the campaign table's columns. */
  kinds: Array<{ type: string; label: string; plural: string }>;
};

/** One visit start as a lead's page shows it. */
export type TouchSummary = {
  at: string;
  channelLabel: string;
  source: string;
  medium: string | null;
  campaign: string | null;
  referrerDomain: string | null;
  landingPage: string;
  clickIdType: string | null;
};

/**
 * Where a lead came from: its first touch's channel, source and campaign, and both touches.
 * `known: false` when no visit matched (the visitor blocked the tracker, or came before it ran).
 */
/** What staff read for a lead no visit matched: the fact, and the two usual reasons. */
export const unknownSourceText =
  "Unknown: no visit matched this lead (the visitor blocked the tracker, or came before it ran)";

export type LeadSourceView = {
  known: boolean;
  channelLabel: string;
  source: string;
  campaign: string | null;
  first: TouchSummary | null;
  last: TouchSummary | null;
};
