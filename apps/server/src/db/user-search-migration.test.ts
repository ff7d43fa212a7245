import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { migrate } from "./migrate.ts";

const MIGRATION = "0028_user_search_field_starts.sql";

describe(`migration ${MIGRATION} on a database that already has users`, () => {
  it("copies every user's search row with its field_starts, keeps the quarters, and leaves sign-ups working", async () => {
    const database = await openDatabase({ pgliteDir: null });
    afterAll(() => database.close());
    await migrate(database);
    await database.withSession(async (query) => {
      // Users in two quarters, then the table put back as 0027 left it, and 0028 not yet applied.
      await query(`INSERT INTO users (username, email, first_name, last_name, password_hash, created_at)
        SELECT 'old_' || g, 'old' || g || '@example.test', 'Ada Mae', 'Lovelace', 'x',
          timestamptz '2025-03-31 22:00:00+00' + make_interval(hours => g)
        FROM generate_series(1, 4) AS g`);
      await query("ALTER TABLE user_search DROP COLUMN field_starts");
      await query(`DELETE FROM schema_migrations WHERE name = '${MIGRATION}'`);
    });

    expect(await migrate(database)).toEqual([MIGRATION]);

    await database.withSession(async (query) => {
      const rows = await query(`SELECT u.username, s.field_starts, s.search_text, s.tableoid::regclass::text AS quarter
        FROM user_search s JOIN users u ON u.id = s.user_id WHERE u.username LIKE 'old\\_%' ORDER BY u.username`);
      expect(rows).toEqual(
        [1, 2, 3, 4].map((g) => ({
          username: `old_${g}`,
          field_starts: "ololadlo",
          search_text: `old_${g} old${g}@example.test ada mae lovelace`,
          quarter: g === 1 ? "user_search_2025q1" : "user_search_2025q2",
        })),
      );
      const indexes = await query(`SELECT count(*) AS n FROM pg_indexes
        WHERE tablename = 'user_search_2025q2' AND indexdef LIKE '%INCLUDE (field_starts)%'`);
      expect(Number(indexes[0]?.n)).toBe(1);
      await query(`INSERT INTO users (username, email, first_name, last_name, password_hash)
        VALUES ('new_1', 'new1@example.test', 'Q', 'Rx', 'x')`);
      const [added] = await query(
        "SELECT field_starts FROM user_search s JOIN users u ON u.id = s.user_id WHERE u.username = 'new_1'",
      );
      expect(added?.field_starts).toBe("neneq\u0001rx");
    });
  });
});
