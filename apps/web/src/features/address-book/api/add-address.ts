import type { TAddAddressRequest, TSavedAddress } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useRefreshingMutation } from "../../../lib/use-refreshing-mutation.ts";
import { addressBookKey } from "./get-addresses.ts";

export const addAddress = (body: TAddAddressRequest) => api<TSavedAddress>("/user/addresses", { method: "POST", body });

export const useAddAddress = () => useRefreshingMutation(addAddress, { refresh: addressBookKey });
