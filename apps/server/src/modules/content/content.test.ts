import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, createTestApp, createTestUser } from "../../../test/helpers.ts";
import { subscribers } from "../../db/schema.ts";
import { manualClock } from "../../lib/clock.ts";
import { PUBLIC_CACHE_MAX_AGE_MS } from "../../lib/public-cache.ts";

const clock = manualClock();
const app = await createTestApp({}, { clock });
/** The public answers are cached for up to a second (lib/public-cache.ts). */
const afterCacheAge = () => clock.advance(PUBLIC_CACHE_MAX_AGE_MS);
const admin = await createTestUser(app, { isAdmin: true });
const member = await createTestUser(app);

const countRows = async (table: typeof subscribers) =>
  Number((await app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n);

describe("subscribe", () => {
  it("stores a valid e-mail once and answers 'Subscribed'", async () => {
    const res = await call(app, { method: "POST", url: "/api/subscribe", payload: { email: " news@example.test " } });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Subscribed");
    const rows = await app.db.select().from(subscribers).where(eq(subscribers.email, "news@example.test"));
    expect(rows).toHaveLength(1);
  });

  it("refuses the same e-mail in any case with 409 and stores nothing more", async () => {
    await call(app, { method: "POST", url: "/api/subscribe", payload: { email: "dup@example.test" } });
    const before = await countRows(subscribers);
    const res = await call(app, { method: "POST", url: "/api/subscribe", payload: { email: "DUP@Example.TEST" } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("This e-mail is already subscribed");
    expect(await countRows(subscribers)).toBe(before);
  });

  it.each([["not-an-email"], [""], ["a@b"], [42]])("refuses %o with 400 and stores nothing", async (email) => {
    const before = await countRows(subscribers);
    const res = await call(app, { method: "POST", url: "/api/subscribe", payload: { email } });
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe("string");
    expect(await countRows(subscribers)).toBe(before);
  });

  it("lets admins list (paginated) and export the subscribers as CSV", async () => {
    // Stored directly: the API's e-mail check already refuses it, the export must still be safe.
    await app.db.insert(subscribers).values({ email: "=cmd@example.test" });
    const list = await call(app, { method: "GET", url: "/api/admin/subscribers?pageSize=2", headers: admin.auth });
    expect(list.status).toBe(200);
    expect(list.body.data.items).toHaveLength(2);
    expect(list.body.data.total).toBe(await countRows(subscribers));
    const csv = await app.inject({ method: "GET", url: "/api/admin/subscribers.csv", headers: admin.auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body.split("\r\n")[0]).toBe("email,subscribed_at");
    expect(csv.body).toContain("\r\nnews@example.test,");
    expect(csv.body).toContain("\r\n'=cmd@example.test,");
  });

  it("refuses the subscriber list and export to members (403) and visitors (401)", async () => {
    for (const url of ["/api/admin/subscribers", "/api/admin/subscribers.csv"]) {
      expect((await call(app, { method: "GET", url, headers: member.auth })).status).toBe(403);
      expect((await call(app, { method: "GET", url })).status).toBe(401);
    }
  });
});

describe("public stats", () => {
  it("counts the registered members (admins excluded), live", async () => {
    const first = await call(app, { method: "GET", url: "/api/stats/public" });
    expect(first.status).toBe(200);
    await createTestUser(app);
    await createTestUser(app, { isAdmin: true });
    afterCacheAge();
    const second = await call(app, { method: "GET", url: "/api/stats/public" });
    expect(second.body.data.members).toBe(first.body.data.members + 1);
  });

  it("keeps the counter equal to a real count through sign-ups, promotions, demotions and a bulk insert", async () => {
    const members = async () => {
      afterCacheAge();
      return (await call(app, { method: "GET", url: "/api/stats/public" })).body.data.members;
    };
    const counted = async () => {
      const result = (await app.db.execute("SELECT count(*)::int AS n FROM users WHERE NOT is_admin")) as unknown as {
        rows: { n: number }[];
      };
      return Number(result.rows[0]?.n);
    };
    const before = await members();
    const member = await createTestUser(app);
    await app.db.execute(`UPDATE users SET is_admin = true WHERE id = '${member.user.id}'`);
    expect(await members()).toBe(before);
    await app.db.execute(`UPDATE users SET is_admin = false WHERE id = '${member.user.id}'`);
    await app.db.execute(
      `INSERT INTO users (first_name, last_name, email, username, password_hash)
       SELECT 'Bulk', 'Member', 'bulk' || i || '@example.test', 'bulk_' || i, 'x' FROM generate_series(1, 25) AS i`,
    );
    expect(await members()).toBe(before + 26);
    expect(await members()).toBe(await counted());
  });
});

describe("public answers from the cache", () => {
  it("are at most a second old, carry an ETag and answer 304 to a browser that has them", async () => {
    afterCacheAge();
    const first = await app.inject({ method: "GET", url: "/api/stats/public" });
    expect(first.headers["cache-control"]).toBe("public, max-age=1");
    const etag = String(first.headers.etag);
    await createTestUser(app);
    clock.advance(PUBLIC_CACHE_MAX_AGE_MS - 1);
    const cached = await app.inject({ method: "GET", url: "/api/stats/public", headers: { "if-none-match": etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe("");
    clock.advance(1);
    const fresh = await app.inject({ method: "GET", url: "/api/stats/public", headers: { "if-none-match": etag } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.members).toBe(first.json().data.members + 1);
    expect(fresh.headers.etag).not.toBe(etag);
  });

  it("show an admin's change at once in the process that made it", async () => {
    const before = await call(app, { method: "GET", url: "/api/plans" });
    const created = await call(app, {
      method: "POST",
      url: "/api/admin/plans",
      payload: { name: "Cache check", roi: 3, minAmount: 200, maxAmount: 300 },
      headers: admin.auth,
    });
    expect(created.status).toBe(201);
    const after = await call(app, { method: "GET", url: "/api/plans" });
    expect(after.body.data).toHaveLength(before.body.data.length + 1);
    expect(after.body.data.map((p: { name: string }) => p.name)).toContain("Cache check");
  });
});

describe("FAQ", () => {
  it("serves the seeded sections in order with several questions each", async () => {
    const res = await call(app, { method: "GET", url: "/api/faqs" });
    expect(res.status).toBe(200);
    const sections = res.body.data.map((s: { section: string }) => s.section);
    expect(sections).toEqual(["General", "Invest", "Trade", "Bitcoin", "Alternative Coins", "Mining", "NFTs"]);
    for (const section of res.body.data) expect(section.items.length).toBeGreaterThanOrEqual(3);
    const invest = res.body.data[1].items.map((i: { question: string }) => i.question);
    expect(invest).toContain("How is my deposit checked?");
  });
});
