import { useEffect, useState } from "react";
import { fetchContentSuggestions } from "#app/modules/content/lib/content-client";
import { useLatestRequest } from "#app/lib/use-latest-request";
import type { ContentSuggestion } from "#app/modules/content/schemas/recommendation-calls";
import type { InterestLists } from "#app/modules/content/schemas/recommendation-calls-basics";

export type SuggestionsState =
  { status: "loading" } | { status: "error"; message: string } | { status: "loaded"; items: Array<ContentSuggestion> };

/**
 * One list of suggestions, fetched when the page opens (once `enabled`), whenever the interests
 * or the count change, and when `refreshKey` changes (the Refresh control). As docs/product.md's data
 * layer: one request each time, no automatic retry, no refetch on focus, no polling. An answer
 * that arrives after a newer request started is dropped.
 */
export function useSuggestions(options: {
  interests: InterestLists;
  count: number;
  enabled: boolean;
  refreshKey: number;
}): SuggestionsState {
  const { count, enabled, refreshKey } = options;
  const interestsKey = JSON.stringify(options.interests);
  const requestKey = `${interestsKey}|${count}|${refreshKey}`;
  const [result, setResult] = useState<{ key: string; state: SuggestionsState } | null>(null);
  const startRequest = useLatestRequest();

  useEffect(() => {
    if (!enabled) return;
    const isCurrent = startRequest();
    fetchContentSuggestions({
      interests: JSON.parse(interestsKey) as InterestLists,
      count,
      includeWebContent: true,
    }).then(
      (items) => isCurrent() && setResult({ key: requestKey, state: { status: "loaded", items } }),
      (error: unknown) =>
        isCurrent() &&
        setResult({
          key: requestKey,
          state: { status: "error", message: error instanceof Error ? error.message : String(error) },
        }),
    );
  }, [enabled, interestsKey, count, requestKey, startRequest]);

  // Anything but the answer to the current request shows as loading (skeletons).
  return result && result.key === requestKey ? result.state : { status: "loading" };
}
