import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TCardPaymentRequest, TDeposit, TDepositOptions } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";
import { useCursorList } from "../../../lib/use-cursor-list.ts";

export const myDepositsKey = ["deposits", "mine"] as const;
const optionsKey = ["deposits", "options"] as const;

export const useDepositOptions = () =>
  useQuery({
    queryKey: optionsKey,
    queryFn: async () => (await api<TDepositOptions>("/user/deposit-options")).data,
  });

export const useMyDeposits = () => useCursorList<TDeposit>(myDepositsKey, "/user/deposits");

export function useAcceptRisk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: string) => api<unknown>("/user/risk-acceptance", { method: "POST", body: { version } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: optionsKey }),
        client.invalidateQueries({ queryKey: currentUserKey }),
      ]),
  });
}

export type CryptoDepositInput = {
  planId: string;
  amount: string;
  email: string;
  currency: "BTC" | "USDT_ERC20";
  /** The quote shown to the payer: the deposit records its coin amount, rate and address. */
  quoteId: string;
  txId: string;
  /** Null when the coin is watched on its chain. */
  proof: File | null;
  idempotencyKey: string;
};

export function useCryptoDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CryptoDepositInput) => {
      const form = new FormData();
      form.set("planId", input.planId);
      form.set("amount", input.amount);
      form.set("email", input.email);
      form.set("currency", input.currency);
      form.set("quoteId", input.quoteId);
      if (input.txId.trim()) form.set("txId", input.txId.trim());
      if (input.proof) form.set("avatar", input.proof);
      return api<TDeposit>("/user/deposits", { method: "POST", formData: form, idempotencyKey: input.idempotencyKey });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: myDepositsKey }),
  });
}

export function useCardDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TCardPaymentRequest; idempotencyKey: string }) =>
      api<TDeposit>("/user/deposits/card", { method: "POST", body, idempotencyKey }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: myDepositsKey }),
        client.invalidateQueries({ queryKey: currentUserKey }),
      ]),
  });
}

const depositKey = (id: string) => ["deposits", "one", id] as const;

/** One of the member's deposits; a watched payment still under way is asked again every few seconds. */
export const useDeposit = (id: string) =>
  useQuery({
    queryKey: depositKey(id),
    queryFn: async () => (await api<TDeposit>(`/user/deposits/${id}`)).data,
    refetchInterval: (query) => {
      const state = query.state.data?.chain?.state;
      return state === "waiting" || state === "seen" || state === "underpaid" || state === "confirmed" ? 3000 : false;
    },
  });

/** "Send simulated payment" (simulated network only). */
export function useSimulatedPayment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (coinAmount: string) =>
      api<TDeposit>(`/user/deposits/${id}/simulated-payment`, {
        method: "POST",
        body: coinAmount ? { coinAmount } : {},
      }),
    onSuccess: (res) => {
      client.setQueryData(depositKey(id), res.data);
      return client.invalidateQueries({ queryKey: myDepositsKey });
    },
  });
}
