import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { call, createSecondApp, createTestApp, createTestUser, seenWithin } from "../../../test/helpers.ts";
import { searchUsers } from "../admin/index.ts";
import { lockWallet, postLedgerEntry } from "../wallet/index.ts";
import { createUserCache, type UserCache } from "./user-cache.ts";
import type { UserRow } from "./users.service.ts";

const row = (id: string, firstName = "Ada") => ({ id, firstName }) as UserRow;

/** Reads `id` through the cache with `during` happening while the read runs. */
async function readWhile(cache: UserCache, id: string, firstName: string, during: () => void) {
  let release = () => {};
  const reading = cache.get(id, () => new Promise<UserRow>((resolve) => (release = () => resolve(row(id, firstName)))));
  during();
  release();
  return reading;
}

describe("the per-process user cache", () => {
  it("keeps a row only while changes are heard, and not past its age", async () => {
    let now = 0;
    const cache = createUserCache({ maxAgeMs: 1_000, now: () => now });
    let loads = 0;
    const load = async (id: string) => {
      loads++;
      return row(id);
    };
    await cache.get("a", load);
    await cache.get("a", load);
    expect(loads).toBe(2);

    cache.setLive(true);
    await cache.get("a", load);
    await cache.get("a", load);
    expect(loads).toBe(3);
    now = 1_000;
    await cache.get("a", load);
    expect(loads).toBe(4);

    cache.setLive(false);
    await cache.get("a", load);
    expect(loads).toBe(5);
  });

  it("does not keep a read that was running when a change was heard", async () => {
    const cache = createUserCache({ maxAgeMs: 60_000 });
    cache.setLive(true);
    const slow = readWhile(cache, "a", "Old", () => cache.forget("a"));
    expect((await slow)?.firstName).toBe("Old");
    expect((await cache.get("a", async () => row("a", "New")))?.firstName).toBe("New");
  });

  it("keeps a read that was running when another user's change was heard", async () => {
    const cache = createUserCache({ maxAgeMs: 60_000 });
    cache.setLive(true);
    await readWhile(cache, "a", "Kept", () => cache.forget("b"));
    expect(cache.size).toBe(1);
    expect((await cache.get("a", async () => row("a", "Reread")))?.firstName).toBe("Kept");
    // Forgetting everyone still reaches a read in progress.
    await readWhile(cache, "c", "Ada", () => cache.forget("*"));
    expect(cache.size).toBe(0);
  });
});

describe("GET /api/user from the cache stays exact", async () => {
  // One app for the file: each test reads its own member's row.
  const app = await createTestApp();

  it("shows a member's balance, name and verification right after any write in this process", async () => {
    const member = await createTestUser(app);
    const read = async () => (await call(app, { method: "GET", url: "/api/user", headers: member.auth })).body.data;

    expect((await read()).wallet).toBe(0);
    expect(app.userCache.size).toBe(1);

    await app.db.transaction(async (tx) => {
      await lockWallet(tx, member.user.id);
      await postLedgerEntry(tx, {
        userId: member.user.id,
        kind: "admin_adjustment",
        amountCents: 1234,
        reason: "test",
      });
    });
    expect((await read()).wallet).toBe(12.34);

    await app.db.execute(sql`UPDATE users SET first_name = 'Renamed' WHERE id = ${member.user.id}`);
    expect((await read()).name.firstname).toBe("Renamed");

    await app.db.execute(sql`UPDATE users SET is_verified = true WHERE id = ${member.user.id}`);
    expect((await read()).isVerified).toBe(true);
  });

  it("keeps its rows through an admin's search, a read-only transaction", async () => {
    const member = await createTestUser(app);
    const before = app.userCache.size;
    await call(app, { method: "GET", url: "/api/user", headers: member.auth });
    expect(app.userCache.size).toBe(before + 1);
    const found = await searchUsers(app.db, { q: member.user.username, page: 1, pageSize: 20 });
    expect(found.users.map((u) => u.id)).toEqual([member.user.id]);
    expect(app.userCache.size).toBe(before + 1);
  });

  it("hears another process's change", async () => {
    const other = await createSecondApp(app);
    const member = await createTestUser(app);
    const read = async () => (await call(app, { method: "GET", url: "/api/user", headers: member.auth })).body.data;
    expect((await read()).name.firstname).toBe("Test");

    await other.db.execute(sql`UPDATE users SET first_name = 'Elsewhere' WHERE id = ${member.user.id}`);
    // Another process's change arrives as a notification at its commit: within milliseconds.
    expect(await seenWithin(1_000, async () => (await read()).name.firstname === "Elsewhere")).toBe(true);
    expect((await read()).name.firstname).toBe("Elsewhere");
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "keeps nothing while its listening connection is down, then listens again",
    async () => {
      // An app of its own: dropping the listening connection empties the whole cache.
      const app = await createTestApp();
      const member = await createTestUser(app);
      await call(app, { method: "GET", url: "/api/user", headers: member.auth });
      expect(app.userCache.size).toBe(1);

      const admin = new pg.Client({
        connectionString: (app.db as unknown as { $client: pg.Pool }).$client.options.connectionString,
      });
      await admin.connect();
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'vaultline-user-changes' AND datname = current_database()",
      );
      await admin.end();
      expect(await seenWithin(3_000, async () => app.userCache.size === 0)).toBe(true);
      expect(app.userCache.size).toBe(0);

      // It reconnects within a couple of seconds and keeps rows again.
      const keepsAgain = async () => {
        await call(app, { method: "GET", url: "/api/user", headers: member.auth });
        return app.userCache.size === 1;
      };
      expect(await seenWithin(5_000, keepsAgain)).toBe(true);
      expect(app.userCache.size).toBe(1);
    },
  );
});
