import { currentUserKey } from "../../../lib/auth.tsx";
import { useRefresh } from "../../../lib/use-refreshing-mutation.ts";
import { myWithdrawalsKey } from "./get-my-withdrawals.ts";

/** A withdrawal made or cancelled moves the wallet: refresh the list, the balance and the ledger. */
export function useRefreshMoney() {
  return useRefresh(myWithdrawalsKey, currentUserKey, ["wallet"]);
}
