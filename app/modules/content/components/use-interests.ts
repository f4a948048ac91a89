import { useCallback, useEffect, useState } from "react";
import { defaultInterests, type InterestLists } from "#app/modules/content/schemas/recommendation-calls-basics";
import { readStoredInterests, storeInterests } from "./local-store";

/**
 * The visitor's interests: docs/product.md's defaults in the prerendered page, then (once the page runs)
 * what this browser kept from an earlier visit. `restored` tells when that has happened, so the
 * first request asks with the visitor's own interests rather than the defaults and then again.
 */
export function useInterests(): {
  interests: InterestLists;
  restored: boolean;
  update: (next: InterestLists) => void;
} {
  const [interests, setInterests] = useState<InterestLists>(defaultInterests);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const stored = readStoredInterests();
    if (stored) setInterests(stored);
    setRestored(true);
  }, []);
  const update = useCallback((next: InterestLists) => {
    setInterests(next);
    storeInterests(next);
  }, []);
  return { interests, restored, update };
}
