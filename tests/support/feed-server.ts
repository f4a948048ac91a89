import http from "node:http";
import type { AddressInfo } from "node:net";

export type FeedRoute = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export type FeedServer = {
  /** http://feeds.test:<port> — resolve `feeds.test` with `loopbackResolver`. */
  origin: string;
  port: number;
  /** Requests received, with their headers, in order. */
  requests: Array<{ path: string; headers: http.IncomingHttpHeaders }>;
  routes: Map<string, FeedRoute>;
  close: () => Promise<void>;
};

/** A feed host on 127.0.0.1 whose answers each test sets per path. */
export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, FeedRoute>();
  const requests: FeedServer["requests"] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    requests.push({ path, headers: request.headers });
    const route = routes.get(path);
    if (route) route(request, response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://feeds.test:${port}`,
    port,
    requests,
    routes,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Names the tests use, and where they point: loopback for the test servers, private ranges for the attacks. */
export const testHosts: Record<string, string> = {
  "feeds.test": "127.0.0.1",
  "other.test": "127.0.0.1",
  "intranet.test": "10.0.0.8",
  "metadata.test": "169.254.169.254",
  "mapped.test": "::ffff:127.0.0.1",
  "cgnat.test": "100.64.1.1",
};

export async function testResolver(hostname: string): Promise<Array<{ address: string; family: number }>> {
  const address = testHosts[hostname];
  if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return [{ address, family: address.includes(":") ? 6 : 4 }];
}

/** The fetcher's policy in tests: only the loopback test servers (production allows public addresses only). */
export function allowLoopbackOnly(address: string): boolean {
  return address === "127.0.0.1";
}

export function rssFeed(
  items: Array<{ title: string; link: string; description?: string; category?: string; date?: string }>,
): string {
  const entries = items
    .map(
      (item) =>
        `<item><title>${item.title}</title><link>${item.link}</link><guid>${item.link}</guid>` +
        `<description><![CDATA[<p>${item.description ?? ""}</p>]]></description>` +
        (item.category ? `<category>${item.category}</category>` : "") +
        `<pubDate>${item.date ?? "Tue, 10 Jun 2025 08:00:00 GMT"}</pubDate></item>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Hiring Weekly</title><link>https://hiring-weekly.example</link><description>News</description>${entries}</channel></rss>`;
}
