export { BookingStatus, BookingTimes, CancelBooking, RescheduleBooking } from "./desk/booking-card";
export { bookingIntents } from "./desk/booking-intents";
export { MeetingOutcomeForms } from "./desk/meeting-outcome";
export { MeetingsPanel } from "./desk/meetings-panel";
