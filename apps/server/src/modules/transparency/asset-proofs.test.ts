import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  PROOF_ASSETS,
  type TAssetProof,
  type TInclusionProof,
  type TPublishedAsset,
  verifyAssetInclusion,
  verifyInclusion,
} from "@vaultline/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { acceptRisk, invest, planIdByName } from "../../../test/factories/deposits.ts";
import { call, createTestApp, createTestUser, signInAgain, type TestUser } from "../../../test/helpers.ts";
import { type Db, queryRows } from "../../db/client.ts";
import { manualClock } from "../../lib/clock.ts";
import { lockWallet, postLedgerEntry } from "../wallet/index.ts";
import { publishLiabilities } from "./liabilities.ts";
import { unpackLeaves } from "./liability-tree.ts";

// The per-asset trees of the daily publication (docs/transparency.md, "One tree per asset"): a member
// with positions in two plans and wallet cash gets a path per asset that verifies, for the amounts
// their units' share of each plan's holdings make.

const clock = manualClock(new Date("2026-06-01T12:00:00.000Z"));
const app = await createTestApp({}, { clock });
const admin = await createTestUser(app, { isAdmin: true });

async function credit(user: TestUser, amountCents: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    await lockWallet(tx as unknown as Db, user.user.id);
    await postLedgerEntry(tx as unknown as Db, { userId: user.user.id, kind: "admin_adjustment", amountCents });
  });
}

async function buyInto(user: TestUser, plan: string, amount: string): Promise<void> {
  const deposit = await invest(app, user, { planId: await planIdByName(app, plan), amount, currency: "BTC" });
  const approved = await call(app, {
    method: "POST",
    url: `/api/admin/users/approveInvestment/${deposit.body.data.id}`,
    payload: {},
    headers: admin.auth,
  });
  if (approved.status !== 200) throw new Error(`the deposit was not approved: ${JSON.stringify(approved.body)}`);
}

const dana = await createTestUser(app);
const erin = await createTestUser(app);
await acceptRisk(app, dana);
await acceptRisk(app, erin);
await credit(dana, 7_77);
// Dana holds units of Standard and of Silver; Erin shares Standard with her, so each holds a part of it.
await buyInto(dana, "Standard", "300");
await buyInto(dana, "Silver", "900");
await buyInto(erin, "Standard", "250");
await publishLiabilities(app.db, app.priceFeed, clock.now());
clock.advance(2_000);

const proofOf = async (user: TestUser): Promise<TInclusionProof> => {
  const res = await call(app, { method: "GET", url: "/api/user/transparency/proof", headers: user.auth });
  expect(res.status).toBe(200);
  return res.body.data;
};

type Plan = { id: string; sats: bigint; gwei: bigint; cash: bigint; units: bigint };
async function plansNow(): Promise<Plan[]> {
  const rows = await queryRows<Record<string, string>>(
    app.db,
    sql`SELECT id::text, sats::text, gwei::text, cash_cents::text AS cash, units_micro::text AS units FROM plans`,
  );
  return rows.map((r) => ({
    id: r.id as string,
    sats: BigInt(r.sats as string),
    gwei: BigInt(r.gwei as string),
    cash: BigInt(r.cash as string),
    units: BigInt(r.units as string),
  }));
}

/** A member's amount per asset, position by position: units × holding ÷ the plan's units, rounded down; and the wallet for USD. */
async function expectedAmounts(user: TestUser): Promise<Record<string, number>> {
  const plans = await plansNow();
  const positions = await queryRows<{ plan_id: string; units: string }>(
    app.db,
    sql`SELECT plan_id::text, units_micro::text AS units FROM position_totals WHERE user_id = ${user.user.id}`,
  );
  const [wallet] = await queryRows<{ cents: string }>(
    app.db,
    sql`SELECT balance_cents::text AS cents FROM users WHERE id = ${user.user.id}`,
  );
  const out = { BTC: 0n, ETH: 0n, USD: BigInt(wallet?.cents ?? "0") };
  for (const p of positions) {
    const plan = plans.find((x) => x.id === p.plan_id) as Plan;
    const units = BigInt(p.units);
    out.BTC += (units * plan.sats) / plan.units;
    out.ETH += (units * plan.gwei) / plan.units;
    out.USD += (units * plan.cash) / plan.units;
  }
  return { BTC: Number(out.BTC), ETH: Number(out.ETH), USD: Number(out.USD) };
}

const publishedAssets = async (): Promise<TPublishedAsset[]> =>
  (await call(app, { method: "GET", url: "/api/transparency" })).body.data.days[0].assets;

describe("the per-asset trees of the day", () => {
  it("give a member with positions in two plans and wallet cash a path per asset that verifies", async () => {
    const positions = await queryRows<{ n: number }>(
      app.db,
      sql`SELECT count(*)::int AS n FROM position_totals WHERE user_id = ${dana.user.id} AND units_micro > 0`,
    );
    expect(positions[0]?.n).toBe(2);
    const proof = await proofOf(dana);
    const published = await publishedAssets();
    expect(proof.assets.map((a) => a.asset)).toEqual([...PROOF_ASSETS]);
    expect(published.map((a) => a.asset)).toEqual([...PROOF_ASSETS]);
    const expected = await expectedAmounts(dana);
    // Her units buy a real part of every asset of both plans.
    expect(expected.BTC).toBeGreaterThan(0);
    expect(expected.ETH).toBeGreaterThan(0);
    expect(expected.USD).toBeGreaterThan(7_77 + 500_00);
    for (const asset of proof.assets) {
      expect(asset.amountUnits).toBe(expected[asset.asset]);
      const root = published.find((p) => p.asset === asset.asset) as TPublishedAsset;
      expect(asset.root).toEqual({ hash: root.rootHash, sumUnits: root.totalUnits });
      expect(await verifyAssetInclusion(proof.accountId, asset)).toMatchObject({ isValid: true, problem: null });
    }
    // The tree of cents and its answer are as before.
    expect(await verifyInclusion(proof)).toMatchObject({ isValid: true });
  });

  it("fail a tampered amount, a leaf moved to another asset's tree and another member's account", async () => {
    const proof = await proofOf(dana);
    const [btc, eth, usd] = proof.assets as [TAssetProof, TAssetProof, TAssetProof];
    expect((await verifyAssetInclusion(proof.accountId, { ...btc, amountUnits: btc.amountUnits + 1 })).isValid).toBe(
      false,
    );
    expect((await verifyAssetInclusion(proof.accountId, { ...usd, amountUnits: usd.amountUnits - 1 })).isValid).toBe(
      false,
    );
    // Bitcoin's leaf and path presented as ether's: the account hash differs, so the leaf does not match.
    expect(await verifyAssetInclusion(proof.accountId, { ...btc, asset: "ETH", root: eth.root })).toMatchObject({
      isValid: false,
      problem: "Your leaf does not match the leaf hash in the proof",
    });
    expect((await verifyAssetInclusion(erin.user.id, btc)).isValid).toBe(false);
    // A sibling's sum lowered to hide money elsewhere does not reach the published root.
    const lowered = { ...eth, path: eth.path.map((s, i) => (i === 0 ? { ...s, sumUnits: s.sumUnits - 1 } : s)) };
    expect((await verifyAssetInclusion(proof.accountId, lowered)).isValid).toBe(false);
  });

  it("total the leaves, within what the plans hold, the remainder being the rounding", async () => {
    const plans = await plansNow();
    const held = {
      BTC: plans.reduce((n, p) => n + p.sats, 0n),
      ETH: plans.reduce((n, p) => n + p.gwei, 0n),
      USD: plans.reduce((n, p) => n + p.cash, 0n),
    };
    const [wallets] = await queryRows<{ cents: string }>(
      app.db,
      sql`SELECT sum(balance_cents)::text AS cents FROM users`,
    );
    const [accounts] = await queryRows<{ n: number }>(app.db, sql`SELECT count(*)::int AS n FROM users`);
    for (const published of await publishedAssets()) {
      const chunks = await queryRows<{ leaves: Uint8Array }>(
        app.db,
        sql`SELECT leaves FROM liability_asset_chunks WHERE day = '2026-06-01' AND asset = ${published.asset}`,
      );
      const leaves = chunks.flatMap((c) => unpackLeaves(c.leaves));
      expect(leaves).toHaveLength(accounts?.n ?? -1);
      expect(leaves.reduce((n, l) => n + l.balanceCents, 0)).toBe(published.totalUnits);
      const wallet = published.asset === "USD" ? Number(wallets?.cents) : 0;
      expect(published.plansUnits).toBe(Number(held[published.asset]));
      expect(published.walletUnits).toBe(wallet);
      expect(published.totalUnits).toBeLessThanOrEqual(published.plansUnits + wallet);
      expect(published.totalUnits + published.remainderUnits).toBe(published.plansUnits + wallet);
      // Under one unit per position (three positions), and no more.
      expect(published.remainderUnits).toBeGreaterThanOrEqual(0);
      expect(published.remainderUnits).toBeLessThan(3);
      // Dana and Erin hold all of Standard's and Silver's units: the coins are all theirs but the rounding.
      if (published.asset !== "USD") expect(published.totalUnits).toBeGreaterThan(0);
    }
  });

  it("are checked by npm run verify-inclusion, which fails a tampered amount", { timeout: 60_000 }, async () => {
    const proof = await proofOf(dana);
    const dir = mkdtempSync(join(tmpdir(), "vaultline-proof-"));
    const verify = (content: unknown) => {
      const file = join(dir, "proof.json");
      writeFileSync(file, JSON.stringify(content));
      const run = spawnSync(process.execPath, ["--import", "tsx", "src/cli/verify-inclusion.ts", file], {
        cwd: join(import.meta.dirname, "../../.."),
        encoding: "utf8",
        timeout: 50_000,
      });
      return { code: run.status, stdout: run.stdout };
    };
    try {
      const ok = verify(proof);
      expect(ok.code).toBe(0);
      expect(ok.stdout).toContain(`OK: counted in the BTC root ${proof.assets[0]?.root.hash}`);
      expect(ok.stdout).toContain("ETH tree:");
      const [btc, ...rest] = proof.assets as [TAssetProof, ...TAssetProof[]];
      const tampered = verify({ ...proof, assets: [{ ...btc, amountUnits: btc.amountUnits + 1 }, ...rest] });
      expect(tampered.code).toBe(1);
      expect(tampered.stdout).toContain("FAILED: Your leaf does not match the leaf hash in the proof");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keep the leaves as long as the tree of cents's, and the roots for good", async () => {
    clock.advance(40 * 24 * 60 * 60 * 1000);
    await publishLiabilities(app.db, app.priceFeed, clock.now());
    const kept = await queryRows<{ day: string; asset: string }>(
      app.db,
      sql`SELECT DISTINCT day::text, asset FROM liability_asset_chunks ORDER BY day, asset`,
    );
    expect(kept.map((k) => k.day)).toEqual(["2026-07-11", "2026-07-11", "2026-07-11"]);
    const roots = await queryRows<{ n: number }>(app.db, sql`SELECT count(*)::int AS n FROM liability_asset_trees`);
    expect(roots[0]?.n).toBe(6);
    const again = await signInAgain(app, dana);
    const old = await call(app, {
      method: "GET",
      url: "/api/user/transparency/proof?day=2026-06-01",
      headers: again.auth,
    });
    expect(old.status).toBe(404);
    const today = await call(app, { method: "GET", url: "/api/user/transparency/proof", headers: again.auth });
    expect(today.body.data.assets).toHaveLength(3);
  });
});
