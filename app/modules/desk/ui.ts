export { loader as boardPageLoader } from "./desk/board";
export { loader as contactPageLoader } from "./desk/contact";
export { loader as dashboardPageLoader } from "./desk/dashboard";
export { loader as inboxPageLoader } from "./desk/inbox";
export { loader as leadPageLoader } from "./desk/lead";
export { loader as searchPageLoader } from "./desk/search";
export * as leadPage from "./desk/lead";
