import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TPriceRange, TPriceSymbol, TPrices } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const pricesKey = (symbol: TPriceSymbol, range: TPriceRange) => ["prices", symbol, range] as const;

export const getPrices = async (symbol: TPriceSymbol, range: TPriceRange) =>
  (await api<TPrices>(`/prices/${symbol}?range=${range}`)).data;

export const pricesOptions = (symbol: TPriceSymbol, range: TPriceRange) =>
  queryOptions({
    queryKey: pricesKey(symbol, range),
    queryFn: () => getPrices(symbol, range),
    refetchInterval: 60_000,
    // Switching coin or range keeps the old chart on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

/** A coin's price now and its 24 h or 7 d history. */
export const usePrices = (symbol: TPriceSymbol, range: TPriceRange) => useQuery(pricesOptions(symbol, range));
