export { contentClientMessages } from "./schemas/recommendation-calls-basics";
export {
  contentHref,
  type ContentSuggestion,
  type ContentType,
  contentTypes,
  defaultInterests,
  type UserInterests,
} from "./schemas/recommendation-calls";
