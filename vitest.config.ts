import { defineConfig } from "vitest/config";

// Vitest 5 prints failures with Map.groupBy, which Node 20 lacks: without this, a failing run ends
// in a TypeError instead of saying which test failed and why.
if (!("groupBy" in Map)) {
  Object.defineProperty(Map, "groupBy", {
    value: <K, V>(items: Iterable<V>, key: (item: V, index: number) => K) => {
      const groups = new Map<K, V[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        groups.set(k, [...(groups.get(k) ?? []), item]);
      }
      return groups;
    },
  });
}

export default defineConfig({
  test: { projects: ["packages/shared", "apps/server", "apps/web"] },
});
