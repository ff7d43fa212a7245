import type { TCoin, TCryptoQuote, TCryptoQuoteRequest, TPayInPurpose } from "@vaultline/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, errorMessage } from "../../lib/api-client.ts";

export type QuoteSource = (request: TCryptoQuoteRequest) => Promise<TCryptoQuote>;

/**
 * A quote, the amount it was asked for, and when it runs out on this device's clock (its validity
 * counted from when it arrived, so a skewed device clock does not matter).
 */
type Held = { quote: TCryptoQuote; amount: string; deadline: number };

function hold(quote: TCryptoQuote, amount: string): Held {
  const validMs = new Date(quote.expiresAt).getTime() - new Date(quote.quotedAt).getTime();
  return { quote, amount, deadline: Date.now() + validMs };
}

/**
 * The quote of the chosen coin: asked for when the coin is chosen, kept per coin (switching back
 * reuses it), refreshed on the same address when its time runs out, replaced by the one a 409 carries.
 */
export function useQuote(input: { purpose: TPayInPurpose; amount: string; coin: TCoin | null; source: QuoteSource }) {
  const { purpose, amount, coin: chosen, source } = input;
  const [held, setHeld] = useState<Partial<Record<TCoin, Held>>>({});
  const [failed, setFailed] = useState<{ coin: TCoin; message: string } | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const inFlight = useRef<TCoin | null>(null);
  const current = chosen ? held[chosen] : undefined;

  const fetchQuote = useCallback(
    async (coin: TCoin, previousQuoteId?: string) => {
      if (inFlight.current === coin) return;
      inFlight.current = coin;
      setIsLoading(true);
      setFailed(null);
      try {
        let quote: TCryptoQuote;
        try {
          quote = await source({ purpose, amount, currency: coin, previousQuoteId });
        } catch (failure) {
          // The previous quote cannot be refreshed (used, not found): start over on a new address.
          if (!previousQuoteId || !(failure instanceof ApiError) || failure.status >= 500) throw failure;
          quote = await source({ purpose, amount, currency: coin });
        }
        // Held outside the updater: React may run an updater later, and the countdown counts from now.
        const next = hold(quote, amount);
        setHeld((all) => ({ ...all, [coin]: next }));
        setNow(Date.now());
      } catch (failure) {
        setFailed({ coin, message: errorMessage(failure) });
      } finally {
        inFlight.current = null;
        setIsLoading(false);
      }
    },
    [purpose, amount, source],
  );

  // A coin chosen for the first time, whose quote ran out or is for another amount, gets a quote; after
  // a failure it waits for "Try again" rather than asking every second.
  useEffect(() => {
    if (!chosen || failed?.coin === chosen) return;
    const existing = held[chosen];
    if (existing && existing.amount === amount && existing.deadline > now) return;
    void fetchQuote(chosen, existing?.quote.id);
  }, [chosen, amount, held, now, failed, fetchQuote]);

  useEffect(() => {
    if (!current) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [current]);

  const replace = useCallback(
    (quote: TCryptoQuote) => {
      const next = hold(quote, amount);
      setHeld((all) => ({ ...all, [quote.currency]: next }));
      setNow(Date.now());
    },
    [amount],
  );

  const secondsLeft = current ? Math.max(0, Math.ceil((current.deadline - now) / 1000)) : 0;
  return {
    quote: current && secondsLeft > 0 ? current.quote : null,
    secondsLeft,
    isLoading,
    error: failed && failed.coin === chosen ? failed.message : null,
    retry: () => chosen && fetchQuote(chosen, current?.quote.id),
    replace,
  };
}
