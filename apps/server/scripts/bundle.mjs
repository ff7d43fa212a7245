// The server's esbuild bundling, shared by `npm run build` (build.mjs) and the admin CLI's test,
// which runs the operator's commands as processes of their own from a bundle of its own.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

export const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

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
 * web build) finds them from `import.meta.dirname`; in the bundle that is `outdir`, so each such use
 * is pointed back at the module's own folder in the source tree.
 */
const sourceDirnames = (outdir) => ({
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
});

/**
 * Bundles `entries` (output name → source path under apps/server) into `outdir`, with the embedded
 * database's thread and initdb beside them: db/pglite-thread.ts starts those from the folder its
 * bundle is in.
 */
export async function bundleServer(outdir, entries) {
  await build({
    entryPoints: {
      ...Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, path.join(serverDir, source)])),
      "pglite-thread-entry": path.join(serverDir, "src/db/pglite-thread-entry.ts"),
      "pglite-initdb": path.join(serverDir, "src/db/pglite-initdb.ts"),
    },
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "linked",
    logLevel: "warning",
    plugins: [externalPackages, sourceDirnames(outdir)],
  });
}
