export { appointmentsView, cancelAppointment } from "./server/appointments";
export {
  activeCalendarFeeds,
  calendarFeedUrl,
  createCalendarFeed,
  feedOfToken,
  madeBy,
  meetingsCalendar,
  revokeCalendarFeed,
} from "./server/calendar-feed";
export { calendarRoutes } from "./server/calendar-routes";
export { adminHostRoutes } from "./server/host-routes";
export { hostsView } from "./server/hosts";
export { meetingCounts } from "./server/meeting-counts";
export { markMeetingOutcome } from "./server/meeting-outcome";
