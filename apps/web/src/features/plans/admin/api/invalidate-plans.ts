import { useQueryClient } from "@tanstack/react-query";
import { plansKey } from "../../api/get-plans.ts";
import { adminPlansKey } from "./get-admin-plans.ts";

/** A plan change shows on the member and public screens as well as the admin list. */
export function useInvalidatePlans() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: plansKey }),
      client.invalidateQueries({ queryKey: adminPlansKey }),
    ]);
}
