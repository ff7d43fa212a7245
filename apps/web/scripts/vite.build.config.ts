import { mergeConfig, type Plugin } from "vite";
import base from "../vite.config.ts";

/**
 * packages/shared is zod schemas and constants with no side effects. Telling the bundler so lets
 * it drop the schemas a chunk does not use: without this, importing one message constant pulls
 * every schema (and zod) into the home page's entry chunk (~30 kB gzipped).
 */
function sharedHasNoSideEffects(): Plugin {
  return {
    name: "vaultline-shared-no-side-effects",
    transform(code, id) {
      return id.includes("/packages/shared/src/") ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

// The production build: the app's config, a manifest for the size report, and the plugin above.
export default mergeConfig(base, { plugins: [sharedHasNoSideEffects()], build: { manifest: true } });
