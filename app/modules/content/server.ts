export { type ContentCatalogue, createContentCatalogue } from "./server/catalogue";
export { buildContentIndex, type SourceFilter } from "./server/content-index";
export { contentRoutes } from "./server/content-routes";
export { type FeedFetchOptions, refreshFeed, type RefreshResult } from "./server/feeds/ingest";
export { rankContent, toSuggestion } from "./server/recommend";
