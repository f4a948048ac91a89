import { useCallback, useEffect, useState } from "react";
import type { ContentSuggestion } from "#app/modules/content/schemas/recommendation-calls";
import { readSavedItems, savedItemKey, storeSavedItems, type SavedItem } from "./local-store";

/** Items the visitor saved, kept in this browser across visits (never sent anywhere). */
export function useSavedItems(): {
  saved: Array<SavedItem>;
  isSaved: (item: Pick<ContentSuggestion, "id" | "type">) => boolean;
  toggle: (item: ContentSuggestion | SavedItem) => void;
} {
  const [saved, setSaved] = useState<Array<SavedItem>>([]);
  useEffect(() => setSaved(readSavedItems()), []);
  const isSaved = useCallback(
    (item: Pick<ContentSuggestion, "id" | "type">) => saved.some((s) => savedItemKey(s) === savedItemKey(item)),
    [saved],
  );
  const toggle = useCallback((item: ContentSuggestion | SavedItem) => {
    // Read again: another tab may have saved something since this one loaded.
    const current = readSavedItems();
    const key = savedItemKey(item);
    const next = current.some((s) => savedItemKey(s) === key)
      ? current.filter((s) => savedItemKey(s) !== key)
      : [...current, { id: item.id, type: item.type, title: item.title, url: item.url ?? null }];
    storeSavedItems(next);
    setSaved(next);
  }, []);
  return { saved, isSaved, toggle };
}
