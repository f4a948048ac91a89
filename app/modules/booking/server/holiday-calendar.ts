import { addCalendarDays, isSupportedDate } from "#app/lib/booking-slots";
import type { ClosedDay } from "./closed-days";

/** At most this many dates come from one file (a year's public holidays are a few dozen). */
export const maxImportedDays = 400;
/** An event longer than this many days is not a holiday (a whole-season event): it is left out. */
const maxEventDays = 31;

/** RFC 5545 §3.1: a line starting with a space or a tab continues the one before. */
function unfold(text: string): Array<string> {
  return text
    .replace(/\r\n/g, "\n")
    .replace(/\n[ \t]/g, "")
    .split("\n");
}

/** `20250314`, `20250314T000000Z` or `20250314T090000` to `2025-03-14` (the date the event names). */
function dateOf(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(value.trim());
  if (!match) return null;
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  return isSupportedDate(date) ? date : null;
}

function unescapeText(value: string): string {
  return value
    .replace(/\\n/gi, " ")
    .replace(/\\([,;\\])/g, "$1")
    .trim();
}

/**
 * The dates of an `.ics` calendar's events (a country's public holidays, as calendar services
 * publish them): each event's DTSTART date, and for an event over several days every date up to
 * its DTEND, which is exclusive. The SUMMARY becomes the reason. Anything else in the file is
 * ignored; a file with no event gives no date.
 */
export function closedDaysFromIcs(text: string): Array<ClosedDay> {
  const days = new Map<string, string>();
  let event: { start?: string | null; end?: string | null; summary?: string } | null = null;
  for (const line of unfold(text)) {
    const colon = line.indexOf(":");
    const name = (colon < 0 ? line : line.slice(0, colon)).split(";")[0]?.trim().toUpperCase();
    const value = colon < 0 ? "" : line.slice(colon + 1);
    if (name === "BEGIN" && value.trim().toUpperCase() === "VEVENT") event = {};
    else if (event && name === "DTSTART") event.start = dateOf(value);
    else if (event && name === "DTEND") event.end = dateOf(value);
    else if (event && name === "SUMMARY") event.summary = unescapeText(value).slice(0, 200);
    else if (event && name === "END" && value.trim().toUpperCase() === "VEVENT") {
      const { start, end, summary = "" } = event;
      event = null;
      if (!start) continue;
      const dates = [start];
      for (let date = addCalendarDays(start, 1); end && date < end && dates.length <= maxEventDays;) {
        dates.push(date);
        date = addCalendarDays(date, 1);
      }
      if (dates.length > maxEventDays) continue;
      for (const date of dates) if (!days.has(date) && days.size < maxImportedDays) days.set(date, summary);
    }
  }
  return [...days].map(([date, reason]) => ({ date, reason })).sort((a, b) => a.date.localeCompare(b.date));
}
