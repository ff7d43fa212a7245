import { useRefresh } from "../../../../lib/use-refreshing-mutation.ts";
import { plansKey } from "../../api/get-plans.ts";
import { adminPlansKey } from "./get-admin-plans.ts";

/** A plan change shows on the member and public screens as well as the admin list. */
export function useInvalidatePlans() {
  return useRefresh(plansKey, adminPlansKey);
}
