export { appointmentRoutes } from "./server/appointment-routes";
export { clientLimitMessage, domainLimitMessage, emailLimitMessage } from "./server/booking-limits";
export {
  activeCalendarFeeds,
  calendarFeedUrl,
  createCalendarFeed,
  feedOfToken,
  madeBy,
  meetingsCalendar,
  revokeCalendarFeed,
} from "./server/calendar-feed";
export { closeDates, listClosedDays, reopenDate } from "./server/closed-days";
export { closedDaysFromIcs } from "./server/holiday-calendar";
export { assignHost } from "./server/host-assignment";
export { defaultWorkingHours, isWorkSpan, type WeeklyHours } from "./server/host-hours";
export { type BookingManager, createBookingManager } from "./server/manage";
export { markMeetingOutcome } from "./server/meeting-outcome";
export { meetingReminders, reminderKinds } from "./server/reminders";
export { moveBooking } from "./server/reschedule";
export { newManageToken, slotTakenMessage } from "./server/schedule";
export { bookingSettings, manageUrlFor } from "./server/settings";
