// The production server on one database, each endpoint under load in turn.
import { startAppServer } from "#tests/support/app-server";
import type { PublicPostEndpoint } from "#tests/support/public-endpoints";
import { cpuMs, residentMb, runLoad, runPacedLoad, type LoadResult } from "./bench-load";

/** Waits (up to a minute) until the server uses under a tenth of a core: its outbox has caught up. */
async function settle(pid: number): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    const before = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpuMs(pid) - before < 100) return;
  }
}

export type EndpointFigures = {
  path: string;
  /** As fast as the server answers, with every connection busy. */
  open: LoadResult;
  /** At the target rate, evenly paced (open loop); only for the endpoints that store. */
  fixed: LoadResult | null;
  residentMb: number;
};

export type BenchOptions = {
  databaseUrl: string | undefined;
  endpoints: Array<PublicPostEndpoint>;
  connections: number;
  seconds: number;
  rate: number;
  rateSeconds: number;
  rateEndpoint: (path: string) => boolean;
  echoRps: number;
};

function line(label: string, r: LoadResult, echoRps?: number): string {
  const share = echoRps ? ` (${((100 * r.rps) / echoRps).toFixed(1)}% of the echo)` : "";
  return (
    `  ${label}: ${r.rps.toFixed(0)} requests/s${share}, p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms, ` +
    `${r.errors} errors, statuses ${JSON.stringify(r.statuses)}, ${r.serverCpuMsPerRequest.toFixed(2)} ms server CPU/request ` +
    `(${r.mainThreadCpuMsPerRequest.toFixed(2)} on its main thread), ` +
    `load average ${r.loadAverage.toFixed(2)}`
  );
}

export async function benchEndpointsOn(options: BenchOptions): Promise<Array<EndpointFigures>> {
  const server = await startAppServer({
    env: {
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      RATE_LIMIT_PER_MINUTE: "1000000",
      CONTENT_RATE_LIMIT_PER_MINUTE: "1000000",
      TRUST_PROXY: "true",
    },
  });
  const pid = server.process.pid ?? 0;
  const figures: Array<EndpointFigures> = [];
  try {
    for (const endpoint of options.endpoints) {
      const common = { url: server.url + endpoint.path, origin: server.url, pid, body: endpoint.validBody };
      // Warm-up: the JIT, the connection pool and the database's caches.
      await runLoad({ ...common, connections: 10, seconds: 2 });
      await settle(pid);
      console.log(endpoint.path);
      // The target rate first, on a server with no backlog; then as fast as it goes.
      let fixed: LoadResult | null = null;
      if (options.rateEndpoint(endpoint.path)) {
        fixed = await runPacedLoad({ ...common, seconds: options.rateSeconds, rate: options.rate });
        console.log(line(`${options.rate}/s`, fixed));
        await settle(pid);
      }
      const open = await runLoad({ ...common, connections: options.connections, seconds: options.seconds });
      console.log(line(`${options.connections} connections`, open, options.echoRps));
      // A run leaves emails to send: the next endpoint starts when the server is idle again.
      await settle(pid);
      figures.push({ path: endpoint.path, open, fixed, residentMb: residentMb(pid) });
    }
  } finally {
    await server.stop();
    server.cleanup();
  }
  return figures;
}
