import { createHash } from "node:crypto";
import { changeOf, formatCount, formatPercent, rangeLabel } from "#app/modules/analytics/lib/analytics-format";
import { rangeQuery } from "#app/modules/analytics/lib/analytics-range";
import type { AnalyticsReportView } from "#app/modules/analytics/lib/analytics-views";
import { addCalendarDays, todayIn, weekdayOf, hourIn } from "#app/lib/booking-slots";
import type { Database } from "#server/db/client";
import { renderEmail, messageIdDomain, queueEmails } from "#app/modules/mail/server";
import type { Team } from "#app/modules/leads/server";
import type { EventStore } from "./event-store";
import { analyticsReport } from "./reports";

/** The hour (business time zone) of Monday's figures; a server down then sends none that week (docs/admin.md, analytics). */
const weeklyDigestHour = 9;

const monday = 1;
const topRows = 5;

function figure(label: string, current: number | null, previous: number | null, text: string): string {
  return `${label}: ${text} (${changeOf(current, previous).text} on the week before)`;
}

function lines(report: AnalyticsReportView): Array<string> {
  const { totals, previousTotals: before } = report;
  const channels = report.channels
    .slice(0, topRows)
    .map((row) => `${row.label}: ${formatCount(row.visits)} visits, ${formatCount(row.leads ?? 0)} leads`);
  const campaigns = report.campaignTable
    .filter((row) => row.visitors !== null)
    .slice(0, topRows)
    .map((row) => `${row.label}: ${formatCount(row.visitors ?? 0)} visitors, ${formatCount(row.leads)} leads`);
  return [
    [
      figure("Visitors", totals.visitors, before.visitors, formatCount(totals.visitors)),
      figure("Leads", totals.leads, before.leads, formatCount(totals.leads)),
      figure("Conversion", totals.conversion, before.conversion, formatPercent(totals.conversion)),
    ].join("\n"),
    `Top channels:\n${channels.length ? channels.join("\n") : "No visits last week."}`,
    `Top campaigns:\n${campaigns.length ? campaigns.join("\n") : "No campaign brought visitors last week."}`,
  ];
}

/**
 * The weekly analytics email (docs/product.md#analytics) to each ANALYTICS_REPORT_TO address, on
 * Mondays between 09:00 and 10:00 in the business time zone: the last seven days (Monday to
 * Sunday) against the seven before. The Message-ID is the address's and the week's, so however
 * many processes check each minute, each address gets one; no addresses, no email.
 */
export async function queueWeeklyAnalyticsDigest(
  db: Database,
  events: EventStore,
  options: { recipients: Array<string>; team: Team },
  now: Date,
): Promise<number> {
  const { recipients, team } = options;
  const today = todayIn(team.timeZone, now);
  if (recipients.length === 0 || weekdayOf(today) !== monday || hourIn(team.timeZone, now) !== weeklyDigestHour)
    return 0;
  const range = { from: addCalendarDays(today, -7), to: addCalendarDays(today, -1), days: 7, preset: null };
  const report = await analyticsReport(db, events, { range, timeZone: team.timeZone, now });
  const period = rangeLabel(range.from, range.to);
  const email = renderEmail({
    preheader: `${formatCount(report.totals.visitors)} visitors, ${formatCount(report.totals.leads)} leads`,
    heading: `The site last week, ${period}`,
    paragraphs: lines(report),
    action: { label: "Open the analytics", url: `${team.publicUrl}/admin/analytics?${rangeQuery(range)}` },
  });
  const addressKey = (address: string) => createHash("sha256").update(address.toLowerCase()).digest("hex").slice(0, 16);
  return queueEmails(
    db,
    recipients.map((recipient) => ({
      kind: "analytics.weekly-digest",
      recipient,
      subject: `Site analytics for ${period}: ${formatCount(report.totals.visitors)} visitors, ${formatCount(report.totals.leads)} leads`,
      ...email,
      messageId: `<analytics-week-${range.from}-${addressKey(recipient)}@${messageIdDomain}>`,
    })),
    now,
  );
}
