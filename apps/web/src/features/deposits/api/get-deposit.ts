import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TDeposit } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const depositKey = (id: string) => ["deposits", "one", id] as const;

export const getDeposit = async (id: string) => (await api<TDeposit>(`/user/deposits/${id}`)).data;

export const depositOptions = (id: string) =>
  queryOptions({
    queryKey: depositKey(id),
    queryFn: () => getDeposit(id),
    refetchInterval: (query) => {
      const state = query.state.data?.chain?.state;
      return state === "waiting" || state === "seen" || state === "underpaid" || state === "confirmed" ? 3000 : false;
    },
  });

/** One of the member's deposits; a watched payment still under way is asked again every few seconds. */
export const useDeposit = (id: string) => useQuery(depositOptions(id));
