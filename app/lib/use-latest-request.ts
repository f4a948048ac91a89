import { useCallback, useEffect, useRef } from "react";

/**
 * The one guard against stale answers for the hooks that fetch: `startRequest()` numbers a request
 * and returns `isCurrent()`, which turns false once a newer request has started or the component has
 * gone. A slower, older answer is then dropped instead of overwriting a newer one.
 */
export function useLatestRequest(): () => () => boolean {
  const latest = useRef(0);
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );
  return useCallback(() => {
    const request = ++latest.current;
    return () => request === latest.current;
  }, []);
}
