// One autocannon run against one endpoint, with the server's CPU time per request read from
// /proc (the figure that does not depend on what else the machine is running).
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon from "autocannon";

export type LoadOptions = {
  url: string;
  origin: string;
  /** The server's process id, for its CPU time. */
  pid: number;
  body: (n: number) => unknown;
  connections: number;
  seconds: number;
  /** Requests per second across all connections; absent for as fast as the server answers. */
  rate?: number;
};

export type LoadResult = {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  /** Socket errors and timeouts. */
  errors: number;
  serverCpuMsPerRequest: number;
  /** The main thread's share: what the request thread (and, with PGlite, the database) spent. */
  mainThreadCpuMsPerRequest: number;
  loadAverage: number;
};

const clockTicks = 100; // USER_HZ on Linux

/** The process's user + system CPU time in milliseconds (all its threads, or its main thread only). */
export function cpuMs(pid: number, mainThreadOnly = false): number {
  const file = mainThreadOnly ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
  const fields = readFileSync(file, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

let sequence = 0;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const cpuBefore = cpuMs(options.pid);
  const mainBefore = cpuMs(options.pid, true);
  const statuses: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        ...(options.rate ? { overallRate: options.rate } : {}),
        requests: [
          {
            method: "POST",
            setupRequest: (request) => {
              sequence += 1;
              const n = sequence;
              return {
                ...request,
                headers: {
                  "content-type": "application/json",
                  origin: options.origin,
                  // Many visitors, as in production: the per-address counters spread over many rows.
                  "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
                },
                body: JSON.stringify(options.body(n)),
              };
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, statusCode) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  const requests = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  return {
    requests,
    rps: requests / options.seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    statuses,
    errors: result.errors + result.timeouts,
    serverCpuMsPerRequest: requests > 0 ? (cpuMs(options.pid) - cpuBefore) / requests : Number.NaN,
    mainThreadCpuMsPerRequest: requests > 0 ? (cpuMs(options.pid, true) - mainBefore) / requests : Number.NaN,
    loadAverage: loadavg()[0] ?? Number.NaN,
  };
}
