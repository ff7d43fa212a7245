export { registerSketchAliases } from "./sketch-compat.ts";
export { SKETCH_ALIASES, type SketchAlias } from "./sketch-paths.ts";
