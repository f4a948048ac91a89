import { useCallback, useEffect, useRef, useState } from "react";
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
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const request = ++latest.current;
    setLoading(true);
    const next = await loadAvailability();
    // A slower, older answer must not overwrite a newer one.
    if (request !== latest.current) return;
    setAvailability(next);
    setLoading(false);
  }, []);

  useEffect(() => {
    if (open) void refresh();
  }, [open, refresh]);

  return { availability, loading, refresh };
}
