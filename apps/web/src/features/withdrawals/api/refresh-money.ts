import { useQueryClient } from "@tanstack/react-query";
import { currentUserKey } from "../../../lib/auth.tsx";
import { myWithdrawalsKey } from "./get-my-withdrawals.ts";

/** A withdrawal made or cancelled moves the wallet: refresh the list, the balance and the ledger. */
export function useRefreshMoney() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: myWithdrawalsKey }),
      client.invalidateQueries({ queryKey: currentUserKey }),
      client.invalidateQueries({ queryKey: ["wallet"] }),
    ]);
}
