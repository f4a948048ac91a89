import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
  useRef,
  type ComponentType,
  type ReactNode,
} from "react";
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
 * Resolves when the island nears the viewport or is pressed, or when `state.loadNow()` is called; at
 * once when it is not in the document, or when it was mounted by the browser rather than hydrated
 * (a page reached by client-side navigation: its code is wanted now, and an element of that name
 * still in the document belongs to the page being left).
 */
function whenWanted(name: string, eager: boolean, state: IslandState): Promise<void> {
  return new Promise((resolve) => {
    state.loadNow = resolve;
    const island = islandElement(name);
    if (eager || state.mountedByClient || !island || island.hasAttribute("data-island-wanted")) return resolve();
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

/** One island's state: how to ask for its code now, the HTML the server wrote for it (kept
 * while the prerendered page is on screen). */
type IslandState = { loadNow: () => void; serverHtml: string | null; mountedByClient: boolean };

/**
 * What stands in while the island's code is on its way. During hydration React keeps the server's
 * HTML and this never shows. But an update reaching the island first (a same-page link such as
 * `#newsletter` re-renders the route, and context changes reach even boundaries still waiting)
 * makes React drop that HTML: the same HTML is put back here, so the section neither vanishes nor
 * moves, and its code is asked for at once (it would otherwise wait for a box that is gone). A page
 * reached by client-side navigation has no server HTML: the caller's fallback shows instead.
 */
function StandIn({ state, html }: { state: IslandState; html: string }) {
  useEffect(() => state.loadNow(), [state]);
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Notes how the island came to be: hydrated from the prerendered page (then its server HTML is
 * kept for the stand-in) or mounted by the browser after a client-side navigation. Returns the
 * server HTML, or null.
 */
function keepServerHtml(state: IslandState, name: string, mountedByClient: boolean): string | null {
  state.mountedByClient = mountedByClient;
  if (!mountedByClient && state.serverHtml === null && typeof document !== "undefined") {
    state.serverHtml = islandElement(name)?.innerHTML ?? null;
  }
  return mountedByClient ? null : state.serverHtml;
}

/** Set on an island's element once React has mounted it (hydrated or rendered in the browser). */
const mountedAttribute = "data-island-mounted";

/**
 * Whether the island is being hydrated from the prerendered page: its element is in the document
 * and nothing has mounted it yet. A page rendered after a client-side navigation has no element of
 * its own yet; one of that name still in the document belongs to the page being left, which marked
 * it when it mounted.
 */
function isHydrating(name: string): boolean {
  const island = islandElement(name);
  return island !== null && !island.hasAttribute(mountedAttribute);
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
  const state: IslandState = { loadNow: () => {}, serverHtml: null, mountedByClient: false };
  const Lazy = lazy(() =>
    whenWanted(name, eager, state)
      .then(load)
      .then((component) => ({ default: component })),
  );
  function Island({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    // Decided at the first render: hydrating the prerendered page, or mounted after a navigation.
    const [mountedByClient] = useState(() => typeof document !== "undefined" && !isHydrating(name));
    const serverHtml = keepServerHtml(state, name, mountedByClient);
    // Mounted after a navigation: its code is wanted now, also when an earlier visit left it waiting
    // for a box that is gone. Leaving the page: its server HTML is no longer this island's.
    const element = useRef<HTMLDivElement>(null);
    useLayoutEffect(() => element.current?.setAttribute(mountedAttribute, ""), []);
    useEffect(() => {
      if (mountedByClient) state.loadNow();
      return () => {
        state.serverHtml = null;
      };
    }, [mountedByClient]);
    const pending = serverHtml === null ? fallback : <StandIn state={state} html={serverHtml} />;
    return (
      <div ref={element} {...{ [islandAttribute]: name }} className="contents">
        <Suspense fallback={pending}>
          <Lazy {...(props as P)} />
          <IslandReady name={name} />
        </Suspense>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  // A boundary still waiting for its code loses its server HTML to any update that reaches it, so a
  // parent's re-render (which hands over a new `fallback` element each time) stops here unless a
  // prop that matters changed.
  return memo(Island, (before, after) => {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    keys.delete("fallback");
    return [...keys].every((key) => Object.is(before[key as keyof typeof before], after[key as keyof typeof after]));
  }) as unknown as ComponentType<P & { fallback?: ReactNode }>;
}
