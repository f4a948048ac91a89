import { lazy, Suspense, useLayoutEffect, type ComponentType, type ReactNode } from "react";
import { islandAttribute, replayEarlyClicks } from "./early-clicks";
import { nearViewportMargin, onceNearViewport } from "./near-viewport";

/**
 * An island: a region of a prerendered page whose code loads on its own (docs/hydration.md).
 * The server renders it in full; in the browser React keeps that HTML until the island's chunk
 * has arrived, which happens when the region nears the viewport or the visitor presses something
 * in it, whichever comes first. Presses made before then are replayed once it runs
 * (app/lib/early-clicks.ts), so every control works from the first click.
 */

function islandElement(name: string): Element | null {
  return typeof document === "undefined" ? null : document.querySelector(`[${islandAttribute}="${name}"]`);
}

/** Resolves when the island nears the viewport or is pressed; at once when it is not in the document. */
function whenWanted(name: string, eager: boolean): Promise<void> {
  return new Promise((resolve) => {
    const island = islandElement(name);
    if (eager || !island || island.hasAttribute("data-island-wanted")) return resolve();
    // Watch the island's section: what lies inside a section that is not drawn yet (content-visibility)
    // has no fresh layout for the observer to measure. The wrapper has no box of its own (display:
    // contents), so an island that is itself a section is watched through what it holds.
    const target = island.closest("section, footer") ?? island.firstElementChild ?? island;
    const stopWatching = onceNearViewport(target, nearViewportMargin, done);
    island.addEventListener("island-wanted", done, { once: true });
    function done() {
      stopWatching();
      island?.removeEventListener("island-wanted", done);
      resolve();
    }
  });
}

/** Marks the island hydrated and replays what was pressed in it before. */
function IslandReady({ name }: { name: string }) {
  useLayoutEffect(() => {
    islandElement(name)?.setAttribute("data-island-ready", "");
    replayEarlyClicks();
  }, [name]);
  return null;
}

type IslandOptions = {
  /**
   * Load as soon as the page runs instead of near the viewport: for islands at the top of the page
   * (a form in the first screen) or small enough that waiting gains nothing.
   */
  eager?: boolean;
};

/**
 * Wraps a component into an island named `name` (unique on its page). Render the result where the
 * component would go; `fallback` shows after a client-side navigation until the code arrives.
 */
export function lazyIsland<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  { eager = false }: IslandOptions = {},
): ComponentType<P & { fallback?: ReactNode }> {
  const Lazy = lazy(() =>
    whenWanted(name, eager)
      .then(load)
      .then((component) => ({ default: component })),
  );
  function Island({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    return (
      <div {...{ [islandAttribute]: name }} className="contents">
        <Suspense fallback={fallback}>
          <Lazy {...(props as P)} />
          <IslandReady name={name} />
        </Suspense>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
