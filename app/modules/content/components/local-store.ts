import type { ContentSuggestion } from "#app/modules/content/schemas/recommendation-calls";
import { contentTypes, type InterestLists } from "#app/modules/content/schemas/recommendation-calls-basics";
import { cleanInterests } from "./interest-rules";

/**
 * What the page keeps in this browser's local storage, and nowhere else: the visitor's interests
 * and the items they saved. Storage can be full or blocked (private windows): reads then give
 * nothing and writes are skipped, and the page works for this visit.
 */
const interestsKey = "recommendations:interests";
const savedKey = "recommendations:saved";

/** A saved item: enough to show and open it again later. */
export type SavedItem = Pick<ContentSuggestion, "id" | "type" | "title"> & { url: string | null };

function read(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: the choice holds for this visit only.
  }
}

export function readStoredInterests(): InterestLists | null {
  return cleanInterests(read(interestsKey));
}

export function storeInterests(interests: InterestLists): void {
  write(interestsKey, interests);
}

export function savedItemKey(item: Pick<ContentSuggestion, "id" | "type">): string {
  return `${item.type}:${item.id}`;
}

export function readSavedItems(): Array<SavedItem> {
  const value = read(savedKey);
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is SavedItem =>
      !!entry &&
      typeof entry === "object" &&
      typeof entry.id === "string" &&
      contentTypes.includes(entry.type) &&
      typeof entry.title === "string" &&
      // Only web addresses open from a saved item, whatever was written into storage.
      (entry.url === null || (typeof entry.url === "string" && /^https?:\/\//.test(entry.url))),
  );
}

export function storeSavedItems(items: Array<SavedItem>): void {
  write(savedKey, items);
}
