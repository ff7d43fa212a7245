import type { TCoin, TDeposit } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
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
  const form = new FormData();
  form.set("planId", input.planId);
  form.set("amount", input.amount);
  form.set("email", input.email);
  form.set("currency", input.currency);
  form.set("quoteId", input.quoteId);
  if (input.txId.trim()) form.set("txId", input.txId.trim());
  if (input.proof) form.set("proof", input.proof);
  return api<TDeposit>("/user/deposits", { method: "POST", formData: form, idempotencyKey: input.idempotencyKey });
}

export function useCryptoDeposit() {
  return useMutationThatRefreshes(cryptoDeposit, { refresh: [myDepositsKey] });
}
