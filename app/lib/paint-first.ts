/**
 * The page paints from its HTML and CSS before any of its JavaScript is fetched
 * (docs/hydration.md, docs/decisions/010-scripts-after-the-first-paint.md).
 *
 * React Router's `<Scripts>` (the module preload hints, the router's context and the module
 * script that imports the page's modules) is rendered inside a `<noscript>`. With scripting on, a
 * browser reads a `<noscript>`'s content as plain text: nothing in it is fetched or run, and React,
 * which treats a `<noscript>`'s children as text too, leaves it alone when it hydrates. The starter
 * right after it parses that text into live elements. Classic scripts (the router's context: data,
 * nothing to fetch) run at once, since the data the server streams after them adds to it; the rest
 * (the preload hints and the module script) is added at the end of the body once the browser
 * reports the first contentful paint (300 ms at most, for a page that paints nothing), and runs as
 * the framework wrote it. Without scripting the content is inert markup and the page works as HTML.
 */

/** The element holding the framework's scripts until the first paint. */
export const pageScriptsId = "page-scripts";

/**
 * The inline starter (its CSP hash is computed with the document's, as for every inline script).
 * Written short by hand: it is part of every page's first load.
 */
export const startScriptsAfterFirstPaint =
  "(function(){var d=document,h=d.getElementById(" +
  JSON.stringify(pageScriptsId) +
  ");if(!h)return;var r=d.createRange().createContextualFragment(h.textContent),s=0,t=setTimeout(g,300);" +
  "r.querySelectorAll('script:not([type=module])').forEach(function(e){d.body.append(e)});" +
  "function g(){s||(s=1,clearTimeout(t),d.body.append(r))}" +
  "try{new PerformanceObserver(function(l,o){l.getEntriesByName('first-contentful-paint').length&&(o.disconnect(),g())})" +
  ".observe({type:'paint',buffered:true})}catch(e){g()}})()";
