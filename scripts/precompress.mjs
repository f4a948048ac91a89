// Writes .br and .gz beside every compressible file of the client build, so the
// server sends compressed bytes without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const compressible = new Set([".html", ".js", ".css", ".json", ".svg", ".xml", ".txt", ".webmanifest", ".data"]);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

let count = 0;
for (const file of walk(root)) {
  if (!compressible.has(path.extname(file))) continue;
  const body = readFileSync(file);
  if (body.length < 512) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files`);
