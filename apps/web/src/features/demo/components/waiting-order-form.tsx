import {
  DEMO_MESSAGES,
  type TDemoOpenOrderRequest,
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

const EXPLAIN: Record<"limit" | "stop", Record<TDemoSide, string>> = {
  limit: {
    buy: "Buys when the buying price (spread included) falls to your price or below.",
    sell: "Sells when the selling price (spread included) rises to your price or above.",
  },
  stop: {
    buy: "Buys at the market once the price rises to your stop price.",
    sell: "A stop-loss: sells at the market once the price falls to your stop price.",
  },
};

/**
 * A limit or stop order with virtual money: a side, a coin quantity and the price to wait for. The
 * server checks it against the price feed every minute and fills it at the market price then.
 */
export function WaitingOrderForm({
  type,
  symbol,
  midPrice,
  heldQuantity,
  onPlace,
  isPlacing,
}: {
  type: "limit" | "stop";
  symbol: TPriceSymbol;
  midPrice: number | null;
  heldQuantity: string | null;
  onPlace: (order: TDemoOpenOrderRequest) => Promise<boolean>;
  isPlacing: boolean;
}) {
  const [side, setSide] = useState<TDemoSide>(type === "stop" ? "sell" : "buy");
  const [quantity, setQuantity] = useState("");
  const [price, setPrice] = useState("");
  const units = toCoinUnits(quantity);
  const cents = toCents(price);
  const quantityError = quantity !== "" && (units === null || units <= 0) ? DEMO_MESSAGES.quantityInvalid : undefined;
  const priceError = price !== "" && (cents === null || cents <= 0) ? DEMO_MESSAGES.priceInvalid : undefined;
  const canPlace = units !== null && units > 0 && cents !== null && cents > 0;

  async function submit() {
    if (await onPlace({ symbol, side, type, quantity, price })) {
      setQuantity("");
      setPrice("");
    }
  }

  return (
    <form
      aria-label={`${type === "limit" ? "Limit" : "Stop"} order`}
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (canPlace) void submit();
      }}
    >
      <Choice
        legend="Side"
        name={`${type}-side`}
        options={{ buy: "Buy", sell: "Sell" }}
        value={side}
        onChange={setSide}
      />
      <TextField
        label={`Quantity (${symbol})`}
        inputMode="decimal"
        autoComplete="off"
        value={quantity}
        onChange={(e) => setQuantity(e.target.value.trim())}
        error={quantityError}
        hint={side === "sell" ? `You hold ${heldQuantity ?? "0.00000000"} ${symbol}` : undefined}
      />
      <TextField
        label={type === "limit" ? "Limit price (virtual USD per coin)" : "Stop price (virtual USD per coin)"}
        inputMode="decimal"
        autoComplete="off"
        value={price}
        onChange={(e) => setPrice(e.target.value.trim())}
        error={priceError}
        hint={midPrice === null ? "The price is unavailable right now" : `Price now: ${formatDollars(midPrice)}`}
      />
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        {EXPLAIN[type][side]} The order waits on your order book below until then; you can cancel it at any time.
      </p>
      <Button type="submit" disabled={!canPlace} isLoading={isPlacing}>
        Place {type} {side} order
      </Button>
    </form>
  );
}
