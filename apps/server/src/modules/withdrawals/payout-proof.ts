// The evidence behind "paid": a payout transaction id of the withdrawal's network, and, where a
// watcher runs for that coin, the chain's own word that it pays the member's address enough
// (docs/payments.md, "Withdrawals").
import { COIN_LABELS, COIN_SYMBOLS, formatCoinAmount, type TPayoutCoin } from "@vaultline/shared";
import { AppError } from "../../lib/app-error.ts";
import { ChainUnavailableError, type ChainWatch } from "../../lib/chain/index.ts";

/** What proving and quoting a payout need of the chain watcher. */
export type PayoutChain = Pick<ChainWatch, "source" | "explorerTxUrl" | "isSimulated" | "simulated">;

const CHAIN_NAMES: Record<TPayoutCoin, string> = { BTC: "Bitcoin", USDT_ERC20: "Ethereum" };

export const PAYOUT_MESSAGES = {
  btcFormat: "A Bitcoin transaction id is 64 hexadecimal characters (0-9 and a-f)",
  ethOnBtc: "This is an Ethereum transaction id (it starts with 0x); this withdrawal is paid on the Bitcoin network",
  ethFormat: "A USDT-ERC20 transaction id is 0x followed by 64 hexadecimal characters",
  btcOnEth: "This looks like a Bitcoin transaction id; a USDT-ERC20 transaction id starts with 0x",
  notFound: (coin: TPayoutCoin, txid: string) =>
    `No transaction ${txid} on the ${CHAIN_NAMES[coin]} network: check the id, or try again once the explorer has seen it`,
  wrongAddress: (address: string) => `This transaction does not pay the member's address ${address}`,
  tooLittle: (coin: TPayoutCoin, paid: number, due: number) =>
    `This transaction pays ${formatCoinAmount(coin, paid)} ${COIN_SYMBOLS[coin]} to the member's address; at least ${formatCoinAmount(coin, due)} ${COIN_SYMBOLS[coin]} is due (what the quote said would arrive)`,
  late: (coin: TPayoutCoin) =>
    `The ${CHAIN_NAMES[coin]} explorer did not answer in time; nothing was marked paid. Try again in a minute.`,
  unreadable: (coin: TPayoutCoin) =>
    `The ${CHAIN_NAMES[coin]} explorer's answer could not be read; nothing was marked paid. Try again in a minute.`,
  feeUnavailable: (coin: TPayoutCoin) =>
    `The ${COIN_LABELS[coin].withNetwork} network fee estimate is unavailable just now; try again in a minute.`,
  reused: "This transaction's payment to that address already proves another withdrawal",
} as const;

const BTC_TXID = /^[0-9a-fA-F]{64}$/;
const ETH_TXID = /^0x[0-9a-fA-F]{64}$/;

/** Why `txid` cannot be a transaction of `coin`'s network, or null when its form fits. */
export function txIdProblem(coin: TPayoutCoin, txid: string): string | null {
  if (coin === "BTC") {
    if (BTC_TXID.test(txid)) return null;
    return ETH_TXID.test(txid) ? PAYOUT_MESSAGES.ethOnBtc : PAYOUT_MESSAGES.btcFormat;
  }
  if (ETH_TXID.test(txid)) return null;
  return BTC_TXID.test(txid) ? PAYOUT_MESSAGES.btcOnEth : PAYOUT_MESSAGES.ethFormat;
}

/** How an id is stored and compared: Bitcoin ids in lower case, Ethereum hashes too (hex is case-blind). */
export const normalTxId = (txid: string) => txid.toLowerCase();

const sameAddress = (coin: TPayoutCoin, a: string, b: string) =>
  // Legacy Bitcoin addresses are case-sensitive; bech32 and hex addresses are not.
  coin === "BTC" && !a.toLowerCase().startsWith("bc1") && !a.toLowerCase().startsWith("tb1")
    ? a === b
    : a.toLowerCase() === b.toLowerCase();

class Late extends Error {}

/** The chain's answer within `timeoutMs`; a slow or broken explorer is a 503 that names the problem. */
async function ask<T>(coin: TPayoutCoin, timeoutMs: number, question: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Late()), timeoutMs);
  });
  try {
    return await Promise.race([question(), deadline]);
  } catch (error) {
    // The driver's own deadline, or an endpoint it could not reach, reads as late too.
    const isLate =
      error instanceof Late ||
      (error instanceof ChainUnavailableError && /in time|could not be reached/.test(error.message)) ||
      (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"));
    throw new AppError("UNAVAILABLE", isLate ? PAYOUT_MESSAGES.late(coin) : PAYOUT_MESSAGES.unreadable(coin));
  } finally {
    clearTimeout(timer);
  }
}

export type PayoutEvidence = {
  /** False: no watcher for this coin; the id's form was checked, not the chain. */
  isChecked: boolean;
  paidUnits: number | null;
  confirmations: number | null;
  isSimulated: boolean;
};

/**
 * Checks a payout transaction before anything is written: its form for the withdrawal's network,
 * then, with a watcher for the coin, that the chain has it paying `address` at least `minUnits`.
 * Each mismatch is a 400 that says what does not match.
 */
export async function provePayout(
  chain: PayoutChain,
  input: { coin: TPayoutCoin; txid: string; address: string; minUnits: number | null; timeoutMs: number },
): Promise<PayoutEvidence> {
  const { coin, txid } = input;
  const problem = txIdProblem(coin, txid);
  if (problem) throw new AppError("BAD_REQUEST", problem, [{ field: "payoutTxId", message: problem }]);
  const source = chain.source(coin);
  if (!source) return { isChecked: false, paidUnits: null, confirmations: null, isSimulated: false };
  const found = await ask(coin, input.timeoutMs, () => source.transaction(txid));
  const refuse = (message: string) => {
    throw new AppError("BAD_REQUEST", message, [{ field: "payoutTxId", message }]);
  };
  if (!found || typeof found !== "object" || !("found" in found)) throw unreadable(coin);
  if (!found.found) return refuse(PAYOUT_MESSAGES.notFound(coin, txid));
  if (!Array.isArray(found.payments)) throw unreadable(coin);
  const toMember = found.payments.filter((p) => sameAddress(coin, p.address, input.address));
  if (toMember.some((p) => typeof p.units !== "bigint" || p.units < 0n)) throw unreadable(coin);
  if (toMember.length === 0) return refuse(PAYOUT_MESSAGES.wrongAddress(input.address));
  const paid = toMember.reduce((sum, p) => sum + p.units, 0n);
  if (input.minUnits !== null && paid < BigInt(input.minUnits)) {
    return refuse(PAYOUT_MESSAGES.tooLittle(coin, Number(paid), input.minUnits));
  }
  return {
    isChecked: true,
    paidUnits: Number(paid),
    confirmations: Math.min(...toMember.map((p) => p.confirmations)),
    isSimulated: source.kind === "simulated",
  };
}

const unreadable = (coin: TPayoutCoin) => new AppError("UNAVAILABLE", PAYOUT_MESSAGES.unreadable(coin));

/**
 * A simple payment's fee as the coin's chain counts it (satoshis; wei for USDT-ERC20, whose fee is
 * paid in ether), or null when no watcher runs for the coin.
 */
export async function estimateNetworkFee(
  chain: PayoutChain,
  coin: TPayoutCoin,
  timeoutMs: number,
): Promise<bigint | null> {
  const source = chain.source(coin);
  if (!source) return null;
  let fee: bigint;
  try {
    fee = await ask(coin, timeoutMs, () => source.networkFee());
  } catch {
    throw new AppError("UNAVAILABLE", PAYOUT_MESSAGES.feeUnavailable(coin));
  }
  if (typeof fee !== "bigint" || fee < 0n) throw new AppError("UNAVAILABLE", PAYOUT_MESSAGES.feeUnavailable(coin));
  return fee;
}
