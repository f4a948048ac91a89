import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import { cspForHtml } from "./csp";

type StaticFile = {
  body: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** Prerendered pages carry the hashes of their own inline scripts. */
  csp?: string;
};

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".data": "text/x-script",
};

function walk(dir: string): Array<string> {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

function readSibling(file: string, suffix: string): Buffer | undefined {
  return existsSync(file + suffix) ? readFileSync(file + suffix) : undefined;
}

/** URL paths a file answers: `/blog/index.html` serves `/blog` and `/blog/`. */
function urlPathsFor(relative: string): Array<string> {
  const url = `/${relative.split(path.sep).join("/")}`;
  if (url === "/index.html") return ["/"];
  if (url.endsWith("/index.html")) {
    const dir = url.slice(0, -"/index.html".length);
    return [dir, `${dir}/`];
  }
  return [url];
}

/** Reads the built client (assets and prerendered pages) into memory once, at start. */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(root)) return files;
  for (const full of walk(root)) {
    if (full.endsWith(".br") || full.endsWith(".gz")) continue;
    const relative = path.relative(root, full);
    const ext = path.extname(full);
    const body = readFileSync(full);
    const type = types[ext] ?? "application/octet-stream";
    const hashedAsset = relative.startsWith(`assets${path.sep}`);
    const file: StaticFile = {
      body,
      brotli: readSibling(full, ".br"),
      gzip: readSibling(full, ".gz"),
      type,
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
      cacheControl: hashedAsset
        ? "public, max-age=31536000, immutable"
        : ext === ".html" || ext === ".data"
          ? "no-cache"
          : "public, max-age=3600",
      csp: ext === ".html" ? cspForHtml(body.toString("utf8")) : undefined,
    };
    for (const urlPath of urlPathsFor(relative)) files.set(urlPath, file);
  }
  return files;
}

function pickEncoding(file: StaticFile, acceptEncoding: string): { body: Buffer; encoding?: "br" | "gzip" } {
  if (file.brotli && /\bbr\b/.test(acceptEncoding)) return { body: file.brotli, encoding: "br" };
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return { body: file.gzip, encoding: "gzip" };
  return { body: file.body };
}

/** Serves built files with precompressed bodies, ETags and long caching for hashed assets. */
export function serveStaticFiles(files: Map<string, StaticFile>): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const file = files.get(c.req.path);
    if (!file) return next();
    const headers = new Headers({
      "Content-Type": file.type,
      "Cache-Control": file.cacheControl,
      ETag: file.etag,
      Vary: "Accept-Encoding",
    });
    if (file.csp) headers.set("Content-Security-Policy", file.csp);
    if (c.req.header("if-none-match") === file.etag) return new Response(null, { status: 304, headers });
    const { body, encoding } = pickEncoding(file, c.req.header("accept-encoding") ?? "");
    if (encoding) headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
  };
}
