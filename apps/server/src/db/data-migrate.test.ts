import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/helpers.ts";
import { queryRows, type Tx } from "./client.ts";
import { type DataMigration, runDataMigrations } from "./data-migrate.ts";

const { database, drop } = await freshDatabase({ migrated: true });
afterAll(drop);
const { db } = database;

/** A data migration that adds one subscriber with its name as the address, counting its runs. */
function addsSubscriber(name: string, options: { failWith?: string } = {}) {
  const runs = { prepared: 0, applied: 0 };
  const migration: DataMigration<{ pauseMs: number }> = {
    name,
    prepare: async (_db, { pauseMs }) => {
      runs.prepared++;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      return async (tx: Tx) => {
        await tx.execute(sql`INSERT INTO subscribers (email) VALUES (${name})`);
        if (options.failWith) throw new Error(options.failWith);
        runs.applied++;
      };
    },
  };
  return { migration, runs };
}

const subscribersNamed = async (name: string) =>
  (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM subscribers WHERE email = ${name}`))[0]?.n;
const recorded = async () =>
  (await queryRows<{ name: string }>(db, sql`SELECT name FROM data_migrations ORDER BY name`)).map((r) => r.name);

describe("data migrations", () => {
  it("applies each once, records it, and skips it afterwards", async () => {
    const first = addsSubscriber("once@example.test");
    expect(await runDataMigrations(db, [first.migration], { pauseMs: 0 })).toEqual(["once@example.test"]);
    expect(await runDataMigrations(db, [first.migration], { pauseMs: 0 })).toEqual([]);
    expect(first.runs).toEqual({ prepared: 1, applied: 1 });
    expect(await subscribersNamed("once@example.test")).toBe(1);
    expect(await recorded()).toContain("once@example.test");
  });

  it("rolls a failed one back whole, runs none after it, and tries it again the next time", async () => {
    const failing = addsSubscriber("retry@example.test", { failWith: "price feed unavailable" });
    const later = addsSubscriber("later@example.test");
    await expect(runDataMigrations(db, [failing.migration, later.migration], { pauseMs: 0 })).rejects.toThrow(
      "Data migration retry@example.test failed: price feed unavailable",
    );
    expect(await subscribersNamed("retry@example.test")).toBe(0);
    expect(later.runs.prepared).toBe(0);
    expect(await recorded()).not.toContain("retry@example.test");

    const fixed = addsSubscriber("retry@example.test");
    expect(await runDataMigrations(db, [fixed.migration, later.migration], { pauseMs: 0 })).toEqual([
      "retry@example.test",
      "later@example.test",
    ]);
    expect(await subscribersNamed("retry@example.test")).toBe(1);
  });

  it("applies one once when two processes start together", async () => {
    const shared = addsSubscriber("together@example.test");
    // Both find it unapplied and prepare it; the lock makes the second find it recorded.
    const answers = await Promise.all([
      runDataMigrations(db, [shared.migration], { pauseMs: 50 }),
      runDataMigrations(db, [shared.migration], { pauseMs: 50 }),
    ]);
    expect(shared.runs.prepared).toBe(2);
    expect(shared.runs.applied).toBe(1);
    expect(answers.flat()).toEqual(["together@example.test"]);
    expect(await subscribersNamed("together@example.test")).toBe(1);
  });
});
