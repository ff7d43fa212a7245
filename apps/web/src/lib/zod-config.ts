// Imported first by main.tsx, before any schema is built. The CSP allows no eval, so zod cannot compile
// its parsers in the browser anyway; without `jitless` it probes with `new Function`, which the browser
// reports as a CSP violation (Lighthouse's best-practices audit counts it) even though zod catches it.
// zod keeps its configuration (what `z.config()` sets) on this global, made by whichever copy loads
// first; setting it here keeps zod itself out of the entry chunk (zod-config.test.ts checks the name).
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
