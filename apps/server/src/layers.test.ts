import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The import rules only bind a file that sits in a layer of .dependency-cruiser.cjs: a file in none
// could import anything. This fails when a server file (tests aside) sits in no layer.

const ROOT = join(import.meta.dirname, "../../..");
const SRC = join(import.meta.dirname);
const config = createRequire(import.meta.url)(join(ROOT, ".dependency-cruiser.cjs")) as {
  forbidden: { name: string; from: { path: string | string[] }; to: { path: string | string[] } }[];
};

/** Every layer's paths, gathered from the layer rules (each names the layers above it and its own). */
const LAYER_PATHS = config.forbidden
  .filter((rule) => rule.name.startsWith("server-layers: ") && !rule.name.includes(" apart"))
  .flatMap((rule) => [rule.from.path, rule.to.path].flat())
  .map((path) => new RegExp(path));

const isTest = (path: string) => /\.test\.tsx?$/.test(path);

export function filesInNoLayer(paths: string[]): string[] {
  return paths
    .map((path) => `apps/server/src/${path}`)
    .filter((path) => !isTest(path) && !LAYER_PATHS.some((layer) => layer.test(path)));
}

describe("server layers", () => {
  it("puts every server file in a layer of the import rules", () => {
    const files = readdirSync(SRC, { recursive: true, encoding: "utf8" })
      .map((path) => path.split("\\").join("/"))
      .filter((path) => path.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(100);
    expect(filesInNoLayer(files)).toEqual([]);
  });

  it("catches a file that sits in no layer", () => {
    expect(filesInNoLayer(["reserves-config.ts", "helpers/loose.ts", "modules/x/x.ts", "loose.test.ts"])).toEqual([
      "apps/server/src/helpers/loose.ts",
    ]);
  });
});
