import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { hostOf, isPrivateAddress, PrivateAddressError } from "./private-address";

export type PostResult = { status: number };

/**
 * A DNS lookup that refuses private addresses: the check happens on the address the socket will
 * really connect to, so a name that changes its answer after registration cannot reach inside.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: Array<LookupAddress>) => {
      if (error) return callback(error, "", 0);
      const allowed = addresses.filter((a) => allowPrivate || !isPrivateAddress(a.address));
      if (allowed.length === 0) return callback(new PrivateAddressError("refused: private address"), "", 0);
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: Array<LookupAddress>) => void)(null, allowed);
      const first = allowed[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

/**
 * POSTs a JSON body with a timeout, without following redirects, and never to a private address
 * unless allowed. Resolves with the status; rejects on network errors and timeouts.
 */
export function postJson(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<PostResult> {
  const url = new URL(target);
  const host = hostOf(url);
  if (isIP(host) && !options.allowPrivate && isPrivateAddress(host))
    return Promise.reject(new PrivateAddressError("refused: private address"));
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "NorthwindTalent-Webhooks/1",
          ...headers,
        },
        lookup: guardedLookup(options.allowPrivate),
        timeout: options.timeoutMs,
      },
      (response) => {
        // The receiver's answer body is not needed; drain it so the socket is freed.
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0 }));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    request.on("error", reject);
    request.end(body);
  });
}
