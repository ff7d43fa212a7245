import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
  // The manifest feeds the home page size report (scripts/report-home-size.mjs).
  build: {
    reportCompressedSize: true,
    chunkSizeWarningLimit: 600,
    manifest: true,
    // Every browser the app supports knows modulepreload; the polyfill was 0.5 kB of the entry chunk.
    modulePreload: { polyfill: false },
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
