/**
 * No click is lost while a page hydrates (docs/hydration.md).
 *
 * Every control is in the prerendered HTML, but its handler arrives later: the page's code when
 * React hydrates the document, a section's code when its island (app/lib/island.tsx) loads. React
 * replays a click on content it can hydrate on the spot, but drops one on a boundary still waiting
 * for code. So an inline script in <head> catches, from the first byte, every press of a button-like
 * control that nothing would handle yet: it stops the event (no native form submission either) and
 * queues the element. Once the document, then each island, is hydrated, the queued controls are
 * clicked again in order, one per task, so each click sees the state the previous one left.
 *
 * Links and form fields are left alone: they work natively, and text typed early is kept by the
 * forms themselves.
 */

/** Attribute of a lazily hydrated region; `data-island-ready` once its code runs. */
export const islandAttribute = "data-island";
const pendingIsland = "[data-island]:not([data-island-ready])";
const pressable = "button,[role=button],[role=tab],[role=switch],[role=menuitem],[role=option]";

/**
 * The inline recorder for <head> (its CSP hash is computed with the document's). A press on an
 * island also asks it to load now (`island-wanted`), whether or not it is near the viewport yet.
 */
export const earlyClickRecorder =
  "(function(){var q=window.__earlyClicks=[],r=document.documentElement;" +
  "function want(t){var i=t.closest('" +
  pendingIsland +
  "');if(i&&!i.hasAttribute('data-island-wanted')){i.setAttribute('data-island-wanted','');" +
  "i.dispatchEvent(new Event('island-wanted'))}return i}" +
  "document.addEventListener('pointerdown',function(e){if(e.target instanceof Element)want(e.target)},true);" +
  "document.addEventListener('click',function(e){var t=e.target instanceof Element&&e.target.closest('" +
  pressable +
  "');if(!t)return;var i=want(t);if(!i&&r.hasAttribute('data-hydrated'))return;" +
  "e.preventDefault();e.stopImmediatePropagation();q.push(t)},true)})()";

type EarlyClickWindow = Window & { __earlyClicks?: Array<Element> };

function isWaiting(control: Element): boolean {
  return !document.documentElement.hasAttribute("data-hydrated") || control.closest(pendingIsland) !== null;
}

function isPressable(control: Element): control is HTMLElement {
  return control instanceof HTMLElement && control.isConnected && !(control as HTMLButtonElement).disabled;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
let replaying = false;

/** Clicks again, in order, every queued control whose code now runs. Safe to call at any time. */
export function replayEarlyClicks(): void {
  const queue = (window as EarlyClickWindow).__earlyClicks;
  if (!queue || replaying) return;
  replaying = true;
  void (async () => {
    try {
      for (;;) {
        const index = queue.findIndex((control) => !control.isConnected || !isWaiting(control));
        if (index < 0) break;
        const [control] = queue.splice(index, 1);
        if (control && isPressable(control)) {
          control.click();
          await nextTask();
        }
      }
    } finally {
      replaying = false;
    }
  })();
}

/** Called once the document has hydrated: marks it (tools and tests wait for it) and replays. */
export function finishHydration(): void {
  document.documentElement.dataset.hydrated = "";
  replayEarlyClicks();
}
