import { publicPostEndpoints, type PublicPostEndpoint } from "./public-endpoints";

/** The endpoints whose 201 answers carry the id of a stored lead (every lead form; bookings race elsewhere). */
export async function leadWriteEndpoints(): Promise<Array<PublicPostEndpoint>> {
  return (await publicPostEndpoints()).filter(
    (e) => !e.path.startsWith("/api/content/") && e.path !== "/api/consent" && !e.path.startsWith("/api/appointments/"),
  );
}

export type WriteOutcome = { acknowledged: Array<string>; failed: number; statuses: Record<string, number> };

/**
 * Sends `total` lead writes, `concurrency` at a time, spread over the lead endpoints and the
 * servers given (round robin); `onAck` sees the count of 201s so a test can pull the plug mid-way.
 * Requests cut off by a crash count as failed, never as acknowledged.
 */
export async function writeLeads(options: {
  urls: Array<string>;
  total: number;
  concurrency: number;
  label: string;
  onAck?: (acknowledged: number) => void;
  /** Once true, no further request leaves (the server was killed). */
  stopped?: () => boolean;
}): Promise<WriteOutcome> {
  const endpoints = await leadWriteEndpoints();
  const acknowledged: Array<string> = [];
  const statuses: Record<string, number> = {};
  let failed = 0;
  let next = 0;
  async function lane(): Promise<void> {
    while (next < options.total && !options.stopped?.()) {
      const n = next++;
      const endpoint = endpoints[n % endpoints.length] as PublicPostEndpoint;
      const url = options.urls[n % options.urls.length] as string;
      try {
        const response = await fetch(url + endpoint.path, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: url,
            "x-forwarded-for": `10.9.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify(endpoint.validBody(n + Math.floor(Math.random() * 1e9))),
          signal: AbortSignal.timeout(30_000),
        });
        const reply = (await response.json()) as { id?: string };
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status === 201 && reply.id) {
          acknowledged.push(reply.id);
          options.onAck?.(acknowledged.length);
        }
      } catch {
        failed += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, lane));
  return { acknowledged, failed, statuses };
}
