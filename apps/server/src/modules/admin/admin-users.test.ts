import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testRows } from "../../../test/factories/rows.ts";
import { call, createTestApp, createTestUser } from "../../../test/helpers.ts";
import { queryRows } from "../../db/client.ts";
import { ledgerEntries, users } from "../../db/schema.ts";
import { searchMatches } from "./users-search.service.ts";

const app = await createTestApp();
const admin = await createTestUser(app, { isAdmin: true });
const tag = randomBytes(3).toString("hex");

/** Inserts users directly, one second apart, the last newest. */
const insertUsers = (rows: Parameters<typeof testRows.users>[1]) => testRows.users(app.db, rows);

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
    expect(res.body.data.users[0]).toMatchObject({ id: admin.user.id, username: admin.user.username, wallet: 0 });
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

  it("gives every quarter a trigram index, which the search condition uses", async () => {
    // A quarter large enough that its trigram index is cheaper than reading it whole (on a few hundred
    // rows the planner rightly reads the quarter through its created_at index instead), vacuumed and
    // with statistics, as a server's autovacuum keeps it. Without the VACUUM the trigram index's new
    // entries sit in its pending list, and its estimated cost moved from run to run (136–188 in a
    // probe, 39 after a VACUUM): now and then the planner read the quarter through its created_at index.
    await app.db.execute(sql`INSERT INTO users (username, email, first_name, last_name, password_hash, created_at)
      SELECT 'many_' || ${tag} || '_' || g, 'many' || g || ${tag} || '@example.test', 'Many', 'Person', 'x',
        '2005-02-01T00:00:00Z'::timestamptz + make_interval(secs => g)
      FROM generate_series(1, 5000) AS g`);
    await app.db.execute(sql`VACUUM ANALYZE user_search`);
    const plan = await searchPlan("hopper");
    expect(plan).toMatch(/Bitmap Index Scan on user_search_2005q1_search_text_idx/);
    expect(plan).not.toContain("Seq Scan");
    const withoutTrigrams = await queryRows<{ quarter: string }>(
      app.db,
      sql`SELECT c.relname AS quarter FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = 'user_search'::regclass
          AND NOT EXISTS (SELECT 1 FROM pg_indexes x WHERE x.tablename = c.relname AND x.indexdef LIKE '%gin_trgm_ops%')`,
    );
    expect(withoutTrigrams).toEqual([]);
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
