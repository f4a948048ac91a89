import { useCallback, useEffect, useState } from "react";
import { useLatestRequest } from "#app/lib/use-latest-request";
import { loadAvailability, rulesAvailability, type Availability } from "./availability";

/**
 * The booking window's free slots, asked for every time the dialog opens and again on
 * `refresh()` (after a booking fails, someone else may have taken the slot).
 */
export function useAvailability(open: boolean): {
  availability: Availability;
  loading: boolean;
  refresh: () => Promise<void>;
} {
  const [availability, setAvailability] = useState<Availability>(() => rulesAvailability());
  const [loading, setLoading] = useState(true);
  const startRequest = useLatestRequest();

  const refresh = useCallback(async () => {
    const isCurrent = startRequest();
    setLoading(true);
    const next = await loadAvailability();
    if (!isCurrent()) return;
    setAvailability(next);
    setLoading(false);
  }, [startRequest]);

  useEffect(() => {
    if (open) void refresh();
  }, [open, refresh]);

  return { availability, loading, refresh };
}
