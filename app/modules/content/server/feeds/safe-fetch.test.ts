import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { allowLoopbackOnly, startFeedServer, testResolver, type FeedServer } from "#tests/support/feed-server";
import { FetchRefused, safeFetch, type SafeFetchOptions } from "./safe-fetch";

// Tests reach only loopback, so the guard is exercised with an injected resolver: `feeds.test` is
// the loopback server, `intranet.test`, `metadata.test` and friends resolve to addresses that must
// be refused before any connection is made (nothing is ever sent to them).

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  server.routes.clear();
  server.routes.set("/feed", (_req, res) =>
    res.writeHead(200, { "content-type": "application/rss+xml" }).end("<rss/>"),
  );
});

const testOptions: SafeFetchOptions = {
  timeoutMs: 2000,
  maxBytes: 64 * 1024,
  resolve: testResolver,
  isAllowedAddress: allowLoopbackOnly,
};

async function refusal(promise: Promise<unknown>): Promise<FetchRefused> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FetchRefused);
  return error as FetchRefused;
}

function redirectTo(location: string, status = 302) {
  return (_req: unknown, res: { writeHead: (s: number, h: Record<string, string>) => { end: () => void } }) =>
    res.writeHead(status, { location }).end();
}

test("a feed on an allowed host is fetched, with the headers asked for", async () => {
  const response = await safeFetch(`${server.origin}/feed`, { ...testOptions, headers: { "if-none-match": '"v1"' } });
  expect(response.status).toBe(200);
  expect(response.body.toString()).toBe("<rss/>");
  expect(server.requests[0]?.headers["if-none-match"]).toBe('"v1"');
});

test("with the production policy, loopback is refused by address and by name, before anything is sent", async () => {
  const literal = await refusal(safeFetch(`http://127.0.0.1:${server.port}/feed`, { timeoutMs: 2000, maxBytes: 1000 }));
  expect(literal.reason).toBe("address");
  const named = await refusal(safeFetch(`http://localhost:${server.port}/feed`, { timeoutMs: 2000, maxBytes: 1000 }));
  expect(named.reason).toBe("address");
  const mapped = await refusal(
    safeFetch(`http://[::ffff:127.0.0.1]:${server.port}/feed`, { timeoutMs: 2000, maxBytes: 1000 }),
  );
  expect(mapped.reason).toBe("address");
  expect(server.requests).toHaveLength(0);
});

test.each([
  ["::7f00:1"],
  ["::127.0.0.1"],
  ["64:ff9b::7f00:1"],
  ["64:ff9b:1::7f00:1"],
  ["2002:7f00:1::"],
  ["::ffff:0:7f00:1"],
  ["2001:0:4136:e378:8000:63bf:3fff:fdd2"],
])("an IPv6 literal that carries an IPv4 address ([%s]) is refused before anything is sent", async (address) => {
  const error = await refusal(
    safeFetch(`http://[${address}]:${server.port}/feed`, { timeoutMs: 2000, maxBytes: 1000 }),
  );
  expect(error.reason).toBe("address");
  expect(server.requests).toHaveLength(0);
});

test.each([["intranet.test"], ["metadata.test"], ["mapped.test"], ["cgnat.test"]])(
  "a host resolving to a non-public address (%s) is refused at connect time",
  async (host) => {
    const error = await refusal(safeFetch(`http://${host}:${server.port}/feed`, testOptions));
    expect(error.reason).toBe("address");
  },
);

test.each([
  ["a private name", "http://intranet.test/feed", "address"],
  ["a private literal", "http://10.0.0.9/feed", "address"],
  ["the metadata service", "http://169.254.169.254/latest/meta-data/", "address"],
  ["an IPv4-mapped loopback literal", "http://[::ffff:7f00:1]/feed", "address"],
  ["a file", "file:///etc/passwd", "protocol"],
  ["ftp", "ftp://feeds.test/feed", "protocol"],
])("a redirect to %s is refused", async (_name, location, reason) => {
  server.routes.set("/moved", redirectTo(location));
  const error = await refusal(safeFetch(`${server.origin}/moved`, testOptions));
  expect(error.reason).toBe(reason);
  expect(server.requests.map((r) => r.path)).toEqual(["/moved"]);
});

test("relative redirects are followed and each hop checked; at most five", async () => {
  for (let hop = 1; hop <= 6; hop++)
    server.routes.set(`/hop${hop}`, redirectTo(hop === 6 ? "/feed" : `/hop${hop + 1}`, 301));
  const five = await safeFetch(`${server.origin}/hop2`, testOptions);
  expect(five.status).toBe(200);
  expect(five.url).toBe(`${server.origin}/feed`);
  const six = await refusal(safeFetch(`${server.origin}/hop1`, testOptions));
  expect(six.reason).toBe("redirects");
});

test("a host whose DNS answer turns private between connections is refused on the next connection", async () => {
  let calls = 0;
  const rebinding = async (hostname: string) => {
    calls += 1;
    if (hostname !== "rebind.test") return testResolver(hostname);
    return [{ address: calls === 1 ? "127.0.0.1" : "10.0.0.8", family: 4 }];
  };
  server.routes.set("/again", redirectTo(`http://rebind.test:${server.port}/feed`));
  const error = await refusal(
    safeFetch(`http://rebind.test:${server.port}/again`, { ...testOptions, resolve: rebinding }),
  );
  expect(error.reason).toBe("address");
  expect(server.requests.map((r) => r.path)).toEqual(["/again"]);
});

test("a body past the cap is cut off, declared or streamed", async () => {
  const big = Buffer.alloc(100 * 1024, "a");
  server.routes.set("/declared", (_req, res) => res.writeHead(200, { "content-length": String(big.length) }).end(big));
  server.routes.set("/streamed", (_req, res) => {
    res.writeHead(200);
    let sent = 0;
    const timer = setInterval(() => {
      if (sent > 1024 * 1024 || res.destroyed) {
        clearInterval(timer);
        res.end();
        return;
      }
      res.write(Buffer.alloc(16 * 1024, "b"));
      sent += 16 * 1024;
    }, 1);
  });
  expect((await refusal(safeFetch(`${server.origin}/declared`, testOptions))).reason).toBe("too-large");
  expect((await refusal(safeFetch(`${server.origin}/streamed`, testOptions))).reason).toBe("too-large");
});

test("a host that never answers is given up after the timeout", async () => {
  server.routes.set("/hang", () => undefined);
  const started = Date.now();
  const error = await refusal(safeFetch(`${server.origin}/hang`, { ...testOptions, timeoutMs: 300 }));
  expect(error.reason).toBe("timeout");
  expect(Date.now() - started).toBeLessThan(2000);
});

test("only http and https addresses are fetched, without credentials", async () => {
  expect((await refusal(safeFetch("gopher://feeds.test/", testOptions))).reason).toBe("protocol");
  expect((await refusal(safeFetch(`http://user:pw@feeds.test:${server.port}/feed`, testOptions))).reason).toBe(
    "protocol",
  );
});
