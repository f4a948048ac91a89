import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { createApiHarness, type ApiHarness } from "./api-app";

export type ListeningApp = { harness: ApiHarness; url: string; server: ServerType; close: () => Promise<void> };

/** The in-process app behind a real @hono/node-server socket, for tests about connections. */
export async function listenApp(env: Record<string, string> = {}): Promise<ListeningApp> {
  const harness = await createApiHarness({ env });
  const server = serve({ fetch: harness.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    harness,
    url: `http://127.0.0.1:${port}`,
    server,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
      await harness.close();
    },
  };
}
