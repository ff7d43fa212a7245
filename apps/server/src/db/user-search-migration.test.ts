import { describe, expect, it, onTestFinished } from "vitest";
import { searchUsers } from "../modules/admin/index.ts";
import { openDatabase } from "./client.ts";
import { migrate } from "./migrate.ts";

const BEFORE = "0028_user_search_field_starts.sql";
const MIGRATION = "0029_user_name_starts.sql";

describe(`migration ${MIGRATION} on a database that already has users`, () => {
  it("gives every user its name starts, copies user_search without field_starts into the same quarters, and leaves sign-ups working", async () => {
    const database = await openDatabase({ pgliteDir: null });
    onTestFinished(() => database.close());
    await migrate(database, { through: BEFORE });
    await database.withSession((query) =>
      // Users in two quarters, as 0028 left them.
      query(`INSERT INTO users (username, email, first_name, last_name, password_hash, created_at)
        SELECT 'old_' || g, 'x' || g || '@example.test', 'Ada Mae', 'Lovelace', 'x',
          timestamptz '2025-03-31 22:00:00+00' + make_interval(hours => g)
        FROM generate_series(1, 4) AS g`),
    );

    expect(await migrate(database, { through: MIGRATION })).toEqual([MIGRATION]);

    await database.withSession(async (query) => {
      const rows = await query(`SELECT u.username, s.search_text, s.tableoid::regclass::text AS quarter,
          ARRAY(SELECT n.start FROM user_name_starts n WHERE n.user_id = u.id AND n.created_at = u.created_at
            ORDER BY n.start) AS starts
        FROM user_search s JOIN users u ON u.id = s.user_id WHERE u.username LIKE 'old\\_%' ORDER BY u.username`);
      expect(rows).toEqual(
        [1, 2, 3, 4].map((g) => ({
          username: `old_${g}`,
          search_text: `old_${g} x${g}@example.test ada mae lovelace`,
          quarter: g === 1 ? "user_search_2025q1" : "user_search_2025q2",
          starts: ["a", "ad", "l", "lo", "o", "ol", "x", `x${g}`],
        })),
      );
      const columns = await query(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'user_search_2025q2' ORDER BY column_name",
      );
      expect(columns.map((c) => c.column_name)).toEqual(["created_at", "search_text", "user_id"]);
      const indexes = await query("SELECT indexdef FROM pg_indexes WHERE tablename = 'user_search_2025q2'");
      expect(indexes.map((i) => String(i.indexdef).replace(/.* USING /, "")).toSorted()).toEqual([
        "btree (created_at, user_id) INCLUDE (search_text)",
        "btree (user_id, created_at)",
        "gin (search_text gin_trgm_ops)",
      ]);
      await query(`INSERT INTO users (username, email, first_name, last_name, password_hash)
        VALUES ('new_1', 'new1@example.test', 'Q', 'Rx', 'x')`);
    });
    const page = await searchUsers(database.db, { q: "Rx", page: 1, pageSize: 20 });
    expect(page.users.map((u) => u.username)).toEqual(["new_1"]);
    const old = await searchUsers(database.db, { q: "ol", page: 1, pageSize: 2 });
    expect(old).toMatchObject({ total: 4, isTotalCapped: false });
    expect(old.users.map((u) => u.username)).toEqual(["old_4", "old_3"]);
  });
});
