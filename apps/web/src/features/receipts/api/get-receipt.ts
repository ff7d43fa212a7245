import { useQuery } from "@tanstack/react-query";
import type { TCoursePayment, TDeposit, TWithdrawal } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const RECEIPT_KINDS = ["deposit", "withdrawal", "course-payment"] as const;
export type TReceiptKind = (typeof RECEIPT_KINDS)[number];

export const isReceiptKind = (kind: string | undefined): kind is TReceiptKind =>
  RECEIPT_KINDS.includes(kind as TReceiptKind);

export type TReceiptSource =
  | { kind: "deposit"; item: TDeposit }
  | { kind: "withdrawal"; item: TWithdrawal }
  | { kind: "course-payment"; item: TCoursePayment };

const URLS: Record<TReceiptKind, (id: string) => string> = {
  deposit: (id) => `/user/deposits/${encodeURIComponent(id)}`,
  withdrawal: (id) => `/user/withdrawals/${encodeURIComponent(id)}`,
  "course-payment": (id) => `/user/course-payments/${encodeURIComponent(id)}`,
};

/** One of the member's own deposits, withdrawals or course payments (the server refuses anyone else's). */
export const useReceipt = (kind: TReceiptKind, id: string) =>
  useQuery({
    queryKey: ["receipt", kind, id],
    queryFn: async () => ({ kind, item: (await api<unknown>(URLS[kind](id))).data }) as TReceiptSource,
  });
