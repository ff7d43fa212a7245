import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TCryptoNetwork } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { addressBookKey } from "./get-addresses.ts";

export const getChain = async () =>
  (await api<{ crypto: { network: TCryptoNetwork } }>("/user/deposit-options")).data.crypto.network;

export const chainOptions = () =>
  queryOptions({ queryKey: [...addressBookKey, "chain"], queryFn: getChain, staleTime: Number.POSITIVE_INFINITY });

/** The chain the server checks addresses against (config CRYPTO_NETWORK), so the form checks the same. */
export const useChain = () => useQuery(chainOptions());
