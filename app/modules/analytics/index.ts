export { reportRangeOf } from "./lib/analytics-range";
export {
  type AnalyticsReportView,
  type LeadSourceView,
  type TouchSummary,
  unknownSourceText,
} from "./lib/analytics-views";
export { analyticsEventSchema } from "./schemas/analytics-event";
