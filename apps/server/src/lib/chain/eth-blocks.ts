import { and, eq, gt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { ethBlockCursor, ethTransfers } from "../../db/schema.ts";
import { type ChainPayment, type ChainSource, ChainUnavailableError, confirmationsAt } from "./chain.ts";
import { createEthNativeReader, rpcClient, ZHex, ZReceipt } from "./eth-rpc.ts";
import type { HttpOptions } from "./http-json.ts";

/**
 * How far back a reorganisation sends the watcher: the transfers found in those blocks are forgotten
 * and the blocks read again. Deeper than any reorganisation seen since the merge (Ethereum finalises
 * after two epochs, 64 blocks); a deeper one rewinds again at the next mismatch.
 */
export const REORG_REWIND_BLOCKS = 12;

const ZHeader = z.object({ number: ZHex, hash: ZHex, parentHash: ZHex }).nullable();
const ZBlock = z
  .object({
    number: ZHex,
    hash: ZHex,
    parentHash: ZHex,
    transactions: z.array(z.object({ hash: ZHex, to: ZHex.nullish(), value: ZHex })),
  })
  .nullable();

type Cursor = { number: number; hash: string };
type Found = { txid: string; address: string; units: bigint };

const hex = (n: number) => `0x${n.toString(16)}`;

/**
 * Live ether through an Ethereum JSON-RPC endpoint. No call lists the plain transfers to an address,
 * so `follow` reads each new block with its transactions (eth_getBlockByNumber), keeps the successful
 * transfers to the addresses being watched (a receipt with status 0x1: a reverted one moved nothing)
 * and where it stopped (tables of migration 0076, so a restart continues there). `paymentsTo` answers
 * from what was kept, confirmations counted from the tip. A block whose parent is not the block the
 * watcher stopped at means the chain reorganised: it rewinds REORG_REWIND_BLOCKS and reads them again.
 * Transactions, balances and fees are read directly (createEthNativeReader).
 */
export function createEthBlockSource(
  options: { url: string; db: Db; blocksPerTick: number } & HttpOptions,
): ChainSource {
  const { db, blocksPerTick } = options;
  const call = rpcClient(options);
  const native = createEthNativeReader(options);

  const header = (n: number) => call("eth_getBlockByNumber", [hex(n), false], ZHeader);

  async function readCursor(): Promise<Cursor | null> {
    const [row] = await db.select().from(ethBlockCursor);
    return row ? { number: row.blockNumber, hash: row.blockHash } : null;
  }

  /** The first run starts `blocksPerTick` blocks below the tip, not at genesis. */
  async function startCursor(tip: number): Promise<Cursor | null> {
    const number = Math.max(0, tip - blocksPerTick);
    const block = await header(number);
    if (!block) return null;
    await db
      .insert(ethBlockCursor)
      .values({ blockNumber: number, blockHash: block.hash.toLowerCase() })
      .onConflictDoNothing();
    return readCursor();
  }

  /**
   * Moves the cursor from `from` to `to` and, in the same transaction, forgets the transfers of the
   * blocks above `forgetAbove` and keeps `found`. Null when another run moved the cursor first.
   */
  async function moveCursor(from: Cursor, to: Cursor, forgetAbove: number, found: Found[]): Promise<Cursor | null> {
    return db.transaction(async (tx) => {
      const moved = await tx
        .update(ethBlockCursor)
        .set({ blockNumber: to.number, blockHash: to.hash, updatedAt: sql`now()` })
        .where(and(eq(ethBlockCursor.blockNumber, from.number), eq(ethBlockCursor.blockHash, from.hash)))
        .returning({ number: ethBlockCursor.blockNumber });
      if (!moved.length) return null;
      await tx.delete(ethTransfers).where(gt(ethTransfers.blockNumber, forgetAbove));
      for (const t of found) {
        const row = { ...t, blockNumber: to.number, blockHash: to.hash };
        await tx.insert(ethTransfers).values(row).onConflictDoUpdate({ target: ethTransfers.txid, set: row });
      }
      return to;
    });
  }

  async function rewind(cursor: Cursor): Promise<Cursor | null> {
    const number = Math.max(0, cursor.number - REORG_REWIND_BLOCKS);
    const block = await header(number);
    if (!block) throw new ChainUnavailableError(`chain endpoint does not serve block ${number}`);
    return moveCursor(cursor, { number, hash: block.hash.toLowerCase() }, number, []);
  }

  /** The successful transfers of `block` to `watched`; null when a receipt is not served yet. */
  async function transfersIn(
    block: NonNullable<z.infer<typeof ZBlock>>,
    watched: Set<string>,
  ): Promise<Found[] | null> {
    const found: Found[] = [];
    for (const t of block.transactions) {
      const address = t.to?.toLowerCase();
      const units = BigInt(t.value);
      if (!address || !watched.has(address) || units <= 0n) continue;
      const receipt = await call("eth_getTransactionReceipt", [t.hash], ZReceipt);
      if (!receipt) return null;
      if (receipt.status !== "0x1") continue;
      found.push({ txid: t.hash.toLowerCase(), address, units });
    }
    return found;
  }

  return {
    coin: "ETH",
    kind: "eth-rpc",
    tipHeight: native.tipHeight,
    async follow(addresses) {
      const watched = new Set(addresses.map((a) => a.toLowerCase()));
      const tip = await native.tipHeight();
      let cursor = (await readCursor()) ?? (await startCursor(tip));
      if (!cursor) return;
      if (watched.size === 0) {
        // No address to look for: the blocks up to the tip hold nothing to keep.
        const block = cursor.number < tip ? await header(tip) : null;
        if (block) await moveCursor(cursor, { number: tip, hash: block.hash.toLowerCase() }, tip, []);
        return;
      }
      if (cursor.number >= tip) {
        // Nothing new: the block the watcher stopped at may have been replaced at the same height.
        const block = await header(cursor.number);
        if (block && block.hash.toLowerCase() !== cursor.hash) cursor = await rewind(cursor);
      }
      for (let budget = blocksPerTick; cursor && budget > 0 && cursor.number < tip; budget--) {
        const number = cursor.number + 1;
        const block = await call("eth_getBlockByNumber", [hex(number), true], ZBlock);
        // A load-balanced endpoint may not serve a block its tip already counts: read it next time.
        if (!block) return;
        if (block.parentHash.toLowerCase() !== cursor.hash) {
          cursor = await rewind(cursor);
          continue;
        }
        const found = await transfersIn(block, watched);
        if (!found) return;
        cursor = await moveCursor(cursor, { number, hash: block.hash.toLowerCase() }, number - 1, found);
      }
    },
    async paymentsTo(address) {
      const rows = await db
        .select()
        .from(ethTransfers)
        .where(eq(ethTransfers.address, address.toLowerCase()))
        .orderBy(ethTransfers.blockNumber, ethTransfers.txid);
      if (!rows.length) return [];
      const tip = await native.tipHeight();
      return rows.map(
        (row): ChainPayment => ({
          txid: row.txid,
          index: 0,
          address: row.address,
          units: row.units,
          blockHeight: row.blockNumber,
          confirmations: confirmationsAt(row.blockNumber, tip),
        }),
      );
    },
    transaction: native.transaction,
    addressBalance: native.balanceOf,
    networkFee: native.networkFee,
  };
}
