import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAddAddressRequest, TCryptoNetwork, TSavedAddress } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const addressBookKey = ["address-book"] as const;

const addressBookQuery = {
  queryKey: addressBookKey,
  queryFn: async () => {
    const answer = await api<TSavedAddress[]>("/user/addresses");
    const holdHours = answer.meta && "holdHours" in answer.meta ? answer.meta.holdHours : null;
    return { addresses: answer.data, holdHours };
  },
};

export const useAddresses = () => useQuery({ ...addressBookQuery, select: (book) => book.addresses });

/** How long a new address is held before first use (the server's setting); null while unknown. */
export const useHoldHours = () => useQuery({ ...addressBookQuery, select: (book) => book.holdHours }).data ?? null;

/** The chain the server checks addresses against (config CRYPTO_NETWORK), so the form checks the same. */
export const useChain = () =>
  useQuery({
    queryKey: [...addressBookKey, "chain"],
    queryFn: async () =>
      (await api<{ crypto: { network: TCryptoNetwork } }>("/user/deposit-options")).data.crypto.network,
    staleTime: Number.POSITIVE_INFINITY,
  });

function useAddressMutation<T, R>(call: (input: T) => Promise<{ message: string; data: R }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: addressBookKey }),
  });
}

export const useAddAddress = () =>
  useAddressMutation((body: TAddAddressRequest) => api<TSavedAddress>("/user/addresses", { method: "POST", body }));

export const useRemoveAddress = () =>
  useAddressMutation((id: string) => api<null>(`/user/addresses/${encodeURIComponent(id)}`, { method: "DELETE" }));
