import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TSavedAddress } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const addressBookKey = ["address-book"] as const;

export async function getAddressBook() {
  const answer = await api<TSavedAddress[]>("/user/addresses");
  const holdHours = answer.meta && "holdHours" in answer.meta ? answer.meta.holdHours : null;
  return { addresses: answer.data, holdHours };
}

export const addressBookOptions = () => queryOptions({ queryKey: addressBookKey, queryFn: getAddressBook });

export const useAddresses = () => useQuery({ ...addressBookOptions(), select: (book) => book.addresses });

/** How long a new address is held before first use (the server's setting); null while unknown. */
export const useHoldHours = () => useQuery({ ...addressBookOptions(), select: (book) => book.holdHours }).data ?? null;
