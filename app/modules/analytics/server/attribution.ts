import type { Channel, ClickIdType } from "./channel";
import type { EventStore, StoredEvent } from "./event-store";

/** One visit start as a lead keeps it. */
export type TouchView = {
  at: string;
  channel: Channel;
  source: string;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
  referrerDomain: string | null;
  landingPage: string;
  clickIdType: ClickIdType | null;
};

/**
 * Where a lead came from (docs/product.md#analytics): credited to the first touch; the last touch
 * is the latest visit start that was not direct (the latest of all when every one was). A lead
 * whose request matched no visit is 'unknown', never 'direct'.
 */
export type LeadAttribution = {
  channel: Channel | "unknown";
  source: string;
  campaign: string | null;
  first: TouchView | null;
  last: TouchView | null;
  /** The visitor keys that matched: erasing the person removes their events. */
  visitorKeys: Array<string>;
};

export const unknownAttribution: LeadAttribution = {
  channel: "unknown",
  source: "unknown",
  campaign: null,
  first: null,
  last: null,
  visitorKeys: [],
};

/** How far back a consenting visitor's first touch is looked for. */
export const attributionWindowDays = 365;

/** What attribution reads of a visit start. */
export type EntryFields = Pick<
  StoredEvent,
  | "at"
  | "visitorKey"
  | "channel"
  | "source"
  | "utmMedium"
  | "utmCampaign"
  | "utmTerm"
  | "utmContent"
  | "referrerDomain"
  | "path"
  | "clickIdType"
>;

function touchOf(event: EntryFields): TouchView {
  return {
    at: event.at.toISOString(),
    channel: (event.channel ?? "direct") as Channel,
    source: event.source ?? "(direct)",
    medium: event.utmMedium,
    campaign: event.utmCampaign,
    term: event.utmTerm,
    content: event.utmContent,
    referrerDomain: event.referrerDomain,
    landingPage: event.path,
    clickIdType: event.clickIdType as ClickIdType | null,
  };
}

/** The attribution of a lead sent by a browser with these visitor keys. */
export async function attributionOf(
  store: EventStore,
  visitorKeys: Array<string>,
  now: Date,
): Promise<LeadAttribution> {
  const since = new Date(now.getTime() - attributionWindowDays * 86_400_000);
  return attributionOfEntries(await store.entriesOf(visitorKeys, since));
}

/** The attribution given by visit starts, oldest first (kept apart for demo data, which has them in memory). */
export function attributionOfEntries(entries: ReadonlyArray<EntryFields>): LeadAttribution {
  const first = entries[0];
  if (!first) return unknownAttribution;
  const last = entries.findLast((event) => event.channel !== "direct") ?? entries.at(-1) ?? first;
  return {
    channel: (first.channel ?? "direct") as Channel,
    source: first.source ?? "(direct)",
    campaign: first.utmCampaign,
    first: touchOf(first),
    last: touchOf(last),
    visitorKeys: [...new Set(entries.map((event) => event.visitorKey))],
  };
}
