// Sums the gzipped JavaScript a visitor downloads for the home page: index.html's entry chunk and its
// static imports, the libraries it imports as it starts, plus the home route chunk and its static
// imports. Fails above the budget.
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// What the home route loads today (about 140 kB, with the page's site information and early reads)
// plus a small margin: growth past it fails the build.
export const HOME_BUDGET_BYTES = 141 * 1000;
const HOME_ROUTE = "src/app/routes/home.tsx";

export function reportHomeSize(outDir) {
  const manifestDir = path.join(outDir, ".vite");
  const manifest = JSON.parse(readFileSync(path.join(manifestDir, "manifest.json"), "utf8"));
  // The manifest is for this report only; it is not served.
  rmSync(manifestDir, { recursive: true, force: true });
  const files = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) walk(next);
  };
  walk("index.html");
  // The libraries the entry imports as it starts (React DOM: src/main.tsx) load with it on every page.
  for (const key of manifest["index.html"]?.dynamicImports ?? []) if (key.includes("node_modules/")) walk(key);
  if (!manifest[HOME_ROUTE]) {
    console.error(`Home size report: ${HOME_ROUTE} is not a chunk of this build`);
    return false;
  }
  walk(HOME_ROUTE);
  let total = 0;
  const rows = [...files]
    .filter((file) => file.endsWith(".js"))
    .map((file) => {
      const size = gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
      total += size;
      return { file, size };
    })
    .sort((a, b) => b.size - a.size);
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log("\nHome route JavaScript (gzipped): entry + home chunk + their static imports");
  for (const row of rows) console.log(`  ${kb(row.size).padStart(9)}  ${row.file}`);
  const verdict = total <= HOME_BUDGET_BYTES ? "within" : "OVER";
  console.log(`  ${kb(total).padStart(9)}  total, ${verdict} the ${kb(HOME_BUDGET_BYTES)} budget\n`);
  return total <= HOME_BUDGET_BYTES;
}
