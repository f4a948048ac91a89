export { isMeetingOutcome, type MeetingOutcome, meetingOutcomes } from "./lib/meeting-outcomes";
