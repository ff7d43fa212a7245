import { randomBytes } from "node:crypto";
import { assetAccountHashPrefix, PROOF_ASSETS, type TProofAsset, toHex } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, createTestUser } from "../../../test/helpers.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { unitsValueCents, valuePlans } from "../portfolios/index.ts";
import { lockWallet, postLedgerEntry } from "../wallet/index.ts";
import { type AssetBuilders, readLiabilities } from "./liability-snapshot.ts";
import {
  type Account,
  assetSecret,
  buildLiabilityTree,
  LiabilityTreeBuilder,
  sortedOrder,
  unpackLeaves,
} from "./liability-tree.ts";

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

/**
 * Every account's amount of each asset as docs/transparency.md defines it, computed here position by
 * position in BigInt: Σ ⌊units × holding ÷ the plan's units⌋ (the larger of its units outstanding and
 * its members' units), plus the wallet's cash for USD.
 */
async function expectedAssetAmounts(): Promise<Record<TProofAsset, Account[]>> {
  const planRows = await queryRows<Record<string, string>>(
    app.db,
    sql`SELECT p.id::text, p.sats::text, p.gwei::text, p.cash_cents::text AS cash, p.units_micro::text AS units,
        coalesce((SELECT sum(units_micro) FROM position_totals t WHERE t.plan_id = p.id AND t.units_micro > 0), 0)::text
          AS members
      FROM plans p`,
  );
  const byPlan = new Map(
    planRows.map((r) => {
      const units = BigInt(r.units as string);
      const members = BigInt(r.members as string);
      const holding = { BTC: BigInt(r.sats as string), ETH: BigInt(r.gwei as string), USD: BigInt(r.cash as string) };
      return [r.id as string, { holding, whole: units > members ? units : members }];
    }),
  );
  const amounts = new Map<string, Record<TProofAsset, bigint>>();
  const users = await queryRows<{ id: string; cents: string }>(
    app.db,
    sql`SELECT id::text AS id, balance_cents::text AS cents FROM users`,
  );
  for (const user of users) amounts.set(user.id, { BTC: 0n, ETH: 0n, USD: BigInt(user.cents) });
  const positions = await queryRows<{ user_id: string; plan_id: string; units: string }>(
    app.db,
    sql`SELECT user_id::text AS user_id, plan_id::text AS plan_id, units_micro::text AS units FROM position_totals`,
  );
  for (const position of positions) {
    const plan = byPlan.get(position.plan_id);
    const units = BigInt(position.units);
    const owed = amounts.get(position.user_id);
    if (!plan || !owed || units <= 0n || plan.whole <= 0n) continue;
    for (const asset of PROOF_ASSETS) owed[asset] += (units * plan.holding[asset]) / plan.whole;
  }
  const accounts = (asset: TProofAsset) =>
    [...amounts].map(([id, owed]) => ({ id, balanceCents: Number(owed[asset]) }));
  return { BTC: accounts("BTC"), ETH: accounts("ETH"), USD: accounts("USD") };
}

describe("the asset amounts read for the day's asset trees", () => {
  it("make the trees the documented algorithm makes, shares rounded down position by position", async () => {
    const [standard, second] = plans as [{ id: string }, { id: string }];
    // The first plan's members hold more units than it has outstanding (their sum divides); the
    // second's products of units and gwei pass 2^63 (exact all the same), and it holds no bitcoin.
    await app.db.execute(sql`UPDATE plans SET sats = 123456789, gwei = 987654321987, cash_cents = 5555555,
      units_micro = 1000000 WHERE id = ${standard.id}`);
    await app.db.execute(sql`UPDATE plans SET sats = 0, gwei = 9000000000000000, cash_cents = 12345,
      units_micro = 100000000000000 WHERE id = ${second.id}`);
    const secret = Buffer.alloc(32, 9);
    const builders = Object.fromEntries(
      PROOF_ASSETS.map((asset) => [
        asset,
        new LiabilityTreeBuilder(assetSecret(secret, asset), 8, assetAccountHashPrefix(asset)),
      ]),
    ) as AssetBuilders;
    const { holdings } = await readLiabilities(
      app.db,
      app.priceFeed,
      now,
      new LiabilityTreeBuilder(secret),
      1,
      builders,
    );
    const expected = await expectedAssetAmounts();
    for (const asset of PROOF_ASSETS) {
      const built = builders[asset].build(8);
      const leaves = new Map(built.chunks.flatMap((c) => unpackLeaves(c.leaves)).map((a) => [a.id, a.balanceCents]));
      expect(leaves).toEqual(new Map(expected[asset].map((a) => [a.id, a.balanceCents])));
      // Member 1's share of the first plan's bitcoin: ⌊5,000,000,000 × 123,456,789 ÷ 5,123,456,789⌋; member 2's
      // ether: ⌊9,999,999,999 × 9,000,000,000,000,000 ÷ 10^14⌋ + ⌊123,456,789 × 987,654,321,987 ÷ 5,123,456,789⌋.
      if (asset === "BTC") expect(leaves.get(members[1]?.user.id ?? "")).toBe(120_481_926);
      if (asset === "ETH") expect(leaves.get(members[2]?.user.id ?? "")).toBe(899_999_999_910 + 23_798_899_113);
      const direct = buildLiabilityTree(expected[asset], assetSecret(secret, asset), 8, assetAccountHashPrefix(asset));
      expect(toHex(built.root.hash)).toBe(toHex(direct.root.hash));
      expect(built.root.sum).toBe(direct.root.sum);
      expect(built.chunks.map((c) => toHex(c.root.hash))).toEqual(direct.chunks.map((c) => toHex(c.root.hash)));
    }
    const [sums] = await queryRows<Record<string, string>>(
      app.db,
      sql`SELECT (SELECT sum(sats) FROM plans)::text AS sats, (SELECT sum(gwei) FROM plans)::text AS gwei,
        (SELECT sum(cash_cents) FROM plans)::text AS cash, (SELECT sum(balance_cents) FROM users)::text AS wallets`,
    );
    expect(holdings).toEqual({
      plans: { BTC: Number(sums?.sats), ETH: Number(sums?.gwei), USD: Number(sums?.cash) },
      walletCents: Number(sums?.wallets),
    });
  });
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
