import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, createTestApp, createTestUser } from "../../../test/helpers.ts";
import { queryRows } from "../../db/client.ts";
import { ledgerEntries, users } from "../../db/schema.ts";
import { estimateMatches, isBroad, searchMatches, searchUsers } from "./users-search.service.ts";

const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true });
const tag = randomBytes(3).toString("hex");

/** Inserts users directly, one second apart, the last newest. */
async function insertUsers(rows: { username: string; email?: string; first?: string; last?: string }[]) {
  const start = Date.now() - rows.length * 1000;
  return app.db
    .insert(users)
    .values(
      rows.map((r, i) => ({
        username: r.username,
        email: r.email ?? `${r.username}@example.test`,
        firstName: r.first ?? "Plain",
        lastName: r.last ?? "Person",
        passwordHash: "x",
        createdAt: new Date(start + i * 1000),
      })),
    )
    .returning();
}

/** How PostgreSQL would find the matches of `q` when it may not walk the table or the created_at index. */
function searchPlan(q: string): Promise<string> {
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    await tx.execute(sql`SET LOCAL enable_indexscan = off`);
    const rows = await queryRows<{ "QUERY PLAN": string }>(tx, sql`EXPLAIN ${searchMatches(q)}`);
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  });
}

const list = (query: string) => call(app, { method: "GET", url: `/api/admin/users${query}`, headers: admin.auth });

describe("GET /api/admin/users", () => {
  it("lists users newest first with the sketch's message and paging", async () => {
    const res = await list("");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("All users gotten successfully");
    expect(res.body.data).toMatchObject({ page: 1, pageSize: 20, isTotalCapped: false });
    expect(res.body.data.users[0]).toMatchObject({ _id: admin.user.id, username: admin.user.username, wallet: 0 });
  });

  it("searches username, e-mail, first and last name case-insensitively by substring", async () => {
    await insertUsers([
      { username: `zed_${tag}`, first: "Zora", last: `Quixote${tag}` },
      { username: `amy_${tag}`, email: `amy.mail.${tag}@corp.example`, first: `Marguerite${tag}` },
    ]);
    const byLast = await list(`?q=XOTE${tag.toUpperCase()}`);
    expect(byLast.body.data.users.map((u: { username: string }) => u.username)).toEqual([`zed_${tag}`]);
    const byEmail = await list(`?q=${encodeURIComponent(`mail.${tag}@CORP`)}`);
    expect(byEmail.body.data.users.map((u: { username: string }) => u.username)).toEqual([`amy_${tag}`]);
    const byFirst = await list(`?q=guerite${tag}`);
    expect(byFirst.body.data.total).toBe(1);
    const byUsername = await list(`?q=_${tag}`);
    expect(byUsername.body.data.users.map((u: { username: string }) => u.username)).toEqual([
      `amy_${tag}`,
      `zed_${tag}`,
    ]);
    const none = await list(`?q=nobody-${tag}`);
    expect(none.body.data).toMatchObject({ users: [], total: 0 });
  });

  it.each([
    ["%", "pct%x"],
    ["_", "und_x"],
    ["'", "o'brien"],
    ["\\", "back\\slash"],
  ])("matches %s literally", async (char, last) => {
    const suffix = randomBytes(3).toString("hex");
    await insertUsers([
      { username: `lit_${suffix}_a`, last: `${last}${suffix}` },
      { username: `lit_${suffix}_b`, last: `${last.replace(char, "Q")}${suffix}` },
    ]);
    const res = await list(`?q=${encodeURIComponent(`${last}${suffix}`)}`);
    expect(res.status).toBe(200);
    expect(res.body.data.users.map((u: { username: string }) => u.username)).toEqual([`lit_${suffix}_a`]);
    const fragment = await list(`?q=${encodeURIComponent(`${last.slice(last.indexOf(char))}${suffix}`)}`);
    expect(fragment.body.data.users.map((u: { username: string }) => u.username)).toEqual([`lit_${suffix}_a`]);
  });

  it("paginates: pages do not overlap and the total is exact", async () => {
    const prefix = `page_${randomBytes(3).toString("hex")}`;
    await insertUsers(Array.from({ length: 7 }, (_, i) => ({ username: `${prefix}_${i}` })));
    const first = await list(`?q=${prefix}&pageSize=3&page=1`);
    const third = await list(`?q=${prefix}&pageSize=3&page=3`);
    expect(first.body.data).toMatchObject({ total: 7, page: 1, pageSize: 3, isTotalCapped: false });
    expect(first.body.data.users.map((u: { username: string }) => u.username)).toEqual([
      `${prefix}_6`,
      `${prefix}_5`,
      `${prefix}_4`,
    ]);
    expect(third.body.data.users.map((u: { username: string }) => u.username)).toEqual([`${prefix}_0`]);
    const beyond = await list(`?q=${prefix}&pageSize=3&page=9`);
    expect(beyond.body.data).toMatchObject({ users: [], total: 7 });
  });

  it("caps the count of a broad search and still pages newest first", async () => {
    const bulk = `bulk${randomBytes(3).toString("hex")}`;
    await app.db.execute(sql`INSERT INTO users (username, email, first_name, last_name, password_hash, created_at)
      SELECT ${bulk} || '_' || g, ${bulk} || g || '@example.test', 'Bulk', 'Person', 'x', now() - make_interval(secs => 2000 - g)
      FROM generate_series(1, 1005) AS g`);
    const first = await list(`?q=${bulk}`);
    expect(first.body.data).toMatchObject({ total: 1000, isTotalCapped: true });
    expect(first.body.data.users[0].username).toBe(`${bulk}_1005`);
    const last = await list(`?q=${bulk}&page=51`);
    expect(last.body.data).toMatchObject({ total: 1005, isTotalCapped: false });
    expect(last.body.data.users.map((u: { username: string }) => u.username)).toEqual(
      [5, 4, 3, 2, 1].map((g) => `${bulk}_${g}`),
    );
  });

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

  it("matches a short term at the start of a field, not of a later word, on either way", async () => {
    // Enough matches (1,001) among the newest users for the walk to answer alone.
    await app.db.execute(sql`INSERT INTO users (username, email, first_name, last_name, password_hash, created_at)
      SELECT 'ζv_' || ${tag} || '_' || g, 'bulk' || g || ${tag} || '@example.test', 'Bulk', 'Person', 'x',
        now() + interval '1 hour' + make_interval(secs => g)
      FROM generate_series(1, 1001) AS g`);
    const at = (minutes: number) => sql`now() + interval '2 hours' + make_interval(mins => ${minutes})`;
    await app.db.execute(sql`INSERT INTO users (username, email, first_name, last_name, password_hash, created_at) VALUES
      (${`mid_${tag}`}, ${`ζvmail_${tag}@example.test`}, 'Plain', 'Person', 'x', ${at(1)}),
      (${`name_${tag}`}, ${`name_${tag}@example.test`}, 'Ζvana', 'Person', 'x', ${at(2)}),
      (${`word_${tag}`}, ${`word_${tag}@example.test`}, 'Ana Ζvana', 'Del Ζv', 'x', ${at(3)})`);
    const walked = await searchUsers(app.db, { q: "ζv", page: 1, pageSize: 3 }, asBroad);
    const sorted = await searchUsers(app.db, { q: "ζv", page: 1, pageSize: 3 }, asSelective);
    expect(walked.users.map((u) => u.username)).toEqual([`name_${tag}`, `mid_${tag}`, `ζv_${tag}_1001`]);
    expect(walked).toMatchObject({ total: 1000, isTotalCapped: true });
    expect(walked).toEqual(sorted);
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

  it("finds a user by the e-mail they moved to, and no longer by the old one", async () => {
    const [mover] = await insertUsers([{ username: `mover_${tag}`, email: `before.${tag}@example.test` }]);
    if (!mover) throw new Error("no user");
    await app.db
      .update(users)
      .set({ email: `after.${tag}@example.test` })
      .where(sql`id = ${mover.id}`);
    const found = await list(`?q=after.${tag}`);
    expect(found.body.data.users.map((u: { username: string }) => u.username)).toEqual([`mover_${tag}`]);
    const gone = await list(`?q=before.${tag}`);
    expect(gone.body.data).toMatchObject({ users: [], total: 0 });
  });

  it("shows each user's ledger balance", async () => {
    const [rich] = await insertUsers([{ username: `rich_${tag}` }]);
    if (!rich) throw new Error("no user");
    await app.db.insert(ledgerEntries).values([
      { userId: rich.id, kind: "admin_adjustment", amountCents: 12_345, reason: "test" },
      { userId: rich.id, kind: "withdrawal", amountCents: -2_345 },
    ]);
    const res = await list(`?q=rich_${tag}`);
    expect(res.body.data.users[0]).toMatchObject({ username: `rich_${tag}`, wallet: 100, isVerified: false });
  });

  it.each([
    ["?page=0", "page"],
    ["?pageSize=101", "pageSize"],
    ["?page=abc", "page"],
    [`?q=${"x".repeat(101)}`, "q"],
  ])("answers 400 for %s", async (query) => {
    const res = await list(query);
    expect(res.status).toBe(400);
  });

  it("uses the trigram index for the search condition", async () => {
    const plan = await searchPlan("hopper");
    expect(plan).toContain("user_search_trgm_idx");
  });

  it("matches one or two characters at the start of a username, e-mail or name, from the prefix indexes", async () => {
    await insertUsers([
      { username: `ξq_user_${tag}` },
      { username: `mail_${tag}`, email: `ξqmail_${tag}@example.test` },
      { username: `first_${tag}`, first: "Ξqara" },
      { username: `inside_ξq_${tag}`, email: `inside_${tag}@example.test`, last: "Aξq" },
    ]);
    const two = await list(`?q=${encodeURIComponent("ΞQ")}`);
    expect(two.status).toBe(200);
    expect(two.body.data.users.map((u: { username: string }) => u.username)).toEqual([
      `first_${tag}`,
      `mail_${tag}`,
      `ξq_user_${tag}`,
    ]);
    const one = await list(`?q=${encodeURIComponent("ξ")}`);
    expect(one.body.data.total).toBe(3);
    const plan = await searchPlan("ma");
    expect(plan).toContain("users_username_prefix_idx");
    expect(plan).toContain("users_last_name_prefix_idx");
  });
});
