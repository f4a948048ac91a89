import { afterAll, beforeAll } from "vitest";
import { startAppServer, type RunningServer } from "./app-server";

/**
 * The production server alone (no browser), for tests that read what the built site serves:
 * `html(path)` is a page's HTML, `sitemapPaths()` the paths the sitemap lists.
 */
export function useBuiltPages() {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startAppServer();
  });
  afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });
  const get = (path: string) => {
    if (!server) throw new Error("server not started");
    return fetch(server.url + path);
  };
  return {
    get,
    async html(path: string): Promise<string> {
      const response = await get(path);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      return response.text();
    },
    async sitemap(): Promise<Array<{ path: string; lastModified: string | null }>> {
      const xml = await (await get("/sitemap.xml")).text();
      return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((match) => ({
        path: new URL(match[1] ?? "").pathname,
        lastModified: match[2] ?? null,
      }));
    },
  };
}

/** The content of `<meta property|name="key">` in a page's HTML (entities of quotes and `&` undone). */
export function metaContent(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"/>`).exec(html);
  return (
    match?.[1]
      ?.replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&") ?? null
  );
}
