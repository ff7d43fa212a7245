import type { TAddAddressRequest, TSavedAddress } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useAddressMutation } from "./get-addresses.ts";

export const addAddress = (body: TAddAddressRequest) => api<TSavedAddress>("/user/addresses", { method: "POST", body });

export const useAddAddress = () => useAddressMutation(addAddress);
