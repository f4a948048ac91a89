import { useCallback, useRef, useState } from "react";
import { researchWebContent } from "#app/lib/content-client";
import type { ContentSuggestion } from "#app/schemas/content";
import type { InterestLists } from "#app/schemas/content-basics";

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
  const research = useCallback((interests: InterestLists) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    setError(null);
    void researchWebContent(interests).then((outcome) => {
      inFlight.current = false;
      setRunning(false);
      setResults(outcome.results);
      setError(outcome.error);
    });
  }, []);
  return { running, results, error, research };
}
