import { api } from "../../../lib/api-client.ts";
import { useRefreshingMutation } from "../../../lib/use-refreshing-mutation.ts";
import { addressBookKey } from "./get-addresses.ts";

export const removeAddress = (id: string) =>
  api<null>(`/user/addresses/${encodeURIComponent(id)}`, { method: "DELETE" });

export const useRemoveAddress = () => useRefreshingMutation(removeAddress, { refresh: addressBookKey });
