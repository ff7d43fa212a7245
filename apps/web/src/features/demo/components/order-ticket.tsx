import {
  DEMO_MESSAGES,
  DEMO_SPREAD_BP,
  formatCoinUnits,
  priceOrder,
  type TDemoOrderRequest,
  type TDemoSide,
  type TPriceSymbol,
  toCents,
  toCoinUnits,
} from "@vaultline/shared";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { formatDollars } from "../../../lib/format.ts";
import { Choice } from "./choice.tsx";

type Unit = "usd" | "coin";

const SPREAD_PERCENT = `${DEMO_SPREAD_BP / 100} %`;

/**
 * A market order with virtual money: buy or sell, an amount in dollars or in coin, an estimate with
 * the spread, then a confirmation. The server prices the order; the estimate only says what to expect.
 */
export function OrderTicket({
  symbol,
  midPrice,
  cash,
  heldQuantity,
  onPlace,
  isPlacing,
}: {
  symbol: TPriceSymbol;
  /** The feed's price now, in dollars; null while prices are unavailable. */
  midPrice: number | null;
  cash: number;
  /** The coin held, as the API sends it ("0.01500000"), or null. */
  heldQuantity: string | null;
  onPlace: (order: TDemoOrderRequest) => Promise<boolean>;
  isPlacing: boolean;
}) {
  const [side, setSide] = useState<TDemoSide>("buy");
  const [unit, setUnit] = useState<Unit>("usd");
  const [amount, setAmount] = useState("");
  const [isReviewing, setIsReviewing] = useState(false);

  const usdCents = unit === "usd" ? toCents(amount) : null;
  const units = unit === "coin" ? toCoinUnits(amount) : null;
  const heldUnits = heldQuantity ? (toCoinUnits(heldQuantity) ?? 0) : 0;
  const isAmountValid = unit === "usd" ? usdCents !== null && usdCents > 0 : units !== null && units > 0;
  const estimate =
    isAmountValid && midPrice !== null
      ? priceOrder({
          side,
          midCents: Math.round(midPrice * 100),
          units: units ?? undefined,
          usdCents: usdCents ?? undefined,
        })
      : null;
  const cashCents = Math.round(cash * 100);
  const amountError =
    amount === ""
      ? undefined
      : !isAmountValid
        ? unit === "usd"
          ? DEMO_MESSAGES.usdInvalid
          : DEMO_MESSAGES.quantityInvalid
        : estimate === null && midPrice !== null
          ? DEMO_MESSAGES.tooSmall
          : side === "buy" && estimate && estimate.notionalCents > cashCents
            ? DEMO_MESSAGES.insufficientCash
            : side === "sell" && estimate && estimate.units > heldUnits
              ? DEMO_MESSAGES.insufficientCoin
              : undefined;
  const canReview = estimate !== null && amountError === undefined;
  const verb = side === "buy" ? "Buy" : "Sell";

  function change(update: () => void) {
    update();
    setIsReviewing(false);
  }

  async function confirm() {
    const order: TDemoOrderRequest = { symbol, side, ...(unit === "usd" ? { usd: amount } : { quantity: amount }) };
    if (await onPlace(order)) {
      setAmount("");
      setIsReviewing(false);
    }
  }

  return (
    <form
      aria-label="Order ticket"
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (canReview) setIsReviewing(true);
      }}
    >
      <Choice
        legend="Side"
        name="side"
        options={{ buy: "Buy", sell: "Sell" }}
        value={side}
        onChange={(v) => change(() => setSide(v))}
      />
      <Choice
        legend="Amount in"
        name="unit"
        options={{ usd: "US dollars", coin: symbol }}
        value={unit}
        onChange={(v) => change(() => setUnit(v))}
      />
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label={unit === "usd" ? "Amount (virtual USD)" : `Quantity (${symbol})`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => change(() => setAmount(e.target.value.trim()))}
          error={amountError}
          hint={
            side === "buy"
              ? `Virtual cash: ${formatDollars(cash)}`
              : `You hold ${heldQuantity ?? "0.00000000"} ${symbol}`
          }
        />
        {side === "sell" && heldUnits > 0 && (
          <Button
            variant="secondary"
            className="mb-5"
            onClick={() =>
              change(() => {
                setUnit("coin");
                setAmount(formatCoinUnits(heldUnits));
              })
            }
          >
            Sell all
          </Button>
        )}
      </div>
      <div
        aria-live="polite"
        className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700"
        data-testid="order-estimate"
      >
        {midPrice === null ? (
          <p>Prices are unavailable right now, so orders cannot be placed.</p>
        ) : estimate && amountError === undefined ? (
          <p>
            {verb} about{" "}
            <strong>
              {formatCoinUnits(estimate.units)} {symbol}
            </strong>{" "}
            at about <strong>{formatDollars(estimate.fillPriceCents / 100)}</strong> (price {side === "buy" ? "+" : "−"}{" "}
            {SPREAD_PERCENT} spread) {side === "buy" ? "for" : "for proceeds of"} about{" "}
            <strong>{formatDollars(estimate.notionalCents / 100)}</strong>.
          </p>
        ) : (
          <p>
            {verb}s fill at the price {side === "buy" ? "plus" : "minus"} a {SPREAD_PERCENT} spread. Enter an amount to
            see an estimate.
          </p>
        )}
      </div>
      {isReviewing && estimate ? (
        <div className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <p className="text-sm text-amber-900">
            Confirm: {verb.toLowerCase()} {symbol} with virtual money. The order fills at the price when you confirm,
            which may differ slightly from the estimate.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={confirm} isLoading={isPlacing}>
              Confirm {verb.toLowerCase()}
            </Button>
            <Button variant="secondary" onClick={() => setIsReviewing(false)} disabled={isPlacing}>
              Change order
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit" disabled={!canReview}>
          Review {verb.toLowerCase()} order
        </Button>
      )}
    </form>
  );
}
