import type { TCoin } from "@vaultline/shared";
import { confirmationsFor } from "../../chain-config.ts";
import type { Config } from "../../config.ts";
import type { ChainWatch } from "../../lib/chain/index.ts";
import { quoteExpiry } from "./chain-state.ts";

type Quote = {
  coin: TCoin;
  addressId: string | null;
  amountCents: number;
  quotedAt: Date;
};

/**
 * Whether a deposit paid against `quote` is watched on its chain: its coin has a source, and the
 * address is the quote's own (a shared address cannot tell one member's payment from another's).
 */
export function isWatched(chain: ChainWatch, quote: Quote): boolean {
  return chain.source(quote.coin) !== null && quote.addressId !== null;
}

/** The columns that start a deposit's watch: waiting, how many confirmations it needs, until when. */
export function watchColumns(config: Config["chain"], quote: Quote) {
  return {
    chainState: "waiting" as const,
    confirmationsNeeded: confirmationsFor(config.confirmations[quote.coin], quote.amountCents),
    watchUntil: new Date(quoteExpiry(quote).getTime() + config.watchWindowMs),
  };
}
