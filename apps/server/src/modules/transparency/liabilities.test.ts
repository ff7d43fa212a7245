import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, createTestUser } from "../../../test/helpers.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { unitsValueCents, valuePlans } from "../portfolios/index.ts";
import { lockWallet, postLedgerEntry } from "../wallet/index.ts";
import { readLiabilities } from "./liabilities.ts";
import { buildLiabilityTree, LiabilityTreeBuilder, sortedOrder, unpackLeaves } from "./liability-tree.ts";

const app = await createTestApp();
const now = new Date();

const members: Awaited<ReturnType<typeof createTestUser>>[] = [];
for (let i = 0; i < 40; i++) members.push(await createTestUser(app));
for (const [i, member] of members.entries()) {
  if (i % 3 === 0) continue;
  await app.db.transaction(async (tx) => {
    await lockWallet(tx as unknown as Db, member.user.id);
    await postLedgerEntry(tx as unknown as Db, {
      userId: member.user.id,
      kind: "admin_adjustment",
      amountCents: 1_00 * (i + 1),
    });
  });
}
// Positions in two plans for some members (two for one of them), one emptied (units 0).
const plans = await queryRows<{ id: string }>(app.db, sql`SELECT id FROM plans ORDER BY weight_usd LIMIT 2`);
const positions: [number, number, bigint][] = [
  [1, 0, 5_000_000_000n],
  [2, 0, 123_456_789n],
  [2, 1, 9_999_999_999n],
  [5, 1, 1n],
  [7, 0, 0n],
];
for (const [member, plan, units] of positions) {
  await app.db.execute(sql`INSERT INTO position_totals (user_id, plan_id, units_micro, first_invested_at, last_invested_at)
    VALUES (${members[member]?.user.id}, ${plans[plan]?.id}, ${units}, now(), now())`);
}

/** Every account's liability as the dashboard counts it, computed row by row. */
async function expectedLiabilities(): Promise<Map<string, number>> {
  const valuations = await valuePlans(app.db, app.priceFeed, now);
  const owed = new Map<string, number>();
  const users = await queryRows<{ id: string; cents: string }>(
    app.db,
    sql`SELECT id::text AS id, balance_cents::text AS cents FROM users`,
  );
  for (const user of users) owed.set(user.id, Number(user.cents));
  const rows = await queryRows<{ user_id: string; plan_id: string; units: string }>(
    app.db,
    sql`SELECT user_id::text AS user_id, plan_id::text AS plan_id, units_micro::text AS units FROM position_totals`,
  );
  for (const row of rows) {
    const nav = valuations.byPlan.get(row.plan_id)?.nav ?? 0n;
    owed.set(row.user_id, (owed.get(row.user_id) ?? 0) + Number(unitsValueCents(BigInt(row.units), nav)));
  }
  return owed;
}

describe("the liabilities read for the day's tree", () => {
  it.each([1, 1_000])(
    "counts every account once, with its positions at market, read %i pages at a time",
    async (pages) => {
      const [size] = await queryRows<{ pages: number }>(
        app.db,
        sql`SELECT (pg_relation_size('users') / current_setting('block_size')::int)::int AS pages`,
      );
      // Several runs of one page each, or all of them in one.
      expect(size?.pages).toBeGreaterThan(1);
      const builder = new LiabilityTreeBuilder(randomBytes(32));
      await readLiabilities(app.db, app.priceFeed, now, builder, pages);
      const { chunks, root } = builder.build(8);
      const read = chunks.flatMap((chunk) => unpackLeaves(chunk.leaves));
      const expected = await expectedLiabilities();
      expect(read).toHaveLength(expected.size);
      expect(new Map(read.map((a) => [a.id, a.balanceCents]))).toEqual(expected);
      expect(root.sum).toBe([...expected.values()].reduce((s, c) => s + c, 0));
      expect(expected.get(members[2]?.user.id ?? "")).toBeGreaterThan(3_00);

      // The same accounts built from plain objects make the same tree (apart from the secret).
      const again = new LiabilityTreeBuilder(Buffer.alloc(32, 7));
      await readLiabilities(app.db, app.priceFeed, now, again, pages);
      const direct = buildLiabilityTree(read, Buffer.alloc(32, 7), 8);
      expect(again.build(8).root).toEqual(direct.root);
    },
  );
});

describe("the order of packed keys", () => {
  it("sorts keys that share their first bytes, and their first eight, by the whole key", () => {
    const keys = [
      "00ff000000000000ffffffffffffffff",
      "00ff0000000000000000000000000001",
      "00ff0000000000000000000000000000",
      "0000ffffffffffffffffffffffffffff",
      "ffffffffffffffffffffffffffffffff",
      "00ff0000000000010000000000000000",
      "00ff0000000000000000000000000000",
    ];
    const packed = Buffer.from(keys.join(""), "hex");
    const order = sortedOrder(packed, keys.length, 16);
    expect(Array.from(order, (i) => keys[i])).toEqual([...keys].sort());
  });
});
