export { adminAnalyticsRoutes } from "./server/analytics-routes";
export { attributionOf, type LeadAttribution, type TouchView, unknownAttribution } from "./server/attribution";
export { type Channel, channelLabels, channelOf, sourceOf } from "./server/channel";
export { DatabaseHasEvents, seedDemoEvents } from "./server/demo-events-seed";
export { analyticsPage } from "./server/desk-report";
export { classifiedTouches, formEndpoints, formsOn, pageWeights } from "./server/demo-site";
export { eventLimiter } from "./server/event-limiter";
export { type EventStore, sqlEventStore } from "./server/event-store";
export { leadAttributionJson, leadSourceOf } from "./server/lead-source";
export { withRecentFigures } from "./server/live-figures";
export { parseLanding, referrerDomainOf } from "./server/page-url";
export { rollUpAnalytics } from "./server/rollup";
export { deviceOf, isBot } from "./server/user-agent";
export { visitorKeysOf } from "./server/visitor-keys";
export {
  consentedKey,
  consentedVisitorId,
  dailyKey,
  pageKey,
  saltBook,
  type SaltBook,
  utcDay,
  type VisitorSignals,
} from "./server/visitor";
export { queueWeeklyAnalyticsDigest } from "./server/weekly-digest";
