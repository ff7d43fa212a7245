import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/** Each chunk's static imports, transitively: the chunks the browser has run before that chunk runs. */
const loadedBefore = new Map<string, Set<string>>();

/** Fills `loadedBefore` once the bundle is known, before Vite writes the lazy imports' preload lists. */
const staticImports: Plugin = {
  name: "vaultline:static-imports",
  apply: "build",
  generateBundle(_options, bundle) {
    const walk = (file: string, into: Set<string>) => {
      const chunk = bundle[file];
      if (chunk?.type !== "chunk") return;
      for (const next of chunk.imports) {
        if (into.has(next)) continue;
        into.add(next);
        walk(next, into);
      }
    };
    for (const file of Object.keys(bundle)) {
      const into = new Set<string>();
      walk(file, into);
      loadedBefore.set(file, into);
    }
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), staticImports],
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
  // The manifest feeds the home page size report (scripts/report-home-size.mjs).
  build: {
    reportCompressedSize: true,
    chunkSizeWarningLimit: 600,
    manifest: true,
    // Every browser the app supports knows modulepreload; the polyfill was 0.5 kB of the entry chunk.
    modulePreload: {
      polyfill: false,
      // A lazy route's preload list leaves out the chunks its importer already imported statically
      // (React, the router's runtime, the data layer): the browser has them, and their names in
      // every route's list were bytes of the entry every page downloads.
      resolveDependencies: (_file, deps, { hostId }) => deps.filter((dep) => !loadedBefore.get(hostId)?.has(dep)),
    },
    rolldownOptions: {
      output: {
        // The data layer (TanStack Query, the API client, the session) is one chunk. Left to the
        // automatic split it breaks into pieces whenever a screen happens to use a mutation and no
        // query, and the home page then pays for the extra chunks' overhead.
        codeSplitting: {
          groups: [
            {
              name: "data",
              test: /[\\/]node_modules[\\/]@tanstack[\\/]|[\\/]src[\\/]lib[\\/](api-client|auth|session-storage|hydration)\./,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
