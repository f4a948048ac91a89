// The JavaScript a page loads before it is interactive, measured gzip-compressed: every module
// its prerendered HTML names (script tags and the module script's imports) and, transitively,
// every module those import statically. Lazy chunks (dynamic imports inside modules) do not count.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export function htmlFileFor(clientDir, route) {
  return route === "/" ? path.join(clientDir, "index.html") : path.join(clientDir, route, "index.html");
}

function gzipBytes(file) {
  return existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Static imports of a built chunk (`import{a}from"./x.js"`, `import"./x.js"`), as /assets/ URLs. */
function staticImports(clientDir, url) {
  const code = readFileSync(path.join(clientDir, url), "utf8");
  const found = [];
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) {
    found.push(path.posix.join(path.posix.dirname(url), match[1]));
  }
  return found;
}

export function firstLoadJsBytes(clientDir, route) {
  const html = readFileSync(htmlFileFor(clientDir, route), "utf8");
  const pending = [];
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.js)"/g))
    pending.push(match[1]);
  const inlineScripts = [
    ...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => m[1]);
  // The module script imports the route modules and the client entry; the router's context
  // (another inline script) names every route's chunks only as data, so it is not scanned.
  for (const match of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const imported of match[1].matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\/assets\/[^"']+\.js)["']/g))
      pending.push(imported[1]);
  }
  const seen = new Set();
  while (pending.length) {
    const url = pending.pop();
    if (seen.has(url)) continue;
    seen.add(url);
    pending.push(...staticImports(clientDir, url));
  }
  let total = 0;
  for (const url of seen) total += gzipBytes(path.join(clientDir, url));
  // Inline scripts (the router's context) count too; JSON-LD is data, not JavaScript.
  for (const script of inlineScripts) total += gzipSync(script).length;
  return total;
}
