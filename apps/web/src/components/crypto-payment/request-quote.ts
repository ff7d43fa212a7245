import type { TCryptoQuote, TCryptoQuoteRequest } from "@vaultline/shared";
import { ApiError, api } from "../../lib/api-client.ts";

/** POST /api/crypto/quotes: a new quote, or a refresh on the same address with previousQuoteId. */
export async function requestQuote(body: TCryptoQuoteRequest): Promise<TCryptoQuote> {
  return (await api<TCryptoQuote>("/crypto/quotes", { method: "POST", body })).data;
}

/** The replacement quote a payment against an expired quote answers with (409), if any. */
export function quoteFromError(error: unknown): TCryptoQuote | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { quote?: TCryptoQuote } | null;
  return body?.quote ?? null;
}
