export { registerSketchAliases } from "./sketch-compat.ts";
export { SKETCH_ALIASES, SKETCH_SHARED_CALLS, type SketchAlias } from "./sketch-paths.ts";
