export { isMeetingOutcome, type MeetingOutcome, meetingOutcomes } from "./lib/meeting-outcomes";
export { meetingOutcomeSchema } from "./schemas/meeting-outcome";
