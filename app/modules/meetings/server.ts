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
export {
  cancelFromDesk,
  giveHostFromDesk,
  markOutcomeFromDesk,
  rescheduleFromDesk,
  rescheduleInput,
} from "./server/appointment-actions";
export { makeCalendarFeed, revokeFeedFromDesk } from "./server/calendar-feed-actions";
export { closeDayFromDesk, closedDayInput, importClosedDays, reopenDayFromDesk } from "./server/closed-day-actions";
export { addDayOffFromDesk, removeDayOffFromDesk, saveHostFromDesk } from "./server/host-actions";
export { appointmentsPage, hostsPage } from "./server/desk-views";
export { bookingView, hostNames } from "./server/booking-view";
