// `npm start`: serves the production build, building it first when there is none.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

// Settings from .env, when there is one (the environment itself wins).
if (existsSync(".env")) process.loadEnvFile(".env");

// React and React Router pick their production builds from NODE_ENV when first imported.
process.env.NODE_ENV ??= "production";

const buildDir = process.env.BUILD_DIR ?? "build";
if (!existsSync(`${buildDir}/app-server.js`) || !existsSync(`${buildDir}/server/index.js`)) {
  console.log("No production build yet: building first (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(path.resolve(buildDir, "app-server.js")).href);
