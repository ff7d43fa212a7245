import { describe, expect, it } from "vitest";
import { createDatabase } from "../../test/production-shape/stack.ts";
import { openDatabase } from "./client.ts";
import { migrate } from "./migrate.ts";

describe.skipIf(!process.env.DATABASE_URL)("migrations on a PostgreSQL server", () => {
  it("are applied once when several processes start together on an empty database", async () => {
    for (let round = 0; round < 3; round++) {
      const target = await createDatabase(process.env.DATABASE_URL as string);
      const processes = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: target.url, pgliteDir: null })),
      );
      try {
        const applied = await Promise.all(processes.map((db) => migrate(db)));
        const all = applied.flat();
        // Every migration applied by exactly one of them, none failed.
        expect(all.length).toBeGreaterThan(0);
        expect(new Set(all).size).toBe(all.length);
      } finally {
        await Promise.all(processes.map((db) => db.close()));
        await target.drop();
      }
    }
  });
});
