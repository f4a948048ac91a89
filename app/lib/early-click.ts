/**
 * A tap on a button before React has hydrated the page would otherwise do nothing: the
 * button is in the prerendered HTML, but its handler is not attached yet (on a slow phone
 * that is the first second or two). A tiny inline script remembers the last such button;
 * once the page is hydrated it is clicked again, so 'Request Demo' still opens the dialog.
 *
 * Only clicks before `hydrateRoot` is called are remembered: from then on React queues
 * and replays them itself, and replaying them twice would undo a toggle.
 */

type EarlyClickWindow = Window & { __earlyClick?: HTMLButtonElement | null; __hydrating?: boolean };

/** The inline script for <head>; its CSP hash is computed with the document's. */
export const earlyClickRecorder =
  "document.addEventListener('click',function(e){if(window.__hydrating)return;" +
  "var b=e.target instanceof Element&&e.target.closest('button[type=button]');if(b)window.__earlyClick=b},true)";

// app/entry.client.tsx sets `window.__hydrating` right before hydrateRoot (written there, not
// imported from here: a module shared by the entry and the root would be one more first-load file).

/** Called once the page has hydrated: replays the remembered click and marks the document. */
export function finishHydration(): void {
  const win = window as EarlyClickWindow;
  const button = win.__earlyClick;
  win.__earlyClick = null;
  // A marker for tools and browser tests: event handlers are attached from now on.
  document.documentElement.dataset.hydrated = "";
  if (button?.isConnected && !button.disabled) button.click();
}
