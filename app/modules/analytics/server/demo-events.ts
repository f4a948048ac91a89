import { addCalendarDays, slotStart, todayIn, weekdayOf } from "#app/lib/booking-slots";
import type { LeadType } from "#app/lib/leads/lead-kinds";
import { generator } from "#app/lib/seeded-random";
import { attributionOfEntries, type LeadAttribution } from "./attribution";
import { classifiedTouches, formsOn, pageWeights, type ClassifiedTouch, type Weighted } from "./demo-site";
import type { StoredEvent } from "./event-store";
import type { Device } from "./user-agent";

/**
 * Demo analytics events (`npm run seed -- --events N`): visitors arriving over the last days by
 * the site's channels, reading a few pages, some starting a form. Pure: the same options always
 * make the same events; demo-events-seed.ts writes them. About one event in four comes from a new
 * visitor key, four in ten page views start a visit, as the endpoint would store them.
 */

export type DemoEvent = Omit<StoredEvent, "id">;

/** A form start and the attribution a lead sent from it would get. */
export type DemoFormStart = { form: LeadType; at: Date; attribution: LeadAttribution };

/** One visitor key's events, oldest first, and its form starts. */
export type DemoVisitor = { events: Array<DemoEvent>; formStarts: Array<DemoFormStart> };

export type DemoEventOptions = { events: number; now: Date; timeZone: string; days?: number; seed?: number };

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** Share of visitors who accepted all cookies: their key lasts across days, the others' for a day. */
const consentedShare = 0.35;
/** Page views after the entry, exponential with this mean before rounding down: 40% bounce, 2.5 views a visit. */
const extraViewsMean = 1.96;
const maxViewsPerVisit = 30;
/** A consenting visitor's later visits: how many on average, and the mean days between them. */
const laterVisitsMean = 1.8;
const daysBetweenVisits = 6;
/** A visitor without consent comes back the same day this often (the same key until UTC midnight). */
const sameDayReturn = 0.15;
/** A later visit arrives directly this often (a bookmark, the address typed). */
const directReturn = 0.5;

const devices: Weighted<Device> = [
  ["desktop", 58],
  ["mobile", 36],
  ["tablet", 6],
];

// Local hours: quiet at night, busiest late morning and afternoon.
const hourWeights = [1, 0.6, 0.4, 0.3, 0.3, 0.5, 1, 2, 4, 6, 7, 7.5, 7, 7, 7.5, 7, 6.5, 5.5, 4.5, 4, 3.5, 3, 2.5, 1.5];

type Random = ReturnType<typeof generator>;

/** A weighted choice by binary search over the running sums. */
function picker<T>(items: Weighted<T>): (random: Random) => T {
  const sums: Array<number> = [];
  let total = 0;
  for (const [, weight] of items) sums.push((total += weight));
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = sums.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((sums[mid] ?? 0) > target) high = mid;
      else low = mid + 1;
    }
    return (items[low] as readonly [T, number])[0];
  };
}

const pickPage = picker(pageWeights);
const pickDevice = picker(devices);
const pickHour = picker(hourWeights.map((weight, hour) => [hour, weight] as const));
const pickTouch = picker(classifiedTouches);
const direct = classifiedTouches[0]?.[0] as ClassifiedTouch;
const landingPickers = new Map(classifiedTouches.map(([touch]) => [touch, touch.landings && picker(touch.landings)]));

function hex(random: Random, length: number): string {
  let text = "";
  while (text.length < length)
    text += Math.floor(random.next() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, "0");
  return text.slice(0, length);
}

function exponential(random: Random, mean: number): number {
  return -Math.log(1 - random.next()) * mean;
}

/** A way of arriving at `at`: a campaign only while it ran. */
function touchAt(random: Random, at: number, now: number): ClassifiedTouch {
  const daysAgo = (now - at) / dayMs;
  for (let attempt = 0; attempt < 8; attempt++) {
    const touch = pickTouch(random);
    if (!touch.days || (daysAgo <= touch.days[0] && daysAgo >= touch.days[1])) return touch;
  }
  return direct;
}

/** The click id an ad network appends: opaque, different for every click. */
function clickIdOf(random: Random, touch: ClassifiedTouch): string | null {
  return touch.touch.clickIdType ? `${touch.touch.clickIdType === "gclid" ? "Cj0KCQ" : ""}${hex(random, 24)}` : null;
}

/**
 * Visitors until `events` events are made (the last one cut short), arriving over the `days` days
 * up to `now` (90 by default): more on weekdays, a little more each week, by the hour of the
 * business time zone.
 */
export function* demoVisitors(options: DemoEventOptions): Generator<DemoVisitor> {
  const random = generator(options.seed ?? 20_261_126);
  const now = options.now.getTime();
  const days = options.days ?? 90;
  const today = todayIn(options.timeZone, options.now);
  const dayStarts: Array<readonly [number, number]> = [];
  for (let ago = 0; ago < days; ago++) {
    const day = addCalendarDays(today, -ago);
    const weekend = [0, 6].includes(weekdayOf(day));
    // A fifth more traffic now than at the start; weekends half as busy; today only so far.
    const weight = (weekend ? 0.5 : 1) * (1 + (0.2 * (days - ago)) / days) * (ago === 0 ? 0.5 : 1);
    dayStarts.push([slotStart(day, 0, options.timeZone).getTime(), weight] as const);
  }
  const pickDay = picker(dayStarts);
  /** A time of a random day; today's may not be later than now. */
  const visitStart = () => {
    for (let attempt = 0; attempt < 8; attempt++) {
      const at = pickDay(random) + pickHour(random) * hourMs + random.next() * hourMs;
      if (at <= now) return at;
    }
    return now - random.next() * hourMs;
  };

  let made = 0;
  while (made < options.events) {
    const consented = random.next() < consentedShare;
    const visitorKey = `${consented ? "c" : "d"}:${hex(random, 32)}`;
    const device = pickDevice(random);
    const events: Array<DemoEvent> = [];
    const entries: Array<DemoEvent> = [];
    const formStarts: Array<DemoFormStart & { index: number }> = [];
    const event = (at: number, fields: Partial<DemoEvent>): DemoEvent => ({
      at: new Date(at),
      visitorKey,
      consented,
      type: "pageview",
      path: "/",
      form: null,
      entry: false,
      channel: null,
      source: null,
      referrerDomain: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      clickIdType: null,
      clickId: null,
      device,
      pageKey: null,
      ...fields,
    });

    const visits = consented
      ? 1 + Math.floor(exponential(random, laterVisitsMean))
      : random.next() < sameDayReturn
        ? 2
        : 1;
    let at = visitStart();
    const firstDay = new Date(at).toISOString().slice(0, 10);
    for (let visit = 0; visit < visits && at <= now; visit++) {
      const touch = visit > 0 && random.next() < directReturn ? direct : touchAt(random, at, now);
      const landing = landingPickers.get(touch)?.(random) ?? pickPage(random);
      const entry = event(at, {
        path: landing,
        entry: true,
        channel: touch.channel,
        source: touch.source,
        ...touch.touch,
        clickId: clickIdOf(random, touch),
      });
      events.push(entry);
      entries.push(entry);
      const views = 1 + Math.min(maxViewsPerVisit - 1, Math.floor(exponential(random, extraViewsMean)));
      let path = landing;
      for (let view = 0; view < views; view++) {
        if (view > 0) {
          at += (10 + random.next() * 170) * 1000;
          if (at > now) break;
          let next = pickPage(random);
          if (next === path) next = pickPage(random);
          path = next;
          events.push(event(at, { path }));
        }
        for (const [form, chance] of formsOn(path)) {
          if (random.next() >= chance) continue;
          at += (5 + random.next() * 85) * 1000;
          if (at > now) break;
          events.push(event(at, { type: "form_start", path, form }));
          formStarts.push({ form, at: new Date(at), attribution: attributionOfEntries(entries), index: events.length });
          break;
        }
      }
      // The next visit: days later with a lasting key; hours later, the same UTC day, without one.
      at += consented
        ? Math.max(30 * minuteMs, exponential(random, daysBetweenVisits * dayMs))
        : (1 + random.next() * 4) * hourMs;
      if (!consented && new Date(at).toISOString().slice(0, 10) !== firstDay) break;
    }

    const kept = Math.min(events.length, options.events - made);
    made += kept;
    yield {
      events: events.slice(0, kept),
      formStarts: formStarts.filter((start) => start.index <= kept).map(({ index: _, ...start }) => start),
    };
  }
}
