import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// How deep the server's modules stack (docs/architecture.md, "The module stack"): a module that
// imports another stands above it, and the longest such chain is at most MAX_CHAIN modules. A chain
// grows when a module borrows something that belongs lower (a lock, a mapper) from a module above
// it; the fix is to move that piece down, not to raise the limit.

const MODULES = join(import.meta.dirname, "modules");
const MAX_CHAIN = 5;

/** Module → the modules its (non-test, non-type-only) files import. */
export function moduleImports(files: { module: string; source: string }[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { module, source } of files) {
    const imports = graph.get(module) ?? new Set<string>();
    graph.set(module, imports);
    for (const match of source.matchAll(/^import (?!type )[^;]*?from "\.\.\/([\w-]+)\/[^"]+";/gms)) {
      const imported = match[1] as string;
      if (imported !== module) imports.add(imported);
    }
  }
  return graph;
}

/** The longest chain of modules, each importing the next. */
export function longestChain(graph: Map<string, Set<string>>): string[] {
  const memo = new Map<string, string[]>();
  const from = (module: string, seen: Set<string>): string[] => {
    const known = memo.get(module);
    if (known) return known;
    if (seen.has(module)) throw new Error(`Modules import each other: ${[...seen, module].join(" → ")}`);
    seen.add(module);
    let best = [module];
    for (const next of graph.get(module) ?? []) {
      const chain = [module, ...from(next, seen)];
      if (chain.length > best.length) best = chain;
    }
    seen.delete(module);
    memo.set(module, best);
    return best;
  };
  return [...graph.keys()].map((module) => from(module, new Set())).reduce((a, b) => (b.length > a.length ? b : a), []);
}

function serverModules(): { module: string; source: string }[] {
  return readdirSync(MODULES, { recursive: true, encoding: "utf8" })
    .map((path) => path.split("\\").join("/"))
    .filter((path) => path.endsWith(".ts") && !/\.test\.ts$/.test(path))
    .map((path) => ({ module: path.slice(0, path.indexOf("/")), source: readFileSync(join(MODULES, path), "utf8") }));
}

describe("the module stack", () => {
  it(`is at most ${MAX_CHAIN} modules deep`, () => {
    const graph = moduleImports(serverModules());
    expect(graph.size).toBeGreaterThan(20);
    const chain = longestChain(graph);
    expect(chain.length, chain.join(" → ")).toBeLessThanOrEqual(MAX_CHAIN);
  });

  it("counts a borrowed import and ignores types and the module's own files", () => {
    const graph = moduleImports([
      { module: "course", source: 'import { lockWallet } from "../wallet/index.ts";\nimport { x } from "./x.ts";' },
      {
        module: "wallet",
        source: 'import type { TUser } from "../users/index.ts";\nimport {\n  a,\n} from "../security/index.ts";',
      },
      { module: "security", source: 'import { findUser } from "../users/index.ts";' },
      { module: "users", source: "" },
    ]);
    expect(longestChain(graph)).toEqual(["course", "wallet", "security", "users"]);
  });
});
