import {
  coinUnitsFor,
  QUOTE_MESSAGES,
  QUOTE_TTL_MS,
  type TCoin,
  type TCryptoQuote,
  type TQuotePurpose,
  USDT_CENTS_PER_COIN,
} from "@vaultline/shared";
import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import { type Db, returnedRow } from "../../db/client.ts";
import { cryptoQuotes } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import type { PriceFeed } from "../../lib/price-feed/price-feed.ts";
import { hitWindowLimits } from "../../lib/rate-limit.ts";
import { outsideIdempotencyKey } from "../../plugins/idempotency.ts";
import { toQuoteDto } from "./crypto.dto.ts";
import { allocateReceiveAddress, hasFreshAddresses, type ReceiveAddress } from "./receive-address.ts";

/** New addresses one account may take per hour (a refresh keeps its address and is not counted). */
export const NEW_ADDRESS_LIMIT = { limit: 60, windowSeconds: 60 * 60 };

export type QuoteRow = typeof cryptoQuotes.$inferSelect;
export type QuoteDeps = { db: Db; config: Pick<Config, "crypto" | "chain">; clock: Clock; priceFeed: PriceFeed };

type Rate = { centsPerCoin: number; at: Date; source: QuoteRow["rateSource"] };

/** Bitcoin and ether from the price feed (a 503 when it has no fresh price); USDT at 1:1 with the dollar. */
async function currentRate(deps: QuoteDeps, coin: TCoin): Promise<Rate> {
  if (coin === "USDT_ERC20") return { centsPerCoin: USDT_CENTS_PER_COIN, at: deps.clock.now(), source: "stablecoin" };
  const price = await deps.priceFeed.spot(coin);
  return { centsPerCoin: price.usdCentsPerCoin, at: price.at, source: deps.priceFeed.source };
}

/** The address a refresh keeps: the previous quote's, if it is the caller's, unused and in the same coin. */
async function previousAddress(
  tx: Db,
  input: { userId: string; coin: TCoin; previousQuoteId: string },
): Promise<ReceiveAddress> {
  const [previous] = await tx.select().from(cryptoQuotes).where(eq(cryptoQuotes.id, input.previousQuoteId));
  if (!previous || previous.userId !== input.userId) {
    throw new AppError("NOT_FOUND", QUOTE_MESSAGES.notFound, [
      { field: "previousQuoteId", message: QUOTE_MESSAGES.notFound },
    ]);
  }
  if (previous.usedBy) throw new AppError("CONFLICT", QUOTE_MESSAGES.used);
  if (previous.coin !== input.coin) {
    throw new AppError("BAD_REQUEST", QUOTE_MESSAGES.mismatch, [
      { field: "currency", message: QUOTE_MESSAGES.mismatch },
    ]);
  }
  return { address: previous.address, addressId: previous.addressId, index: previous.derivationIndex };
}

/** Where a withdrawal quote pays out: the member's destination, and the network fee estimate (null: none). */
export type PayoutDestination = { address: string; networkFeeUnits: number | null };

/**
 * A quote: the coin amount for `amountCents` at the current rate (rounded up to the coin's smallest
 * unit), valid for 15 minutes, to a fresh address, or to the previous quote's address on a refresh;
 * a withdrawal's quote names the member's destination instead (no address of ours is taken).
 * The price is read before the transaction: no network call holds a database connection.
 */
export async function createQuoteRow(
  deps: QuoteDeps,
  input: {
    userId: string;
    purpose: TQuotePurpose;
    coin: TCoin;
    amountCents: number;
    previousQuoteId?: string | null;
    destination?: PayoutDestination;
  },
): Promise<QuoteRow> {
  const rate = await currentRate(deps, input.coin);
  let units: bigint;
  try {
    units = coinUnitsFor(input.coin, input.amountCents, rate.centsPerCoin).units;
  } catch {
    throw new AppError("BAD_REQUEST", QUOTE_MESSAGES.tooLarge, [{ field: "amount", message: QUOTE_MESSAGES.tooLarge }]);
  }
  const { destination } = input;
  if (destination?.networkFeeUnits != null && units <= BigInt(destination.networkFeeUnits)) {
    throw new AppError("BAD_REQUEST", QUOTE_MESSAGES.belowFee, [{ field: "amount", message: QUOTE_MESSAGES.belowFee }]);
  }
  const quotedAt = deps.clock.now();
  const takesNewAddress =
    !destination && (hasFreshAddresses(deps.config.crypto, input.coin) || deps.config.chain.mode === "simulated");
  if (!input.previousQuoteId && takesNewAddress) {
    // Each new quote takes an address index for good; a cap keeps one account from burning through them.
    await hitWindowLimits(deps.db, [{ key: `quote-address:${input.userId}`, ...NEW_ADDRESS_LIMIT }], quotedAt);
  }
  // A quote commits on its own, without an idempotent request's key: the payment or withdrawal made
  // at it carries the key in its own transaction (plugins/idempotency.ts).
  return outsideIdempotencyKey(() =>
    deps.db.transaction(async (tx) => {
      const previousQuoteId = input.previousQuoteId;
      const receive: ReceiveAddress = destination
        ? { address: destination.address, addressId: null, index: null }
        : previousQuoteId
          ? await previousAddress(tx, { ...input, previousQuoteId })
          : await allocateReceiveAddress(tx, deps.config.crypto, input.coin, input.userId, {
              mode: deps.config.chain.mode,
              watchWindowMs: deps.config.chain.watchWindowMs,
              now: quotedAt,
            });
      const inserted = returnedRow(
        await tx
          .insert(cryptoQuotes)
          .values({
            userId: input.userId,
            purpose: input.purpose,
            coin: input.coin,
            amountCents: input.amountCents,
            rateCents: rate.centsPerCoin,
            rateSource: rate.source,
            rateAt: rate.at,
            coinUnits: units,
            address: receive.address,
            addressId: receive.addressId,
            derivationIndex: receive.index,
            previousQuoteId: previousQuoteId ?? null,
            quotedAt,
            expiresAt: new Date(quotedAt.getTime() + QUOTE_TTL_MS),
            networkFeeUnits: destination?.networkFeeUnits ?? null,
          })
          .returning(),
        "quote insert",
      );
      return inserted;
    }),
  );
}

export async function createQuote(deps: QuoteDeps, input: Parameters<typeof createQuoteRow>[1]): Promise<TCryptoQuote> {
  return toQuoteDto(await createQuoteRow(deps, input), deps.config);
}

/**
 * The quote a payment is recorded against, checked before the payment's transaction: the caller's,
 * unused, for this purpose, amount and coin. An expired one is replaced by a new quote on the same
 * address, and the 409 carries it (`quote` beside `error`), so the payer sees what to send now.
 */
export async function quoteForPayment(
  deps: QuoteDeps,
  input: {
    quoteId: string;
    userId: string;
    purpose: TQuotePurpose;
    coin: TCoin | null;
    amountCents: number;
    /** A withdrawal's destination: its quote must name it. */
    address?: string;
  },
  /** The replacement an expired quote's 409 carries (default: a new quote on the same address). */
  refresh: (expired: QuoteRow) => Promise<unknown> = (expired) =>
    createQuote(deps, { ...input, coin: expired.coin, previousQuoteId: expired.id }),
): Promise<QuoteRow> {
  const [quote] = await deps.db.select().from(cryptoQuotes).where(eq(cryptoQuotes.id, input.quoteId));
  if (!quote || quote.userId !== input.userId) {
    throw new AppError("BAD_REQUEST", QUOTE_MESSAGES.notFound, [
      { field: "quoteId", message: QUOTE_MESSAGES.notFound },
    ]);
  }
  if (quote.usedBy)
    throw new AppError("CONFLICT", QUOTE_MESSAGES.used, [{ field: "quoteId", message: QUOTE_MESSAGES.used }]);
  const isSame =
    quote.purpose === input.purpose &&
    quote.amountCents === input.amountCents &&
    (input.coin === null || quote.coin === input.coin) &&
    (input.address === undefined || quote.address === input.address);
  if (!isSame) {
    throw new AppError("BAD_REQUEST", QUOTE_MESSAGES.mismatch, [
      { field: "quoteId", message: QUOTE_MESSAGES.mismatch },
    ]);
  }
  if (quote.expiresAt.getTime() <= deps.clock.now().getTime()) {
    const fresh = await refresh(quote);
    throw new AppError("CONFLICT", QUOTE_MESSAGES.expired, [{ field: "quoteId", message: QUOTE_MESSAGES.expired }], {
      quote: fresh,
    });
  }
  return quote;
}

/**
 * In the payment's transaction: the quote becomes used by `paymentId`, once. The update is conditional
 * (still unused, not expired), so two payments racing for one quote cannot both have it.
 */
/**
 * Pays for one thing with a quote, inside the payment's transaction: the quote row is locked before
 * the payment is inserted, so a second payment with the same quote waits and then gets a 409. (Locking
 * it only afterwards deadlocks on a PostgreSQL server: each insert holds a key-share lock on the quote
 * that the other's update of the unique `used_by` must wait for.)
 */
export async function payWithQuote<T extends { id: string }>(
  tx: Db,
  quote: QuoteRow | null,
  now: Date,
  insert: () => Promise<T | undefined>,
): Promise<T | undefined> {
  if (!quote) return insert();
  const [current] = await tx
    .select({ usedBy: cryptoQuotes.usedBy, expiresAt: cryptoQuotes.expiresAt })
    .from(cryptoQuotes)
    .where(eq(cryptoQuotes.id, quote.id))
    .for("update");
  if (current?.usedBy || !current || current.expiresAt <= now) {
    const message = current?.usedBy ? QUOTE_MESSAGES.used : QUOTE_MESSAGES.expiredNow;
    throw new AppError("CONFLICT", message, [{ field: "quoteId", message }]);
  }
  const created = await insert();
  if (created) {
    await tx.update(cryptoQuotes).set({ usedBy: created.id, usedAt: now }).where(eq(cryptoQuotes.id, quote.id));
  }
  return created;
}

/** The quote's columns as a deposit or course payment records them. */
export function quoteColumns(quote: QuoteRow | null) {
  if (!quote) return {};
  return {
    quoteId: quote.id,
    quoteRateCents: quote.rateCents,
    quoteCoinUnits: quote.coinUnits,
    payAddress: quote.address,
    payAddressIndex: quote.derivationIndex,
    quotedAt: quote.quotedAt,
  };
}
