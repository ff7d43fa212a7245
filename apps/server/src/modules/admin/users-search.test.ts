import { randomBytes } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testRows } from "../../../test/factories/rows.ts";
import { createTestApp } from "../../../test/helpers.ts";
import { queryRows } from "../../db/client.ts";
import { estimateMatches, isBroad, newestMatches, searchMatches, searchUsers } from "./users-search.service.ts";

const app = await createTestApp();
const tag = randomBytes(3).toString("hex");

/** Inserts users directly, one second apart, the last newest. */
const insertUsers = (rows: Parameters<typeof testRows.users>[1]) => testRows.users(app.db, rows);

describe("the admin user search, whichever way the estimate sends it", () => {
  // The planner's estimate picks the way; each way must give the same page and count whatever it says.
  const asBroad = { estimate: async () => ({ matches: 1_000_000, users: 1_000_000 }) };
  const asSelective = { estimate: async () => ({ matches: 1, users: 1_000_000 }) };

  it("gives the same pages and capped count whether it walks the newest users or sorts the index's matches", async () => {
    const wide = `wide${randomBytes(3).toString("hex")}`;
    await app.db.execute(sql`INSERT INTO users (username, email, first_name, last_name, password_hash, created_at)
      SELECT ${wide} || '_' || g, ${wide} || g || '@example.test', 'Wide', 'Person', 'x', now() - make_interval(secs => 3000 - g)
      FROM generate_series(1, 1010) AS g`);
    for (const page of [1, 2, 51]) {
      const query = { q: wide, page, pageSize: 20 };
      const walked = await searchUsers(app.db, query, asBroad);
      const sorted = await searchUsers(app.db, query, asSelective);
      expect(walked, `page ${page}`).toEqual(sorted);
    }
    const first = await searchUsers(app.db, { q: wide, page: 1, pageSize: 3 }, asBroad);
    expect(first).toMatchObject({ total: 1000, isTotalCapped: true });
    expect(first.users.map((u) => u.username)).toEqual([`${wide}_1010`, `${wide}_1009`, `${wide}_1008`]);
    const last = await searchUsers(app.db, { q: wide, page: 51, pageSize: 20 }, asBroad);
    expect(last).toMatchObject({ total: 1010, isTotalCapped: false });
    expect(last.users.map((u) => u.username)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((g) => `${wide}_${g}`));
  });

  // More matches than the count shows, too few for a walk: read quarter by quarter from the newest.
  const asCommon = { estimate: async () => ({ matches: 5_000, users: 1_000_000 }) };

  /** `count` users matching `term`, a day apart, the newest a day before `before`. */
  function insertDaily(term: string, count: number, before: string) {
    return app.db.execute(sql`INSERT INTO users (username, email, first_name, last_name, password_hash, created_at)
      SELECT ${term} || '_' || g, ${term} || g || '@example.test', 'Daily', 'Person', 'x',
        ${before}::timestamptz - make_interval(days => g)
      FROM generate_series(1, ${count}) AS g`);
  }

  it("gives the same pages and capped count from the newest quarters down as from every quarter at once", async () => {
    const spread = `spread${randomBytes(3).toString("hex")}`;
    // Three matches in the last quarter of 2019, then 1,200 a day apart back from its start: a
    // page of twenty spans quarters, and the capped count stops inside 2017.
    await insertDaily(`${spread}_late`, 3, "2020-01-01T00:00:00Z");
    await insertDaily(spread, 1_200, "2019-10-01T00:00:00Z");
    for (const page of [1, 2, 50, 51, 61]) {
      const query = { q: spread, page, pageSize: 20 };
      const byQuarter = await searchUsers(app.db, query, asCommon);
      expect(byQuarter, `page ${page}`).toEqual(await searchUsers(app.db, query, asSelective));
      expect(byQuarter, `page ${page}`).toEqual(await searchUsers(app.db, query, asBroad));
    }
    const first = await searchUsers(app.db, { q: spread, page: 1, pageSize: 5 }, asCommon);
    expect(first).toMatchObject({ total: 1000, isTotalCapped: true });
    expect(first.users.map((u) => u.username)).toEqual([
      `${spread}_late_1`,
      `${spread}_late_2`,
      `${spread}_late_3`,
      `${spread}_1`,
      `${spread}_2`,
    ]);
    const last = await searchUsers(app.db, { q: spread, page: 61, pageSize: 20 }, asCommon);
    expect(last).toMatchObject({ total: 1203, isTotalCapped: false });
    expect(last.users.map((u) => u.username)).toEqual([1198, 1199, 1200].map((g) => `${spread}_${g}`));
    // "_" matches itself: `${spread}_2` is the usernames _2, _20–_29 and _200–_299, not the e-mail
    // addresses `${spread}12@…` that a one-character wildcard would also match.
    const underscore = { q: `${spread}_2`, page: 1, pageSize: 20 };
    const literal = await searchUsers(app.db, underscore, asCommon);
    expect(literal).toMatchObject({ total: 111, isTotalCapped: false });
    expect(literal).toEqual(await searchUsers(app.db, underscore, asSelective));
  });

  it("reads only the newest quarters it needs for the count", async () => {
    const recent = `recent${randomBytes(3).toString("hex")}`;
    await insertDaily(recent, 400, "2014-01-01T00:00:00Z");
    const pattern = `%${recent}%`;
    const read = async (enough: number) => {
      const [row] = await queryRows<{ n: number | string; oldest: Date | string }>(
        app.db,
        sql`SELECT count(*) AS n, min(created_at) AS oldest FROM user_search_newest_quarters(${pattern}, ${enough})`,
      );
      return { n: Number(row?.n), oldest: new Date(row?.oldest ?? 0).toISOString() };
    };
    // The last quarter of 2013 holds 92 of them (1 October to 31 December); with the one before, 184.
    expect(await read(50)).toEqual({ n: 92, oldest: "2013-10-01T00:00:00.000Z" });
    expect(await read(93)).toEqual({ n: 184, oldest: "2013-07-01T00:00:00.000Z" });
    expect((await read(1_000)).n).toBe(400);
  });

  it("files a sign-up under its quarter in UTC whatever the session's time zone, and moves it with its created_at", async () => {
    const edge = `edge${randomBytes(3).toString("hex")}`;
    const quarterOf = async (username: string) => {
      const rows = await queryRows<{ quarter: string }>(
        app.db,
        sql`SELECT s.tableoid::regclass::text AS quarter FROM user_search s JOIN users u ON u.id = s.user_id
          WHERE u.username = ${username}`,
      );
      return rows.map((r) => r.quarter);
    };
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL TIME ZONE 'America/New_York'`);
      await tx.execute(sql`INSERT INTO users (username, email, first_name, last_name, password_hash, created_at) VALUES
        (${`${edge}_march`}, ${`${edge}.march@example.test`}, 'Edge', 'Case', 'x', '2012-03-31T23:59:59Z'),
        (${`${edge}_april`}, ${`${edge}.april@example.test`}, 'Edge', 'Case', 'x', '2012-04-01T00:00:00Z')`);
    });
    expect(await quarterOf(`${edge}_march`)).toEqual(["user_search_2012q1"]);
    expect(await quarterOf(`${edge}_april`)).toEqual(["user_search_2012q2"]);

    await app.db.execute(sql`UPDATE users SET created_at = '2011-08-15T12:00:00Z' WHERE username = ${`${edge}_april`}`);
    expect(await quarterOf(`${edge}_april`)).toEqual(["user_search_2011q3"]);
    const moved = await searchUsers(app.db, { q: edge, page: 1, pageSize: 20 }, asCommon);
    expect(moved.users.map((u) => [u.username, u.createdAt])).toEqual([
      [`${edge}_march`, "2012-03-31T23:59:59.000Z"],
      [`${edge}_april`, "2011-08-15T12:00:00.000Z"],
    ]);

    await app.db.execute(sql`DELETE FROM users WHERE username = ${`${edge}_march`}`);
    expect(await quarterOf(`${edge}_march`)).toEqual([]);
    const left = await searchUsers(app.db, { q: edge, page: 1, pageSize: 20 }, asSelective);
    expect(left.users.map((u) => u.username)).toEqual([`${edge}_april`]);
  });

  it.skipIf(!process.env.DATABASE_URL)("lets sign-ups opening a new quarter at the same moment all land", async () => {
    const rush = `rush${randomBytes(3).toString("hex")}`;
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        app.db.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO users (username, email, first_name, last_name, password_hash, created_at)
            VALUES (${`${rush}_${i}`}, ${`${rush}${i}@example.test`}, 'Rush', 'Hour', 'x', ${`2010-0${1 + i}-15T00:00:00Z`})`);
          // Held open a moment, so the others reach the quarter while it is being made.
          await tx.execute(sql`SELECT pg_sleep(0.05)`);
        }),
      ),
    );
    const found = await searchUsers(app.db, { q: rush, page: 1, pageSize: 20 }, asCommon);
    expect(found.users.map((u) => u.username)).toEqual([5, 4, 3, 2, 1, 0].map((i) => `${rush}_${i}`));
  });

  it("pages a short term's newest matches at the start of a field, not of a later word, with a capped count", async () => {
    // 1,001 older matches, then three users with "ζv" in other places.
    await app.db.execute(sql`INSERT INTO users (username, email, first_name, last_name, password_hash, created_at)
      SELECT 'ζv_' || ${tag} || '_' || g, 'bulk' || g || ${tag} || '@example.test', 'Bulk', 'Person', 'x',
        now() + interval '1 hour' + make_interval(secs => g)
      FROM generate_series(1, 1001) AS g`);
    const at = (minutes: number) => sql`now() + interval '2 hours' + make_interval(mins => ${minutes})`;
    await app.db.execute(sql`INSERT INTO users (username, email, first_name, last_name, password_hash, created_at) VALUES
      (${`mid_${tag}`}, ${`ζvmail_${tag}@example.test`}, 'Plain', 'Person', 'x', ${at(1)}),
      (${`name_${tag}`}, ${`name_${tag}@example.test`}, 'Ζvana', 'Person', 'x', ${at(2)}),
      (${`word_${tag}`}, ${`word_${tag}@example.test`}, 'Ana Ζvana', 'Del Ζv', 'x', ${at(3)})`);
    const first = await searchUsers(app.db, { q: "ζv", page: 1, pageSize: 3 });
    expect(first.users.map((u) => u.username)).toEqual([`name_${tag}`, `mid_${tag}`, `ζv_${tag}_1001`]);
    expect(first).toMatchObject({ total: 1000, isTotalCapped: true });
    const second = await searchUsers(app.db, { q: "ΖV", page: 2, pageSize: 3 });
    expect(second.users.map((u) => u.username)).toEqual([1000, 999, 998].map((g) => `ζv_${tag}_${g}`));
  });

  it("finds a short term at each field's start exactly, through user_name_starts, the walk and the prefix indexes alike", async () => {
    const inserted = await insertUsers([
      { username: `ǂa_${tag}` },
      { username: `e1_${tag}`, email: `ǂb${tag}@example.test` },
      { username: `f1_${tag}`, first: "ǂ" },
      { username: `l1_${tag}`, last: "ǂ c" },
      { username: `m1_${tag}`, first: "Xǂa" },
      { username: `ǂ_${tag}` },
      { username: `i1_${tag}`, first: "İǂ" },
    ]);
    const [byUsername, byEmail, shortFirst, spacedLast, laterLetter, underscore, dottedI] = inserted.map(
      (u) => u.username,
    );
    const usernames = async (matches: SQL) =>
      (
        await queryRows<{ username: string }>(
          app.db,
          sql`SELECT username FROM users WHERE id IN (SELECT id FROM (${matches}) AS m) ORDER BY username`,
        )
      ).map((r) => r.username);
    const found = async (q: string) =>
      (await searchUsers(app.db, { q, page: 1, pageSize: 100 })).users.map((u) => u.username).toSorted();
    const expectMatches = async (q: string, expected: (string | undefined)[]) => {
      const byIndexes = await usernames(searchMatches(q));
      expect(byIndexes, q).toEqual(expected.toSorted());
      expect(await found(q), q).toEqual(byIndexes);
      expect(await usernames(newestMatches(q, 1_000)), q).toEqual(byIndexes);
    };
    await expectMatches("ǂ", [byUsername, byEmail, shortFirst, spacedLast, underscore]);
    await expectMatches("ǂa", [byUsername]);
    await expectMatches("ǂB", [byEmail]);
    await expectMatches("ǂ ", [spacedLast]);
    await expectMatches("ǂ_", [underscore]);
    // "İ" lowers to two characters in JavaScript: it takes the prefix indexes, and still finds its user.
    expect("İ".toLowerCase()).toHaveLength(2);
    expect(await found("İǂ")).toContain(dottedI);
    expect(await found("İǂ")).toEqual(await usernames(searchMatches("İǂ")));
    // A changed name changes where the search finds it; a removed user is gone from it.
    await app.db.execute(
      sql`UPDATE users SET first_name = 'ǂz', username = ${`n1_${tag}`} WHERE username = ${laterLetter}`,
    );
    await expectMatches("ǂz", [`n1_${tag}`]);
    await app.db.execute(sql`UPDATE users SET email = ${`moved_${tag}@example.test`} WHERE username = ${byEmail}`);
    await expectMatches("ǂb", []);
    await app.db.execute(sql`DELETE FROM users WHERE username = ${byUsername}`);
    await expectMatches("ǂ", [shortFirst, spacedLast, underscore, `n1_${tag}`]);
    // Each user's rows are its distinct starts, kept through the changes: none left of the removed one.
    const orphans = await queryRows<{ user_id: string }>(
      app.db,
      sql`SELECT user_id FROM user_name_starts s WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id)`,
    );
    expect(orphans).toEqual([]);
    const starts = await queryRows<{ start: string }>(
      app.db,
      sql`SELECT s.start FROM user_name_starts s JOIN users u ON u.id = s.user_id AND u.created_at = s.created_at
        WHERE u.username = ${`n1_${tag}`} ORDER BY s.start`,
    );
    expect(starts.map((r) => r.start)).toEqual(["m", "m1", "n", "n1", "p", "pe", "ǂ", "ǂz"].toSorted());
  });

  it("finds the page of a search the estimate took for broad whose matches are not among the newest users", async () => {
    const old = `old${randomBytes(3).toString("hex")}`;
    await app.db.execute(sql`INSERT INTO users (username, email, first_name, last_name, password_hash, created_at)
      SELECT ${old} || '_' || g, ${old} || g || '@example.test', 'Old', 'Timer', 'x', now() - interval '1 year' + make_interval(secs => g)
      FROM generate_series(1, 1003) AS g`);
    await insertUsers(Array.from({ length: 5 }, (_, i) => ({ username: `recent_x_${i}` })));
    // Expects a match in every user, so it walks only the newest few thousand: none of them match.
    const page = await searchUsers(app.db, { q: old, page: 1, pageSize: 3 }, asBroad);
    expect(page).toMatchObject({ total: 1000, isTotalCapped: true });
    expect(page.users.map((u) => u.username)).toEqual([`${old}_1003`, `${old}_1002`, `${old}_1001`]);
  });

  it("finds the page of a selective-looking search with more matches than the cap, when its matches are old", async () => {
    const aged = `aged${randomBytes(3).toString("hex")}`;
    await app.db.execute(sql`INSERT INTO users (username, email, first_name, last_name, password_hash, created_at)
      SELECT ${aged} || '_' || g, ${aged} || g || '@example.test', 'Aged', 'Timer', 'x', now() - interval '2 years' + make_interval(secs => g)
      FROM generate_series(1, 1004) AS g`);
    await insertUsers(Array.from({ length: 30 }, (_, i) => ({ username: `newer_y_${tag}_${i}` })));
    const page = await searchUsers(app.db, { q: aged, page: 1, pageSize: 3 }, asSelective);
    expect(page).toMatchObject({ total: 1000, isTotalCapped: true });
    expect(page.users.map((u) => u.username)).toEqual([`${aged}_1004`, `${aged}_1003`, `${aged}_1002`]);
    const second = await searchUsers(app.db, { q: aged, page: 2, pageSize: 3 }, asSelective);
    expect(second.users.map((u) => u.username)).toEqual([`${aged}_1001`, `${aged}_1000`, `${aged}_999`]);
  });

  it("takes a search matching a large share of the users for broad, and a rare one for selective", async () => {
    expect(isBroad({ matches: 166_666, users: 1_000_000 }, 1001)).toBe(true);
    expect(isBroad({ matches: 3_700, users: 1_000_000 }, 1001)).toBe(false);
    expect(isBroad({ matches: 50, users: 0 }, 1001)).toBe(false);
    // With statistics, the planner's estimate tells a term most users share from one nobody has.
    const common = `common${randomBytes(3).toString("hex")}`;
    await app.db.execute(sql`INSERT INTO users (username, email, first_name, last_name, password_hash)
      SELECT ${common} || '_' || g, ${common} || g || '@example.test', 'Common', 'Person', 'x'
      FROM generate_series(1, 20000) AS g`);
    await app.db.execute(sql`ANALYZE users`);
    await app.db.execute(sql`ANALYZE user_search`);
    const wide = await estimateMatches(app.db, searchMatches(common));
    const rare = await estimateMatches(app.db, searchMatches(`rare${randomBytes(3).toString("hex")}`));
    expect(wide.users).toBeGreaterThan(20_000);
    expect(wide.matches).toBeGreaterThan(wide.users / 2);
    expect(rare.matches).toBeLessThan(wide.users / 100);
  });
});
