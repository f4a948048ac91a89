import { lazy, Suspense, useEffect, useLayoutEffect, type ComponentType, type ReactNode } from "react";
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

/**
 * Resolves when the island nears the viewport or is pressed, at once when it is not in the document,
 * or when `wanted.now()` is called. Keeps the server's HTML of the island in `wanted.serverHtml`.
 */
function whenWanted(name: string, eager: boolean, wanted: Wanted): Promise<void> {
  return new Promise((resolve) => {
    wanted.now = resolve;
    const island = islandElement(name);
    if (eager || !island || island.hasAttribute("data-island-wanted")) return resolve();
    wanted.serverHtml = island.innerHTML;
    // The wrapper has no box of its own (display: contents): watch what it holds.
    const stopWatching = onceNearViewport(island.firstElementChild ?? island, nearViewportMargin, done);
    island.addEventListener("island-wanted", done, { once: true });
    function done() {
      stopWatching();
      island?.removeEventListener("island-wanted", done);
      resolve();
    }
  });
}

/** One island's loading state: how to ask for its code now, and the HTML the server wrote for it. */
type Wanted = { now: () => void; serverHtml: string | null };

/**
 * What stands in while the island's code is on its way. During hydration React keeps the server's
 * HTML and this never shows. But an update reaching the island first (a same-page link such as
 * `#newsletter` re-renders the route, and context changes reach even boundaries still waiting)
 * makes React drop that HTML: the same HTML is put back here, so the section neither vanishes nor
 * moves, and its code is asked for at once (it would otherwise wait for a box that is gone). After a
 * client-side navigation there is no server HTML: the caller's fallback shows.
 */
function StandIn({ wanted, fallback }: { wanted: Wanted; fallback: ReactNode }) {
  useEffect(() => wanted.now(), [wanted]);
  if (wanted.serverHtml === null) return fallback;
  return <div className="contents" dangerouslySetInnerHTML={{ __html: wanted.serverHtml }} />;
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
  const wanted: Wanted = { now: () => {}, serverHtml: null };
  const Lazy = lazy(() =>
    whenWanted(name, eager, wanted)
      .then(load)
      .then((component) => ({ default: component })),
  );
  function Island({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    // The server's HTML belongs to this page: forget it when the visitor leaves.
    useEffect(
      () => () => {
        wanted.serverHtml = null;
      },
      [],
    );
    return (
      <div {...{ [islandAttribute]: name }} className="contents">
        <Suspense fallback={<StandIn wanted={wanted} fallback={fallback} />}>
          <Lazy {...(props as P)} />
          <IslandReady name={name} />
        </Suspense>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
