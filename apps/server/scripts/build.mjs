// `npm run build -w apps/server` (part of `npm start`): the server and the embedded database's
// thread bundled with esbuild into apps/server/dist, so the running process holds no TypeScript
// compiler and no second copy of its sources (docs/performance-log.md, 2026-11-29). Packages from
// node_modules stay outside the bundle and load as usual; the workspace's own shared package is
// bundled, since it is TypeScript.
import path from "node:path";
import { bundleServer, serverDir } from "./bundle.mjs";

const outdir = path.join(serverDir, "dist");
// The admin command too: the browser tests make their operator's second admin with it, and a
// process loading the bundle spends a fraction of the CPU of one compiling the sources under tsx.
await bundleServer(outdir, { server: "src/server.ts", admin: "src/cli/admin.ts" });
console.log(`server bundled into ${path.relative(process.cwd(), outdir) || "."}`);
