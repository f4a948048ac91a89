import { and, asc, count, eq, gte } from "drizzle-orm";
import { z } from "zod";
import { formatLongDate, isSupportedDate, todayIn } from "#app/lib/booking-slots";
import type { HostsView } from "#app/lib/admin/views";
import { isOneLine, isTimeZone } from "#app/schemas/fields";
import type { Database } from "#server/db/client";
import { adminUsers, bookings, hostDaysOff, hosts } from "#server/db/schema";
import { activeCalendarFeeds, calendarFeedUrl, madeBy } from "./calendar-feed";
import { staffDirectory } from "#app/modules/staff/server";
import { defaultWorkingHours, isWorkSpan, type WeeklyHours } from "#app/modules/booking/server";
import { firstErrorPerField } from "#server/services/admin/desk-services";

/** Monday first, as staff read a week; the stored index is the weekday, 0 being Sunday. */
export const weekdaysInOrder = [
  { day: 1, name: "Monday" },
  { day: 2, name: "Tuesday" },
  { day: 3, name: "Wednesday" },
  { day: 4, name: "Thursday" },
  { day: 5, name: "Friday" },
  { day: 6, name: "Saturday" },
  { day: 0, name: "Sunday" },
] as const;

const timeField = z.union([z.literal(""), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)]);

const nameProblem = "Give the name visitors see, on one line of at most 80 characters.";
const urlProblem = "Enter an http:// or https:// address of at most 500 characters, or leave it empty.";
const phoneProblem = "Enter a phone number of 5 to 40 digits, spaces and + ( ) . / - characters, or leave it empty.";

/** A host's settings as the form (or a script, with the same field names) sends them. */
export const hostForm = z.object({
  displayName: z
    .string({ error: nameProblem })
    .trim()
    .min(1, { error: nameProblem })
    .max(80, { error: nameProblem })
    .refine(isOneLine, { error: nameProblem }),
  timeZone: z
    .string({ error: "Choose a time zone from the list." })
    .trim()
    .refine(isTimeZone, { error: "Choose a time zone from the list." }),
  meetingUrl: z
    .union([z.literal(""), z.url({ protocol: /^https?$/, error: urlProblem }).max(500, { error: urlProblem })], {
      error: urlProblem,
    })
    .default(""),
  meetingPhone: z
    .union([z.literal(""), z.string().regex(/^\+?[0-9 ()./-]{5,40}$/, { error: phoneProblem })], {
      error: phoneProblem,
    })
    .default(""),
  active: z.union([z.boolean(), z.literal("on"), z.literal("off")]).optional(),
  ...Object.fromEntries(
    [0, 1, 2, 3, 4, 5, 6].flatMap((day) => [
      [`start${day}`, timeField.default("")],
      [`end${day}`, timeField.default("")],
    ]),
  ),
});

export type HostSaveOutcome =
  | { saved: true }
  | { saved: false; error: "not-found" | "invalid-input" | "host-hours-invalid"; fieldErrors?: Record<string, string> };

/**
 * The week from the form's `startN`/`endN` pairs: both empty is a day off; an end of 00:00 is
 * midnight at the end of the day. Null when a day has one time without the other, or ends before it starts.
 */
function weekOf(fields: Record<string, unknown>): WeeklyHours | null {
  const week: WeeklyHours = [];
  for (let day = 0; day < 7; day++) {
    const start = String(fields[`start${day}`] ?? "");
    const end = String(fields[`end${day}`] ?? "");
    if (!start && !end) {
      week.push([]);
      continue;
    }
    const span = { start, end: end === "00:00" ? "24:00" : end };
    if (!start || !end || !isWorkSpan(span)) return null;
    week.push([span]);
  }
  return week;
}

/** Makes a member of staff a host, or changes their settings (docs/product.md#hosts). */
export async function saveHost(
  db: Database,
  staffId: string,
  fields: Record<string, unknown>,
): Promise<HostSaveOutcome> {
  const [staff] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.id, staffId));
  if (!staff) return { saved: false, error: "not-found" };
  const parsed = hostForm.safeParse(fields);
  if (!parsed.success)
    return { saved: false, error: "invalid-input", fieldErrors: firstErrorPerField(parsed.error, "displayName") };
  const workingHours = weekOf(parsed.data);
  if (!workingHours) return { saved: false, error: "host-hours-invalid" };
  const values = {
    displayName: parsed.data.displayName,
    timeZone: parsed.data.timeZone,
    meetingUrl: parsed.data.meetingUrl || null,
    meetingPhone: parsed.data.meetingPhone || null,
    // The form sends "off" then, when ticked, "on" (the last wins); a script may leave it out.
    active: parsed.data.active === undefined || parsed.data.active === true || parsed.data.active === "on",
    workingHours,
  };
  await db
    .insert(hosts)
    .values({ staffId, ...values })
    .onConflictDoUpdate({ target: hosts.staffId, set: values });
  return { saved: true };
}

/** A member of staff who is not a host yet starts with these (the form shows them filled in). */
export function newHostDefaults(email: string, timeZone: string) {
  return { displayName: email.split("@")[0] ?? email, timeZone, workingHours: defaultWorkingHours };
}

export async function isHost(db: Database, staffId: string): Promise<boolean> {
  const [host] = await db.select({ id: hosts.staffId }).from(hosts).where(eq(hosts.staffId, staffId));
  return host !== undefined;
}

export async function addHostDayOff(db: Database, staffId: string, date: string): Promise<boolean> {
  if (!isSupportedDate(date) || !(await isHost(db, staffId))) return false;
  await db.insert(hostDaysOff).values({ staffId, date }).onConflictDoNothing();
  return true;
}

export async function removeHostDayOff(db: Database, staffId: string, date: string): Promise<boolean> {
  const removed = await db
    .delete(hostDaysOff)
    .where(and(eq(hostDaysOff.staffId, staffId), eq(hostDaysOff.date, date)))
    .returning({ date: hostDaysOff.date });
  return removed.length > 0;
}

/** Every member of staff, each with their host settings (or the defaults a new host starts with). */
export async function hostsView(
  db: Database,
  options: { businessTimeZone: string; publicUrl: string; now: Date; staffEmail: string },
): Promise<HostsView> {
  const { now, businessTimeZone } = options;
  const staff = await db
    .select({ id: adminUsers.id, email: adminUsers.email, name: adminUsers.displayName, host: hosts })
    .from(adminUsers)
    .leftJoin(hosts, eq(hosts.staffId, adminUsers.id))
    .orderBy(asc(adminUsers.email));
  const makers = await staffDirectory(db);
  const upcoming = await db
    .select({ hostId: bookings.hostId, meetings: count() })
    .from(bookings)
    .where(and(eq(bookings.status, "confirmed"), gte(bookings.slotStart, now)))
    .groupBy(bookings.hostId);
  const feeds = await activeCalendarFeeds(db, "hosts");
  const members = await Promise.all(
    staff.map(async (member) => {
      const settings = member.host ?? {
        ...newHostDefaults(member.email, businessTimeZone),
        meetingUrl: null,
        meetingPhone: null,
        active: false,
      };
      const week = settings.workingHours as WeeklyHours;
      const daysOff = member.host
        ? await db
            .select({ date: hostDaysOff.date })
            .from(hostDaysOff)
            .where(and(eq(hostDaysOff.staffId, member.id), gte(hostDaysOff.date, todayIn(settings.timeZone, now))))
            .orderBy(asc(hostDaysOff.date))
        : [];
      return {
        staffId: member.id,
        email: member.email,
        name: member.name,
        isHost: member.host !== null,
        active: member.host?.active ?? false,
        displayName: settings.displayName,
        timeZone: settings.timeZone,
        meetingUrl: settings.meetingUrl ?? "",
        meetingPhone: settings.meetingPhone ?? "",
        week: weekdaysInOrder.map(({ day, name }) => {
          const span = week[day]?.[0];
          return { day, name, start: span?.start ?? "", end: span?.end === "24:00" ? "00:00" : (span?.end ?? "") };
        }),
        daysOff: daysOff.map((off) => ({ date: off.date, label: formatLongDate(off.date, settings.timeZone) })),
        upcomingMeetings: Number(upcoming.find((row) => row.hostId === member.id)?.meetings ?? 0),
        feeds: feeds
          .filter((feed) => feed.hostId === member.id)
          .map((feed) => ({
            id: feed.id,
            url: calendarFeedUrl(options.publicUrl, feed.token),
            created: formatLongDate(todayIn(businessTimeZone, feed.createdAt), businessTimeZone),
            createdBy: makers.byEmail(feed.createdBy) ?? feed.createdBy,
            mine: madeBy(feed, options.staffEmail),
          })),
      };
    }),
  );
  // The engine lists each zone once under its own name (Asia/Calcutta for Asia/Kolkata): the zones
  // in use are added, so every host's select shows the zone they have.
  const zones = new Set([...Intl.supportedValuesOf("timeZone"), businessTimeZone, ...members.map((m) => m.timeZone)]);
  return { businessTimeZone, members, timeZones: [...zones].sort() };
}
