import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in server-rendered HTML and during hydration, true once React runs the page.
 * Lead forms keep their submit button disabled until then: a click on the prerendered
 * button would otherwise submit the form natively and put the visitor's details in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
