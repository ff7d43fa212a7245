import type { TWithdrawal } from "@vaultline/shared";
import { useCursorList } from "../../../lib/use-cursor-list.ts";

export const myWithdrawalsKey = ["withdrawals", "mine"] as const;

/** The signed-in member's withdrawals, newest first, a page at a time. */
export const useMyWithdrawals = () => useCursorList<TWithdrawal>(myWithdrawalsKey, "/user/withdrawals");
