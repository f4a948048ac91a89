import { expect, test } from "vitest";
import { closedDaysFromIcs } from "./holiday-calendar";

const calendar = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Holidays//EN",
  "BEGIN:VEVENT",
  "DTSTART;VALUE=DATE:20251002",
  "DTEND;VALUE=DATE:20251003",
  "SUMMARY:Gandhi Jayanti",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART;VALUE=DATE:20251020",
  "DTEND;VALUE=DATE:20251023",
  "SUMMARY:Diwali\\, three days",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART:20251225T000000Z",
  "SUMMARY:Christmas Day with a summary folded",
  "  over two lines",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "SUMMARY:No start date",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "DTSTART;VALUE=DATE:20250101",
  "DTEND;VALUE=DATE:20250601",
  "SUMMARY:A whole season is not a holiday",
  "END:VEVENT",
  "END:VCALENDAR",
].join("\r\n");

test("an .ics file's events become closed dates with their summaries; multi-day events cover each day, DTEND exclusive", () => {
  expect(closedDaysFromIcs(calendar)).toEqual([
    { date: "2025-10-02", reason: "Gandhi Jayanti" },
    { date: "2025-10-20", reason: "Diwali, three days" },
    { date: "2025-10-21", reason: "Diwali, three days" },
    { date: "2025-10-22", reason: "Diwali, three days" },
    { date: "2025-12-25", reason: "Christmas Day with a summary folded over two lines" },
  ]);
});

test("what is not a calendar gives no date, and impossible dates are left out", () => {
  expect(closedDaysFromIcs("")).toEqual([]);
  expect(closedDaysFromIcs("<html>not a calendar</html>")).toEqual([]);
  expect(closedDaysFromIcs("BEGIN:VEVENT\nDTSTART;VALUE=DATE:20250230\nEND:VEVENT")).toEqual([]);
});
