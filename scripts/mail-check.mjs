// `npm run mail:check`: checks the sending domain's SPF, DKIM and DMARC records and the Reply-To
// domain's MX in public DNS, for the settings in the environment or .env (docs/email.md). Builds
// first when there is no production build. Exit code 1 while a record is missing or wrong.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

if (existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";

const buildDir = process.env.BUILD_DIR ?? "build";
if (!existsSync(`${buildDir}/mail-check.js`)) {
  console.error("No production build yet: building first (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(path.resolve(buildDir, "mail-check.js")).href);
