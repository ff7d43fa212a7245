// `npm run build`: vite build (extra arguments such as --outDir are passed on), the public pages
// rendered to HTML, brotli and gzip copies of the text assets, then the home page size report.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { precompress } from "./precompress.mjs";
import { buildPrerenderer, prerenderPages } from "./prerender.mjs";
import { reportHomeSize } from "./report-home-size.mjs";

const webDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
// The pre-render's own build (for Node) runs beside the client build: on two cores each leaves the
// other room while it waits on its single-threaded parts (docs/performance-log.md, 2026-11-29, evening).
const prerenderer = buildPrerenderer(webDir);
prerenderer.catch(() => {});
const vite = spawnSync("npx", ["vite", "build", ...args], {
  cwd: webDir,
  stdio: "inherit",
});
if (vite.status !== 0) process.exit(vite.status ?? 1);

const flag = args.findIndex((a) => a === "--outDir" || a.startsWith("--outDir="));
const outDir = flag === -1 ? "dist" : args[flag].includes("=") ? args[flag].split("=")[1] : args[flag + 1];
const dist = path.resolve(webDir, outDir);
console.log(`pre-rendered ${await prerenderPages(webDir, dist, prerenderer)} public pages`);
console.log(`precompressed ${await precompress(dist)} files (brotli and gzip)`);
process.exit(reportHomeSize(dist) ? 0 : 1);
