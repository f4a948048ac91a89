import type { Context } from "hono";
import ipaddr from "ipaddr.js";

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** The caller's address: the socket's, or the first X-Forwarded-For hop when a proxy is trusted. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const bindings = c.env as NodeBindings | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? "unknown";
}

/** `[2001:db8::1]:443` and `203.0.113.7:8080`, as some proxies write them, without the port. */
function withoutPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) return bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  return v4WithPort?.[1] ?? address;
}

/**
 * Who a limit counts a request against (docs/product.md#api-conventions): an IPv4 address as it
 * is, an IPv4-mapped IPv6 address as its IPv4, and any other IPv6 address as its /64. One
 * subscriber or server gets a whole /64 and can pick a new address in it for every request, so
 * counting single IPv6 addresses would limit nothing.
 */
export function clientKeyOf(address: string): string {
  const bare = withoutPort(address.trim());
  if (!ipaddr.isValid(bare)) return bare.toLowerCase().slice(0, 100);
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

/** The key every limiter counts this request against: the client's address, an IPv6 one by its /64. */
export function clientKey(c: Context, trustProxy: boolean): string {
  return clientKeyOf(clientIp(c, trustProxy));
}
