import { useState, type ComponentPropsWithoutRef } from "react";

/** The same object every render, so React never sees the kept HTML as changed. */
const keptAsServed = { __html: "" };

/**
 * A tab's panel. Every panel is in the server's HTML, chosen or not (search engines and find in
 * page read all of them), but the browser hydrates a panel only once it is first shown: until then
 * a hidden panel keeps the HTML the server wrote, and React makes nothing for what it holds. When
 * the visitor first chooses it, React renders it afresh in its place (a new element, so the served
 * copy goes). Hydrating the panels nobody has opened was most of a tabbed section's start-up work on
 * a slow phone (docs/hydration.md).
 */
export function TabPanel({ hidden, children, ...props }: ComponentPropsWithoutRef<"div"> & { hidden: boolean }) {
  const [opened, setOpened] = useState(!hidden);
  if (!hidden && !opened) setOpened(true);
  if (!opened && typeof document !== "undefined") {
    return (
      <div
        key="as-served"
        role="tabpanel"
        {...props}
        hidden
        dangerouslySetInnerHTML={keptAsServed}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div key="rendered" role="tabpanel" {...props} hidden={hidden}>
      {children}
    </div>
  );
}
