import type { ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";

const mounted: Array<{ root: Root; container: HTMLElement }> = [];

/**
 * Renders `ui` into the test page's body inside a router (for its links), as the client would after
 * hydration; unmounted after the test.
 */
export async function render(ui: ReactNode): Promise<HTMLElement> {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(<MemoryRouter>{ui}</MemoryRouter>));
  mounted.push({ root, container });
  return container;
}

/** Unmounts what `render` mounted and clears what the sections kept in storage. */
export function cleanup(): void {
  for (const { root, container } of mounted.splice(0)) {
    root.unmount();
    container.remove();
  }
  document.body.innerHTML = "";
  window.localStorage.clear();
}
