import { useMutation } from "@tanstack/react-query";
import type { TWithdrawalQuote, TWithdrawalQuoteRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const getWithdrawalQuote = (body: TWithdrawalQuoteRequest) =>
  api<TWithdrawalQuote>("/withdraw/quote", { method: "POST", body });

/** The coin amount, rate, fee estimate and what arrives, shown before the member confirms. */
export const useWithdrawalQuote = () => useMutation({ mutationFn: getWithdrawalQuote });
