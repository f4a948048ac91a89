// The baseline of `npm run bench`: a bare @hono/node-server app that parses a JSON body and
// answers it back, and nothing else (no database, no middleware). Prints its port when ready.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.post("*", async (c) => c.json(await c.req.json(), 201));
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
  console.log(JSON.stringify({ port: info.port }));
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
