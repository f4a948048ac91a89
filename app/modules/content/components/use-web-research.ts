import { useCallback, useRef, useState } from "react";
import { researchWebContent } from "#app/modules/content/lib/content-client";
import { useLatestRequest } from "#app/lib/use-latest-request";
import type { ContentSuggestion } from "#app/modules/content/schemas/recommendation-calls";
import type { InterestLists } from "#app/modules/content/schemas/recommendation-calls-basics";

/** 'Research Web Content': runs on demand only; results replace the previous ones. */
export function useWebResearch(): {
  running: boolean;
  results: Array<ContentSuggestion>;
  error: string | null;
  research: (interests: InterestLists) => void;
} {
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<Array<ContentSuggestion>>([]);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const startRequest = useLatestRequest();
  const research = useCallback(
    (interests: InterestLists) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const isCurrent = startRequest();
      setRunning(true);
      setError(null);
      void researchWebContent(interests).then((outcome) => {
        inFlight.current = false;
        if (!isCurrent()) return;
        setRunning(false);
        setResults(outcome.results);
        setError(outcome.error);
      });
    },
    [startRequest],
  );
  return { running, results, error, research };
}
