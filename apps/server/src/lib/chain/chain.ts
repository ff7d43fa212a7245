import type { TCoin } from "@vaultline/shared";
import type { Db } from "../../db/client.ts";

/** A coin as the chain watcher knows it: the one coin type (BTC, USDT_ERC20, ETH). */
export type ChainCoin = TCoin;
/** What a custody address can hold, as the treasury reads it: every coin. */
export type CustodyCoin = ChainCoin;

/** One payment to one address: a Bitcoin output, a USDT Transfer log or a plain ether transfer (index 0). */
export type ChainPayment = {
  txid: string;
  /** The output index (BTC) or the log index (USDT). */
  index: number;
  address: string;
  /** Satoshis, USDT's base units (6 decimals) or wei. */
  units: bigint;
  /** Null while unconfirmed (in the mempool). */
  blockHeight: number | null;
  /** 0 while unconfirmed. */
  confirmations: number;
};

export type ChainTransaction = { found: false } | { found: true; payments: ChainPayment[] };

/** One coin's chain as the app reads it. Every call may throw ChainUnavailableError. */
export type ChainSource = {
  readonly coin: ChainCoin;
  readonly kind: "esplora" | "eth-rpc" | "simulated";
  tipHeight(): Promise<number>;
  /**
   * A source that follows the chain block by block (live ether: JSON-RPC cannot list an address's
   * transfers) reads the blocks since its last call and keeps the payments to `addresses`; the
   * watch job calls it with every watched address of the coin before asking paymentsTo.
   */
  follow?(addresses: string[]): Promise<void>;
  /** Every payment to `address` the source knows (mempool and confirmed), for deposit watching. */
  paymentsTo(address: string): Promise<ChainPayment[]>;
  /** Every output (BTC) or token transfer (USDT) of one transaction, for payout proofs. */
  transaction(txid: string): Promise<ChainTransaction>;
  /** The confirmed balance of an address, in base units (USDT: the token's balanceOf). */
  addressBalance(address: string): Promise<bigint>;
  /**
   * A simple payment's fee estimate: satoshis for BTC; wei for ETH and for USDT_ERC20 (its fee is
   * paid in ether: gas price × a token transfer's gas).
   */
  networkFee(): Promise<bigint>;
};

export type SimulatedChain = {
  /** `on`: a transaction to send in (an idempotent request's, so the send commits with its key). */
  send(input: { coin: CustodyCoin; to: string; units: bigint }, on?: Db): Promise<{ txid: string }>;
  /** Mines `blocks` (default 1): mempool outputs enter the first of them. Returns the new tip. */
  mine(blocks?: number): Promise<number>;
  /** A reorganisation or a replaced transaction: the transaction disappears from the chain. */
  drop(txid: string): Promise<void>;
};

export type ChainWatch = {
  mode: "live" | "simulated" | "off";
  /** Null: that coin's payments are not watched (proof uploads, see docs/payments.md). */
  source(coin: ChainCoin): ChainSource | null;
  /** The transaction on the configured explorer (EXPLORER_BTC_TX_URL / EXPLORER_ETH_TX_URL); null on the simulated chain. */
  explorerTxUrl(coin: ChainCoin, txid: string): string | null;
  /** Every screen that shows it says "Simulated network — no real coins". */
  isSimulated: boolean;
  /** Only on the simulated chain. */
  simulated?: SimulatedChain;
  /**
   * The confirmed balance of a custody address, in base units: satoshis (Esplora's address stats),
   * wei (eth_getBalance) or USDT units (the token's balanceOf). Null when that coin's chain is not
   * watched (no endpoint, or CHAIN_WATCH=off). Throws ChainUnavailableError.
   */
  balanceOf(coin: CustodyCoin, address: string): Promise<bigint | null>;
};

/** A chain endpoint that did not answer, answered late or answered something malformed. */
export class ChainUnavailableError extends Error {
  override name = "ChainUnavailableError";
}

/** Confirmations of a payment in `blockHeight` when the tip is `tip` (the block itself counts). */
export function confirmationsAt(blockHeight: number | null, tip: number): number {
  return blockHeight === null ? 0 : Math.max(0, tip - blockHeight + 1);
}
