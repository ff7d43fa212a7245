import { PORTFOLIO_MESSAGES } from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { acceptRisk, countRows, invest, walletOf } from "../../../test/factories/deposits.ts";
import { call, createTestApp, createTestUser, signInAgain, type TestUser } from "../../../test/helpers.ts";
import { JOB_HANDLERS } from "../../job-handlers.ts";
import { jobContext } from "../../jobs/context.ts";
import type { JobDefinition } from "../../jobs/job.ts";
import { planDailyBooksJob } from "../../jobs/plan-daily-books.ts";
import { planNavSnapshotsJob } from "../../jobs/plan-nav-snapshots.ts";
import type { JobContext } from "../../jobs/queue.ts";
import { manualClock } from "../../lib/clock.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Runs a scheduled job through the handler the app registers for it. */
function runScheduled(job: JobDefinition<object>, context: JobContext): Promise<void> {
  const handler = JOB_HANDLERS.find((h) => h.job.name === job.name);
  if (!handler) throw new Error(`no handler for ${job.name}`);
  return handler.run(context, {});
}
const clock = manualClock(new Date("2026-06-01T12:00:00.000Z"));
const app = await createTestApp({ logLevel: "error" }, { clock, logger: process.stderr });
let admin = await createTestUser(app, { isAdmin: true });

/** Moves the test clock and signs the admin in again (its session idles out after 30 minutes). */
async function advanceDays(days: number): Promise<void> {
  clock.advance(days * DAY_MS);
  admin = await signInAgain(app, admin);
}

async function newPlan(payload: Record<string, unknown> = {}): Promise<string> {
  const res = await call(app, {
    method: "POST",
    url: "/api/admin/plans",
    payload: { name: `P${Math.random().toString(36).slice(2, 8)}`, minAmount: 200, ...payload },
    headers: admin.auth,
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

async function member(): Promise<TestUser> {
  const user = await createTestUser(app);
  await acceptRisk(app, user);
  return user;
}

/** A deposit into the plan, approved by the admin: it buys units at the NAV of now. */
async function investedDeposit(user: TestUser, planId: string, amount: string) {
  const created = await invest(app, user, { planId, amount, currency: "BTC" });
  expect(created.status).toBe(201);
  const approved = await call(app, {
    method: "POST",
    url: `/api/admin/users/approveInvestment/${created.body.data.id}`,
    payload: {},
    headers: admin.auth,
  });
  expect(approved.status).toBe(200);
  return approved.body.data;
}

const record = async (planId: string) => (await call(app, { method: "GET", url: `/api/plans/${planId}` })).body.data;
const micro = (n: number) => BigInt(Math.round(n * 1_000_000));
const unitsText = (m: bigint) => `${m / 1_000_000n}.${(m % 1_000_000n).toString().padStart(6, "0")}`;
/** A move of `payload` ({units}), or of every unit held ({all: true}) when none is given. */
const move = (user: TestUser, depositId: string, payload: Record<string, unknown> = { all: true }, headers = {}) =>
  call(app, {
    method: "POST",
    url: `/api/user/deposits/${depositId}/move`,
    payload,
    headers: { ...user.auth, ...headers },
  });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Each member's running sums per plan that disagree with their deposits (none, when kept in step). */
async function totalsAgainstDeposits() {
  return rows<Record<string, string>>(sql`
    SELECT t.user_id, t.plan_id FROM position_totals t
    JOIN (SELECT user_id, plan_id, sum(units_micro - units_moved_micro) AS held, sum(amount_cents) AS paid_in,
        sum(moved_cents) AS moved, min(invested_at) AS first_at, max(invested_at) AS last_at
      FROM deposits WHERE units_micro IS NOT NULL GROUP BY user_id, plan_id) d
      ON d.user_id = t.user_id AND d.plan_id = t.plan_id
    WHERE t.units_micro <> d.held OR t.paid_in_cents <> d.paid_in OR t.moved_cents <> d.moved
      OR t.first_invested_at <> d.first_at OR t.last_invested_at <> d.last_at`);
}

/** Each plan's holdings next to the sum of its transactions. */
async function booksAgainstTransactions() {
  return rows<Record<string, string>>(sql`
    SELECT p.id, p.sats::text, p.gwei::text, p.cash_cents::text, p.units_micro::text,
      coalesce(sum(t.sats), 0)::text AS t_sats, coalesce(sum(t.gwei), 0)::text AS t_gwei,
      coalesce(sum(t.cash_cents), 0)::text AS t_cash, coalesce(sum(t.units_micro), 0)::text AS t_units
    FROM plans p LEFT JOIN plan_transactions t ON t.plan_id = p.id GROUP BY p.id`);
}

describe("buying units", () => {
  it("buys units at the NAV of the moment: $1.00 for the first, then the market's", async () => {
    const planId = await newPlan({ weights: { BTC: 50, ETH: 30, USD: 20 }, feePercent: 0 });
    const first = await investedDeposit(await member(), planId, "1000");
    expect(first.position).toMatchObject({ units: "1000.000000", paidIn: 1000 });
    const afterFirst = await record(planId);
    expect(afterFirst.unitsOutstanding).toBe("1000.000000");
    expect(afterFirst.holdings.map((h: { asset: string }) => h.asset)).toEqual(["BTC", "ETH", "USD"]);
    expect(afterFirst.holdings[2]).toMatchObject({ amount: "200.00", valueUsd: 200 });
    expect(afterFirst.pricesSimulated).toBe(true);

    await advanceDays(3);
    const { navPerUnit } = await record(planId);
    expect(navPerUnit).not.toBe(1);
    const second = await investedDeposit(await member(), planId, "500");
    expect(second.position.units).toBe(unitsText((50_000n * 10_000_000_000n) / micro(navPerUnit)));
    const transactions = await rows<{ kind: string; amount_cents: string; nav_micro: string; btc_cents: string }>(
      sql`SELECT kind, amount_cents::text, nav_micro::text, btc_cents::text FROM plan_transactions
        WHERE plan_id = ${planId} ORDER BY id`,
    );
    expect(transactions.map((t) => [t.kind, t.amount_cents])).toEqual([
      ["buy", "100000"],
      ["buy", "50000"],
    ]);
    expect(BigInt(transactions[1]?.nav_micro ?? 0)).toBe(micro(navPerUnit));
    expect(Number(transactions[1]?.btc_cents)).toBeGreaterThan(0);
  });
});

describe("a position just bought", () => {
  it("is worth what was paid: the buy's rounding is shown as rounding, never as a loss", async () => {
    const planId = await newPlan({ weights: { BTC: 15, ETH: 5, USD: 80 }, feePercent: 0 });
    await investedDeposit(await member(), planId, "1000");
    // A NAV that is not a round number, so units × NAV falls just short of what was paid.
    await advanceDays(3);
    const bought = await investedDeposit(await member(), planId, "1500");
    const { position } = bought;
    expect(position.paidIn).toBe(1500);
    // Nothing moved in the market since the buy: no gain and no loss, and the cent the rounding
    // left in the plan is said to be that.
    expect(position.gain).toBe(0);
    expect(position.gainPercent).toBe(0);
    expect(Math.round((position.value + position.rounding) * 100)).toBe(150_000);
    expect(position.rounding).toBeGreaterThanOrEqual(0);
    expect(position.rounding).toBeLessThanOrEqual(0.02);
  });
});

describe("moving a position to the wallet", () => {
  it("waits for the holding period, then credits exactly units × NAV through the ledger", async () => {
    const planId = await newPlan({ weights: { BTC: 40, ETH: 40, USD: 20 }, holdingDays: 10 });
    const user = await member();
    const deposit = await investedDeposit(user, planId, "2000");
    const early = await move(user, deposit.id);
    expect(early.status).toBe(409);
    const ends = deposit.withdrawalDate.slice(0, 10);
    expect(early.body.error).toBe(PORTFOLIO_MESSAGES.holdingPeriod(ends));

    await advanceDays(11);
    const signedIn = await signInAgain(app, user);
    const tooMany = await move(signedIn, deposit.id, { units: "2000.000001" });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe(PORTFOLIO_MESSAGES.tooManyUnits("2000.000000"));
    expect((await move(signedIn, deposit.id, { units: "0" })).status).toBe(400);
    expect((await move(signedIn, deposit.id, { units: "-3" })).status).toBe(400);
    expect(await walletOf(app, signedIn)).toBe(0);

    const { navPerUnit } = await record(planId);
    const part = await move(signedIn, deposit.id, { units: "750.5" });
    expect(part.status).toBe(200);
    const expected = Number((750_500_000n * micro(navPerUnit)) / 10_000_000_000n) / 100;
    expect(part.body.data.credited).toBe(expected);
    expect(part.body.data.deposit).toMatchObject({
      status: "accepted",
      position: { units: "2000.000000", unitsMoved: "750.500000", canMove: true },
    });
    expect(await walletOf(app, signedIn)).toBe(expected);
    const history = await call(app, { method: "GET", url: "/api/user/transactions", headers: signedIn.auth });
    expect(history.body.data.items[0]).toMatchObject({ kind: "position_move", amount: expected, refId: deposit.id });

    // The NAV moved by a rounding step: what the first move left behind stays with the plan.
    const navNow = (await record(planId)).navPerUnit;
    const rest = await move(signedIn, deposit.id);
    expect(rest.status).toBe(200);
    const restExpected = Number((1_249_500_000n * micro(navNow)) / 10_000_000_000n) / 100;
    expect(rest.body.data.credited).toBe(restExpected);
    expect(rest.body.data.deposit).toMatchObject({
      status: "withdrawn",
      expectedAmount: null,
      position: { unitsMoved: "2000.000000", value: 0, canMove: false },
    });
    expect(await walletOf(app, signedIn)).toBeCloseTo(expected + restExpected, 2);
    const again = await move(signedIn, deposit.id);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(PORTFOLIO_MESSAGES.notInvested);
  });

  it("moves a position once when asked twice at the same time, and once for a repeated Idempotency-Key", async () => {
    const planId = await newPlan({ holdingDays: 1 });
    const user = await member();
    const a = await investedDeposit(user, planId, "300");
    const b = await investedDeposit(user, planId, "400");
    await advanceDays(2);
    const signedIn = await signInAgain(app, user);
    const results = await Promise.all([move(signedIn, a.id), move(signedIn, a.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const credited = results.find((r) => r.status === 200)?.body.data.credited;
    expect(await walletOf(app, signedIn)).toBe(credited);

    const key = { "idempotency-key": "move-b-once" };
    const first = await move(signedIn, b.id, { units: "100" }, key);
    const replay = await move(signedIn, b.id, { units: "100" }, key);
    expect(first.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(await walletOf(app, signedIn)).toBeCloseTo(credited + first.body.data.credited, 2);
    const sells = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM plan_transactions WHERE deposit_id = ${b.id} AND kind = 'sell'`,
    );
    expect(sells[0]?.n).toBe(1);
  });

  it("refuses another member's position, a pending deposit, and a signed-out caller", async () => {
    const planId = await newPlan({ holdingDays: 1 });
    const owner = await member();
    const deposit = await investedDeposit(owner, planId, "300");
    await advanceDays(2);
    const other = await member();
    expect((await move(other, deposit.id)).status).toBe(404);
    const pending = await invest(app, other, { planId, amount: "300", currency: "BTC" });
    expect((await move(other, pending.body.data.id)).status).toBe(409);
    expect(
      (await call(app, { method: "POST", url: `/api/user/deposits/${deposit.id}/move`, payload: { all: true } }))
        .status,
    ).toBe(401);
  });
});

describe("the daily books", () => {
  it("take the day's fee and rebalance once a day; holdings stay the sum of the transactions", async () => {
    const planId = await newPlan({ weights: { BTC: 60, ETH: 30, USD: 10 }, feePercent: 2, holdingDays: 1 });
    const user = await member();
    const deposit = await investedDeposit(user, planId, "10000");
    await advanceDays(5);
    const before = await record(planId);
    const context = jobContext(app);
    await runScheduled(planDailyBooksJob, context);
    await runScheduled(planDailyBooksJob, context);
    const booked = await rows<{ kind: string; amount_cents: string; nav_micro: string }>(
      sql`SELECT kind, amount_cents::text, nav_micro::text FROM plan_transactions
        WHERE plan_id = ${planId} AND day IS NOT NULL ORDER BY id`,
    );
    expect(booked.map((t) => t.kind)).toEqual(["fee", "rebalance"]);
    // 2 % a year of about $10,000, for one day: about 55 cents, booked as the operator's.
    const fee = Number(booked[0]?.amount_cents);
    const valueCents = Math.round(Number(before.unitsOutstanding) * before.navPerUnit * 100);
    expect(fee).toBe(Math.floor((valueCents * 200) / 3_650_000));
    const after = await record(planId);
    for (const holding of after.holdings) {
      expect(holding.weightNow).toBeCloseTo({ BTC: 60, ETH: 30, USD: 10 }[holding.asset as "BTC"], 1);
    }
    expect(after.navPerUnit).toBeLessThan(before.navPerUnit);

    await advanceDays(1);
    await runScheduled(planDailyBooksJob, jobContext(app));
    const days = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM plan_transactions WHERE plan_id = ${planId} AND kind = 'fee'`,
    );
    expect(days[0]?.n).toBe(2);

    const signedIn = await signInAgain(app, user);
    expect((await move(signedIn, deposit.id, { units: "1234.5" })).status).toBe(200);
    for (const plan of await booksAgainstTransactions()) {
      expect([plan.sats, plan.gwei, plan.cash_cents, plan.units_micro]).toEqual([
        plan.t_sats,
        plan.t_gwei,
        plan.t_cash,
        plan.t_units,
      ]);
    }
  });

  it("snapshot every plan's NAV once a day: the plan record's history", async () => {
    const planId = await newPlan({ weights: { BTC: 70, ETH: 20, USD: 10 } });
    await investedDeposit(await member(), planId, "1000");
    const context = () => jobContext(app);
    for (let day = 0; day < 3; day++) {
      await runScheduled(planNavSnapshotsJob, context());
      await runScheduled(planNavSnapshotsJob, context());
      await advanceDays(1);
    }
    const plan = await record(planId);
    expect(plan.navHistory).toHaveLength(3);
    expect(new Set(plan.navHistory.map((p: { date: string }) => p.date)).size).toBe(3);
    expect(plan.returns).toMatchObject({ oneMonth: null, threeMonths: null, oneYear: null });
    expect(plan.returns.sinceLaunch).toBeCloseTo((plan.navPerUnit - 1) * 100, 2);
    expect(plan.maxDrawdown).toBeLessThanOrEqual(0);
    expect(plan.riskClass).toBeNull();
    expect(plan.riskBands).toHaveLength(7);
    const unknown = await call(app, { method: "GET", url: "/api/plans/00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(404);
  });
});

describe("GET /api/user/portfolio", () => {
  it("totals the wallet and every position at market, with today's change and the money-weighted return", async () => {
    const planId = await newPlan({ weights: { BTC: 50, ETH: 50, USD: 0 }, holdingDays: 1 });
    const user = await member();
    const empty = await call(app, { method: "GET", url: "/api/user/portfolio", headers: user.auth });
    expect(empty.body.data).toMatchObject({ wallet: 0, positions: 0, total: 0, moneyWeightedReturn: null });
    const a = await investedDeposit(user, planId, "1000");
    await investedDeposit(user, planId, "2500");
    await advanceDays(2);
    const signedIn = await signInAgain(app, user);
    await move(signedIn, a.id, { units: "100" });
    const summary = (await call(app, { method: "GET", url: "/api/user/portfolio", headers: signedIn.auth })).body.data;
    const deposits = (await call(app, { method: "GET", url: "/api/user/deposits", headers: signedIn.auth })).body.data;
    const positions = deposits.reduce((sum: number, d: { position: { value: number } }) => sum + d.position.value, 0);
    expect(summary.positions).toBeCloseTo(positions, 1);
    expect(summary.total).toBeCloseTo(summary.wallet + summary.positions, 2);
    expect(summary.wallet).toBe(await walletOf(app, signedIn));
    expect(summary.pricesSimulated).toBe(true);
    expect(await totalsAgainstDeposits()).toEqual([]);
    expect(typeof summary.todayChange).toBe("number");
    // Gain over money in, within the rounding of the books: the member's gain or loss is the market's.
    const gain = summary.positions + summary.wallet - 3500;
    expect(Math.sign(summary.moneyWeightedReturn)).toBe(Math.sign(gain));
  });
});

describe("while the price feed is down", () => {
  it("refuses deposits and approvals with 503 and records nothing", async () => {
    const down = await createTestApp({
      priceFeed: { driver: "kraken", url: "http://127.0.0.1:9", maxAgeSeconds: 120 },
    });
    const downAdmin = await createTestUser(down, { isAdmin: true });
    const user = await createTestUser(down);
    await acceptRisk(down, user);
    const plans = (await call(down, { method: "GET", url: "/api/plans" })).body.data;
    expect(plans).toHaveLength(5);
    const deposits = await countRows(down, "deposits");
    const res = await invest(down, user, { planId: plans[0].id, amount: "300", currency: "USDT_ERC20" });
    expect(res.status).toBe(503);
    expect(res.body.error).toBe(PORTFOLIO_MESSAGES.pricesUnavailable);
    expect(await countRows(down, "deposits")).toBe(deposits);
    // A deposit that was made while prices were there waits, pending, for them to come back.
    const [pending] = await down.db
      .execute(sql`
      INSERT INTO deposits (user_id, plan_id, plan_name, amount_cents, method)
      VALUES (${user.user.id}, ${plans[0].id}, 'Standard', 30000, 'card') RETURNING id`)
      .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
    const approve = await call(down, {
      method: "POST",
      url: `/api/admin/users/approveInvestment/${pending?.id}`,
      payload: {},
      headers: downAdmin.auth,
    });
    expect(approve.status).toBe(503);
    expect(approve.body.error).toBe(PORTFOLIO_MESSAGES.pricesUnavailable);
    const left = await down.db.execute(sql`SELECT status, units_micro FROM deposits WHERE id = ${pending?.id}`);
    expect((left as unknown as { rows: unknown[] }).rows).toEqual([{ status: "pending", units_micro: null }]);
    const transactions = await down.db.execute(sql`SELECT count(*)::int AS n FROM plan_transactions`);
    expect((transactions as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    // A second app and the feed's refused connections take a while on a busy machine.
  }, 120_000);
});
