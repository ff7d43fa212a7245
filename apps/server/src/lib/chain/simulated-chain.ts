import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { simChainOutputs, simChainTip } from "../../db/schema.ts";
import {
  type ChainCoin,
  type ChainPayment,
  type ChainSource,
  type CustodyCoin,
  confirmationsAt,
  type SimulatedChain,
} from "./chain.ts";

/** The simulated fee of a simple payment: 10 sat/vB × 141 vB; 65,000 gas (a token transfer) or 21,000 gas (ether) at 20 gwei. */
const SIMULATED_FEES: Record<ChainCoin, bigint> = {
  BTC: 1_410n,
  USDT_ERC20: 65_000n * 20_000_000_000n,
  ETH: 21_000n * 20_000_000_000n,
};

type OutputRow = typeof simChainOutputs.$inferSelect;

async function tip(db: Db): Promise<number> {
  const [row] = await db.select({ height: simChainTip.height }).from(simChainTip);
  if (!row) throw new Error("the simulated chain has no tip (migration 0035)");
  return row.height;
}

const toPayment = (row: OutputRow, height: number): ChainPayment => ({
  txid: row.txid,
  index: row.outputIndex,
  address: row.address,
  units: row.units,
  blockHeight: row.blockHeight,
  confirmations: confirmationsAt(row.blockHeight, height),
});

/**
 * A chain kept in the database (tables of migration 0035), so the app, the worker and tests in other
 * processes see the same blocks. No real coins move: the pay step's button sends, a job mines.
 */
export function createSimulatedSource(db: Db, coin: ChainCoin): ChainSource {
  const live = (where: ReturnType<typeof eq>) =>
    db
      .select()
      .from(simChainOutputs)
      .where(and(eq(simChainOutputs.coin, coin), eq(simChainOutputs.isDropped, false), where));
  return {
    coin,
    kind: "simulated",
    tipHeight: () => tip(db),
    async paymentsTo(address) {
      const height = await tip(db);
      return (await live(eq(simChainOutputs.address, address))).map((r) => toPayment(r, height));
    },
    async transaction(txid) {
      const height = await tip(db);
      const rows = await live(eq(simChainOutputs.txid, txid));
      return rows.length ? { found: true, payments: rows.map((r) => toPayment(r, height)) } : { found: false };
    },
    addressBalance: (address) => simulatedBalance(db, coin, address),
    networkFee: async () => SIMULATED_FEES[coin],
  };
}

/** The confirmed outputs to `address` on the simulated chain, in the coin's base units (ether: wei). */
export async function simulatedBalance(db: Db, coin: CustodyCoin, address: string): Promise<bigint> {
  const [row] = await db
    .select({ units: sql<string>`coalesce(sum(${simChainOutputs.units}), 0)::text` })
    .from(simChainOutputs)
    .where(
      and(
        eq(simChainOutputs.coin, coin),
        eq(simChainOutputs.address, address),
        eq(simChainOutputs.isDropped, false),
        isNotNull(simChainOutputs.blockHeight),
      ),
    );
  return BigInt(row?.units ?? "0");
}

/** A transaction id in the coin's own format (64 hex digits; 0x-prefixed on Ethereum). */
function newTxid(coin: CustodyCoin): string {
  const hex = randomBytes(32).toString("hex");
  return coin === "BTC" ? hex : `0x${hex}`;
}

export function createSimulatedChain(db: Db): SimulatedChain {
  return {
    async send({ coin, to, units }, on = db) {
      if (units <= 0n) throw new Error("a simulated payment sends a positive amount");
      const txid = newTxid(coin);
      await on.insert(simChainOutputs).values({ coin, txid, outputIndex: 0, address: to, units });
      return { txid };
    },
    async mine(blocks = 1) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(simChainTip)
          .set({ height: sql`${simChainTip.height} + ${blocks}` })
          .returning({ height: simChainTip.height });
        if (!row) throw new Error("the simulated chain has no tip (migration 0035)");
        const firstNew = row.height - blocks + 1;
        await tx
          .update(simChainOutputs)
          .set({ blockHeight: firstNew })
          .where(and(isNull(simChainOutputs.blockHeight), eq(simChainOutputs.isDropped, false)));
        return row.height;
      });
    },
    async drop(txid) {
      await db.update(simChainOutputs).set({ isDropped: true }).where(eq(simChainOutputs.txid, txid));
    },
  };
}
