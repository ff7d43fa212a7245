import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { runDataMigrations } from "../../db/data-migrate.ts";
import { migrate } from "../../db/migrate.ts";
import { manualClock } from "../../lib/clock.ts";
import { createSimulatedFeed, simulatedCentsAt } from "../../lib/price-feed/simulated.ts";
import { convertAcceptedDepositsMigration } from "./conversion.ts";

const MIGRATION = "0032_portfolios.sql";
/** The last migration before this one, whatever the others are named. */
const BEFORE = readdirSync(path.join(import.meta.dirname, "../../db/migrations"))
  .filter((f) => f.endsWith(".sql") && f < MIGRATION)
  .sort()
  .at(-1);

describe(`migration ${MIGRATION} and the data migration converting accepted deposits`, () => {
  it("turns the tiers into portfolios and accepted deposits into positions at the prices of the moment; settled ones stay history", async () => {
    const database = await openDatabase({ pgliteDir: null });
    onTestFinished(() => database.close());
    await migrate(database, { through: BEFORE });
    await database.withSession(async (query) => {
      await query(`INSERT INTO plans (id, name, roi_bp, min_cents, max_cents) VALUES
        ('00000000-0000-4000-8000-00000000000a', 'Silver', 4500, 50000, 499900),
        ('00000000-0000-4000-8000-00000000000b', 'Gold', 6000, 500000, 4999900)`);
      await query(`INSERT INTO users (id, username, email, first_name, last_name, password_hash)
        VALUES ('00000000-0000-4000-8000-0000000000f1', 'old_member', 'old@example.test', 'Old', 'Member', 'x')`);
      await query(`INSERT INTO deposits (id, user_id, plan_id, plan_name, plan_roi_bp, amount_cents, method, status,
          expected_cents, withdrawal_date, payout_cents, settled_at, decided_at, created_at) VALUES
        ('00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-00000000000a',
          'Silver', 4500, 100000, 'card', 'accepted', 145000, '2026-07-01T10:00:00Z', NULL, NULL, '2026-06-01T10:00:00Z', '2026-05-31T10:00:00Z'),
        ('00000000-0000-4000-8000-0000000000d2', '00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-00000000000b',
          'Gold', 6000, 600000, 'card', 'accepted', 960000, '2026-07-02T10:00:00Z', NULL, NULL, '2026-06-02T10:00:00Z', '2026-06-01T10:00:00Z'),
        ('00000000-0000-4000-8000-0000000000d3', '00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-00000000000a',
          'Silver', 4500, 100000, 'card', 'withdrawn', 145000, '2026-05-01T10:00:00Z', 135000, '2026-05-02T10:00:00Z', '2026-04-01T10:00:00Z', '2026-03-31T10:00:00Z'),
        ('00000000-0000-4000-8000-0000000000d4', '00000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-00000000000a',
          'Silver', 4500, 70000, 'card', 'pending', NULL, NULL, NULL, NULL, NULL, '2026-06-03T10:00:00Z')`);
    });

    expect(await migrate(database)).toContain(MIGRATION);

    const clock = manualClock(new Date("2026-06-10T12:00:00.000Z"));
    const feed = createSimulatedFeed(clock);
    const run = () =>
      runDataMigrations(database.db, [convertAcceptedDepositsMigration], { priceFeed: feed, now: clock.now });
    expect(await run()).toEqual([convertAcceptedDepositsMigration.name]);
    // Recorded: it never runs again, not even on a deposit left without units.
    await database.withSession((query) =>
      query(`UPDATE deposits SET units_micro = NULL WHERE id = '00000000-0000-4000-8000-0000000000d2'`),
    );
    expect(await run()).toEqual([]);
    await database.withSession((query) =>
      query(`UPDATE deposits SET units_micro = 6000000000 WHERE id = '00000000-0000-4000-8000-0000000000d2'`),
    );

    await database.withSession(async (query) => {
      const plans = await query(`SELECT name, weight_usd, weight_btc, weight_eth, fee_bp, description, units_micro::text
        FROM plans ORDER BY name`);
      expect(plans).toMatchObject([
        { name: "Gold", weight_usd: 40, weight_btc: 40, weight_eth: 20, fee_bp: 75, units_micro: "6000000000" },
        { name: "Silver", weight_usd: 60, weight_btc: 30, weight_eth: 10, fee_bp: 60, units_micro: "1000000000" },
      ]);
      expect(String(plans[1]?.description)).toMatch(/^Careful: more than half in dollar cash/);
      const roi = await query(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'plans' AND column_name = 'roi_bp'`,
      );
      expect(roi).toEqual([]);

      const deposits = await query(`SELECT id, status, units_micro::text AS units, buy_nav_micro::text AS nav,
          withdrawal_date, payout_cents::text AS payout, invested_at FROM deposits ORDER BY id`);
      expect(deposits).toEqual([
        // Bought at $1.00 a unit (each plan's first), keeping the withdrawal date as the end of its holding period.
        expect.objectContaining({
          status: "accepted",
          units: "1000000000",
          nav: "1000000",
          withdrawal_date: new Date("2026-07-01T10:00:00Z"),
          invested_at: clock.now(),
        }),
        expect.objectContaining({
          status: "accepted",
          units: "6000000000",
          nav: "1000000",
          withdrawal_date: new Date("2026-07-02T10:00:00Z"),
        }),
        expect.objectContaining({ status: "withdrawn", units: null, payout: "135000" }),
        expect.objectContaining({ status: "pending", units: null }),
      ]);

      const minute = Math.floor(clock.now().getTime() / 60_000);
      const transactions = await query(`SELECT kind, deposit_id, amount_cents::text AS amount, btc_cents::text AS btc,
          eth_cents::text AS eth, price_source FROM plan_transactions ORDER BY id`);
      expect(transactions).toEqual(
        ["00000000-0000-4000-8000-0000000000d1", "00000000-0000-4000-8000-0000000000d2"].map((id, i) => ({
          kind: "buy",
          deposit_id: id,
          amount: i === 0 ? "100000" : "600000",
          btc: String(simulatedCentsAt("BTC", minute)),
          eth: String(simulatedCentsAt("ETH", minute)),
          price_source: "simulated",
        })),
      );
      const books = await query(`SELECT p.name FROM plans p JOIN plan_transactions t ON t.plan_id = p.id GROUP BY p.id
        HAVING p.sats <> sum(t.sats) OR p.gwei <> sum(t.gwei) OR p.cash_cents <> sum(t.cash_cents) OR p.units_micro <> sum(t.units_micro)`);
      expect(books).toEqual([]);
    });
    // Every migration from the first on an empty database: slow on a busy machine.
  }, 120_000);
});
