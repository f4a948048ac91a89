import { promises as dns, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction, type Socket } from "node:net";
import { isPublicAddress } from "#server/services/network/public-address";

/** Resolves a host name to its addresses (dns.lookup by default; tests inject their own). */
export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export type SafeFetchOptions = {
  /** Whole fetch, every redirect and the body included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
  resolve?: Resolver;
  /** Which addresses may be connected to; only public ones unless a test allows its loopback server. */
  isAllowedAddress?: (address: string) => boolean;
};

export type SafeResponse = {
  status: number;
  /** The address that answered, after redirects. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
};

/** Why a fetch was refused or failed; `message` never holds response content. */
export class FetchRefused extends Error {
  constructor(
    readonly reason: "protocol" | "address" | "redirects" | "too-large" | "timeout" | "network",
    message: string,
  ) {
    super(message);
    this.name = "FetchRefused";
  }
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

const systemResolver: Resolver = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((entry) => ({
    address: entry.address,
    family: entry.family,
  }));

/**
 * The `lookup` the socket uses to connect: it resolves the name and refuses unless every address
 * is allowed, so the address checked is the address connected to (a DNS answer that changes
 * between a check and the connection, DNS rebinding, cannot slip through).
 */
function guardedLookup(resolve: Resolver, allowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((addresses) => {
        const wanted = addresses.filter((entry) => !options.family || entry.family === options.family);
        if (wanted.length === 0) throw new FetchRefused("network", `${hostname} has no address`);
        const refused = wanted.find((entry) => !allowed(entry.address));
        if (refused) throw new FetchRefused("address", `${hostname} resolves to a non-public address`);
        if (options.all) callback(null, wanted as Array<LookupAddress>);
        else callback(null, wanted[0]?.address ?? "", wanted[0]?.family ?? 4);
      })
      .catch((error: Error) => callback(error as NodeJS.ErrnoException, "", 4));
  };
}

function checkTarget(url: URL, allowed: (address: string) => boolean): void {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FetchRefused("protocol", `only http and https addresses are fetched, not ${url.protocol}`);
  }
  if (url.username || url.password) throw new FetchRefused("protocol", "addresses with credentials are not fetched");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // Node connects to an address literal without calling lookup, so check it here.
  if (isIP(host) && !allowed(host)) throw new FetchRefused("address", `${host} is not a public address`);
}

function oneRequest(
  url: URL,
  options: SafeFetchOptions,
  allowed: (address: string) => boolean,
  signal: AbortSignal,
): Promise<{ response: http.IncomingMessage; body: Buffer | null }> {
  const lookup = guardedLookup(options.resolve ?? systemResolver, allowed);
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(url, {
      method: "GET",
      headers: { "accept-encoding": "identity", ...options.headers },
      lookup,
      agent: false,
      signal,
    });
    // Second line of defence: whatever resolved, the connected peer must be allowed.
    request.on("socket", (socket: Socket) => {
      socket.once("connect", () => {
        if (socket.remoteAddress && !allowed(socket.remoteAddress)) {
          request.destroy(new FetchRefused("address", "connected to a non-public address"));
        }
      });
    });
    request.on("error", reject);
    request.on("response", (response) => {
      if (redirectStatuses.has(response.statusCode ?? 0) || response.statusCode === 304) {
        response.resume();
        resolve({ response, body: null });
        return;
      }
      const declared = Number(response.headers["content-length"] ?? "0");
      if (declared > options.maxBytes) {
        response.destroy();
        reject(new FetchRefused("too-large", `the body is larger than ${options.maxBytes} bytes`));
        return;
      }
      const chunks: Array<Buffer> = [];
      let received = 0;
      response.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received > options.maxBytes) {
          response.destroy();
          request.destroy();
          reject(new FetchRefused("too-large", `the body is larger than ${options.maxBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      response.on("end", () => resolve({ response, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.end();
  });
}

/**
 * GET over http(s) for content from elsewhere (feeds): only to allowed addresses, checked when the
 * socket connects and again for every redirect (at most `maxRedirects`, default 5); the whole
 * exchange within `timeoutMs`; the body streamed and abandoned past `maxBytes`.
 */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<SafeResponse> {
  const allowed = options.isAllowedAddress ?? isPublicAddress;
  const maxRedirects = options.maxRedirects ?? 5;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let url = new URL(address);
    for (let hop = 0; ; hop++) {
      checkTarget(url, allowed);
      const { response, body } = await oneRequest(url, options, allowed, controller.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (redirectStatuses.has(status) && location) {
        if (hop >= maxRedirects) throw new FetchRefused("redirects", `more than ${maxRedirects} redirects`);
        url = new URL(location, url);
        continue;
      }
      return { status, url: url.toString(), headers: response.headers, body: body ?? Buffer.alloc(0) };
    }
  } catch (error) {
    if (controller.signal.aborted)
      throw new FetchRefused("timeout", `no complete answer within ${options.timeoutMs} ms`);
    if (error instanceof FetchRefused) throw error;
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof FetchRefused) throw cause;
    throw new FetchRefused("network", error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}
