import type { TCryptoCurrency } from "@vaultline/shared";
import type { Db } from "../../db/client.ts";

export type ChainCoin = TCryptoCurrency;
/** What a custody address can hold, as the treasury reads it: the payment coins and native ether. */
export type CustodyCoin = ChainCoin | "ETH";

/** One payment to one address: a Bitcoin output, or a USDT Transfer log. */
export type ChainPayment = {
  txid: string;
  /** The output index (BTC) or the log index (USDT). */
  index: number;
  address: string;
  /** Satoshis, or USDT's base units (6 decimals). */
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
  /** Every payment to `address` the source knows (mempool and confirmed), for deposit watching. */
  paymentsTo(address: string): Promise<ChainPayment[]>;
  /** Every output (BTC) or token transfer (USDT) of one transaction, for payout proofs. */
  transaction(txid: string): Promise<ChainTransaction>;
  /** The confirmed balance of an address, in base units (USDT: the token's balanceOf). */
  addressBalance(address: string): Promise<bigint>;
  /**
   * A simple payment's fee estimate: satoshis for BTC; for USDT_ERC20 the fee is paid in ether, so
   * this is wei (gas price × a token transfer's gas).
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
  /** Null: that coin is not watched (proof uploads). */
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
