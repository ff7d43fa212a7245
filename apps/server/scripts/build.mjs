// `npm run build -w apps/server` (part of `npm start`): the server and the embedded database's
// thread bundled with esbuild into apps/server/dist, so the running process holds no TypeScript
// compiler and no second copy of its sources (docs/performance-log.md, 2026-11-29). Packages from
// node_modules stay outside the bundle and load as usual; the workspace's own shared package is
// bundled, since it is TypeScript.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outdir = path.join(serverDir, "dist");

/** Bare imports stay in node_modules, but for the workspace's TypeScript packages. */
const externalPackages = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@vaultline/") ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * A module that reads files beside it (the SQL migrations, the legal documents, the lessons, the
 * web build) finds them from `import.meta.dirname`; in the bundle that is `dist`, so each such use
 * is pointed back at the module's own folder in the source tree.
 */
const sourceDirnames = {
  name: "source-dirnames",
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, "utf8");
      if (!text.includes("import.meta.dirname")) return undefined;
      const relative = path.relative(outdir, path.dirname(args.path)).split(path.sep).join("/");
      return {
        contents: text.replaceAll("import.meta.dirname", `(import.meta.dirname + ${JSON.stringify(`/${relative}`)})`),
        loader: "ts",
      };
    });
  },
};

await build({
  entryPoints: {
    server: path.join(serverDir, "src/server.ts"),
    // Started by db/pglite-thread.ts as a worker thread, beside the server's bundle.
    "pglite-thread-entry": path.join(serverDir, "src/db/pglite-thread-entry.ts"),
    // Run by db/pglite-thread.ts as a process of its own to make a new data folder.
    "pglite-initdb": path.join(serverDir, "src/db/pglite-initdb.ts"),
  },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: "linked",
  logLevel: "warning",
  plugins: [externalPackages, sourceDirnames],
});
console.log(`server bundled into ${path.relative(process.cwd(), outdir) || "."}`);
