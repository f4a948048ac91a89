// `npm run admin:create -- --email <address>`: makes a staff account for /admin, on the database
// the server uses (DATA_DIR or DATABASE_URL, from the environment or .env). Builds first when
// there is no production build. With PGlite, stop the server first: only one process can open it.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

if (existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";

const buildDir = process.env.BUILD_DIR ?? "build";
if (!existsSync(`${buildDir}/admin-create.js`)) {
  console.error("No production build yet: building first (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(path.resolve(buildDir, "admin-create.js")).href);
