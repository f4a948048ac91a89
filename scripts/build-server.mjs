// Bundles the Node server (server/index.ts and what it imports from app/schemas)
// into build/app-server.js, and the jobs-only entry (server/worker.ts, `npm run worker`)
// into build/worker.js, and the staff-account command (server/admin-create.ts, `npm run admin:create`)
// into build/admin-create.js, and the mail DNS check (server/mail-check.ts, `npm run mail:check`)
// into build/mail-check.js; npm packages stay external and load from node_modules.
import { build } from "esbuild";

await build({
  entryPoints: {
    "app-server": "server/index.ts",
    worker: "server/worker.ts",
    "admin-create": "server/admin-create.ts",
    "mail-check": "server/mail-check.ts",
    // The mail transport's own thread (app/modules/mail/server/threaded-transport.ts), loaded beside app-server.js.
    "mail-thread": "app/modules/mail/server/mail-thread.ts",
  },
  outdir: process.env.BUILD_DIR ?? "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  // The same site address as the prerendered pages (vite.config.ts), for the emails' links.
  define: { __PUBLIC_URL__: JSON.stringify(process.env.PUBLIC_URL ?? "") },
});
