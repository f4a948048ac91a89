import { unknownSourceText, type LeadSourceView, type TouchSummary } from "#app/modules/analytics";
import { DetailList } from "#app/features/admin/detail-list";
import { formatWhen } from "#app/features/admin/admin-ui";

const clickIdNames: Record<string, string> = {
  gclid: "Google Ads click (gclid)",
  msclkid: "Microsoft Advertising click (msclkid)",
  li_fat_id: "LinkedIn ad click (li_fat_id)",
  fbclid: "Facebook or Instagram link (fbclid)",
};

/** One touch on a few lines: when, where it landed, and what brought it. */
function Touch({ touch, timeZone }: { touch: TouchSummary; timeZone: string }) {
  const via = [
    touch.channelLabel,
    touch.source,
    touch.medium ? `medium ${touch.medium}` : "",
    touch.campaign ? `campaign ${touch.campaign}` : "",
  ].filter(Boolean);
  return (
    <span className="grid gap-0.5">
      <span>{formatWhen(touch.at, timeZone)}</span>
      <span className="text-ink-600">
        Landed on <code className="font-mono text-xs wrap-anywhere">{touch.landingPage}</code>
        {touch.referrerDomain ? ` from ${touch.referrerDomain}` : ""}
      </span>
      <span className="text-xs text-ink-500">{via.join(" · ")}</span>
      {touch.clickIdType ? (
        <span className="text-xs text-ink-500">{clickIdNames[touch.clickIdType] ?? touch.clickIdType}</span>
      ) : null}
    </span>
  );
}

/**
 * Where a lead's visitor came from (docs/product.md#analytics): the channel, source and campaign
 * it is credited to (the first touch), then the first and the last touch in full.
 */
export function LeadSourceDetails({ source, timeZone }: { source: LeadSourceView; timeZone: string }) {
  if (!source.known) return <p className="text-sm text-ink-600">{unknownSourceText}.</p>;
  return (
    <DetailList
      narrow
      items={[
        { label: "Channel", value: source.channelLabel },
        { label: "Source", value: source.source },
        { label: "Campaign", value: source.campaign ?? "" },
        { label: "First touch", value: source.first ? <Touch touch={source.first} timeZone={timeZone} /> : "" },
        { label: "Last touch", value: source.last ? <Touch touch={source.last} timeZone={timeZone} /> : "" },
      ]}
    />
  );
}
