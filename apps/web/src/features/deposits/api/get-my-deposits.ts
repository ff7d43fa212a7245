import type { TDeposit } from "@vaultline/shared";
import { useCursorList } from "../../../lib/use-cursor-list.ts";

export const myDepositsKey = ["deposits", "mine"] as const;

/** The signed-in member's deposits, newest first, a page at a time. */
export const useMyDeposits = () => useCursorList<TDeposit>(myDepositsKey, "/user/deposits");
