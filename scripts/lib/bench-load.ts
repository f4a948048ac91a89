// One autocannon run against one endpoint, with the server's CPU time per request read from
// /proc (the figure that does not depend on what else the machine is running).
import { readFileSync } from "node:fs";
import http from "node:http";
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
};

export type LoadResult = {
  requests: number;
  rps: number;
  p50: number;
  /** Only from runPacedLoad (autocannon reports no p95). */
  p95?: number;
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

/** Headers of the n-th request: each from another address, as many visitors would be. */
function visitorHeaders(n: number, origin: string): Record<string, string> {
  return {
    "content-type": "application/json",
    origin,
    // The per-address counters spread over many rows, as in production.
    "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
}

const percentile = (sorted: Array<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

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
        requests: [
          {
            method: "POST",
            setupRequest: (request) => {
              sequence += 1;
              const n = sequence;
              return { ...request, headers: visitorHeaders(n, options.origin), body: JSON.stringify(options.body(n)) };
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

/**
 * An open-loop run at a steady `rate`: request i leaves at start + i/rate whether or not earlier
 * ones have answered, so a slow answer cannot hold the next arrivals back (as a closed loop would)
 * and arrivals are spread over each second. autocannon's own `overallRate` sends each second's
 * quota as fast as its connections allow at the start of the second, which measures bursts of
 * `rate` requests, not `rate` requests a second. Latencies are exact, in ms with one decimal.
 */
export async function runPacedLoad(
  options: Omit<LoadOptions, "connections" | "url"> & {
    rate: number;
    /** The endpoint of the n-th request (one, or several in turn). */
    url: string | ((n: number) => string);
    /** The n-th request's headers, for another body type or browser than a JSON form's. */
    headers?: (n: number) => Record<string, string>;
  },
): Promise<LoadResult> {
  const urlOf = typeof options.url === "string" ? () => options.url as string : options.url;
  const cpuBefore = cpuMs(options.pid);
  const mainBefore = cpuMs(options.pid, true);
  // node:http with keep-alive: the client shares the two cores with the server, and fetch spends
  // several times more CPU per request.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const statuses: Record<string, number> = {};
  const latencies: Array<number> = [];
  let errors = 0;
  function send(n: number): Promise<void> {
    const payload = JSON.stringify(options.body(n));
    const started = performance.now();
    return new Promise((resolve) => {
      const request = http.request(
        urlOf(n),
        {
          method: "POST",
          agent,
          headers: {
            ...(options.headers?.(n) ?? visitorHeaders(n, options.origin)),
            "content-length": Buffer.byteLength(payload),
          },
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            latencies.push(performance.now() - started);
            statuses[response.statusCode ?? 0] = (statuses[response.statusCode ?? 0] ?? 0) + 1;
            resolve();
          });
        },
      );
      request.setTimeout(10_000, () => request.destroy(new Error("timeout")));
      request.on("error", () => {
        errors += 1;
        resolve();
      });
      request.end(payload);
    });
  }
  const pending: Array<Promise<void>> = [];
  const total = Math.round(options.rate * options.seconds);
  const start = performance.now();
  for (let i = 0; i < total; i += 1) {
    const wait = start + (i * 1000) / options.rate - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    sequence += 1;
    pending.push(send(sequence));
  }
  await Promise.all(pending);
  const elapsedS = (performance.now() - start) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: latencies.length,
    rps: latencies.length / elapsedS,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
    statuses,
    errors,
    serverCpuMsPerRequest: latencies.length > 0 ? (cpuMs(options.pid) - cpuBefore) / latencies.length : Number.NaN,
    mainThreadCpuMsPerRequest:
      latencies.length > 0 ? (cpuMs(options.pid, true) - mainBefore) / latencies.length : Number.NaN,
    loadAverage: loadavg()[0] ?? Number.NaN,
  };
}
