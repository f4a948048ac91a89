// The JavaScript a page loads before it is interactive: every script and
// modulepreload its prerendered HTML names, measured gzip-compressed.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export function htmlFileFor(clientDir, route) {
  return route === "/" ? path.join(clientDir, "index.html") : path.join(clientDir, route, "index.html");
}

export function firstLoadJsBytes(clientDir, route) {
  const html = readFileSync(htmlFileFor(clientDir, route), "utf8");
  const urls = new Set();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) urls.add(match[1]);
  let total = 0;
  for (const url of urls) {
    const file = path.join(clientDir, url);
    total += existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file), { level: 9 }).length;
  }
  // Inline scripts (the router's context) count too; JSON-LD is data, not JavaScript.
  for (const match of html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)) total += gzipSync(match[1]).length;
  return total;
}
