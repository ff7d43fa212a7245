import type { TCoin, TDeposit } from "@vaultline/shared";
import { api, toFormData } from "../../../lib/api-client.ts";
import { useMutationThatRefreshes } from "../../../lib/use-refreshing-mutation.ts";
import { myDepositsKey } from "./get-my-deposits.ts";

export type CryptoDepositInput = {
  planId: string;
  amount: string;
  email: string;
  currency: TCoin;
  /** The quote shown to the payer: the deposit records its coin amount, rate and address. */
  quoteId: string;
  txId: string;
  /** Null when the coin is watched on its chain. */
  proof: File | null;
  idempotencyKey: string;
};

export function cryptoDeposit(input: CryptoDepositInput) {
  const { planId, amount, email, currency, quoteId, txId, proof, idempotencyKey } = input;
  const form = toFormData({ planId, amount, email, currency, quoteId, txId: txId.trim() || null, proof });
  return api<TDeposit>("/user/deposits", { method: "POST", formData: form, idempotencyKey });
}

export function useCryptoDeposit() {
  return useMutationThatRefreshes(cryptoDeposit, { refresh: [myDepositsKey] });
}
