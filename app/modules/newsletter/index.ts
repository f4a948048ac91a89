export { newsletterCheckInbox } from "./schemas/newsletter";
